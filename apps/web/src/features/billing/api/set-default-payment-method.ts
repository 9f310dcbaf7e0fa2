import { paymentMethodListSchema, type PaymentMethod } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './billing-query-keys';

/** PUT /shop/payment-method/default: the card charged from now on; answers the cards, the default one first. */
export function setDefaultPaymentMethod(id: string): Promise<PaymentMethod[]> {
  return shopRequest('/payment-method/default', {
    method: 'PUT',
    body: { payment_method: id },
    schema: paymentMethodListSchema,
  });
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: (cards) => queryClient.setQueryData(paymentMethodsQueryKey, cards),
  });
}
