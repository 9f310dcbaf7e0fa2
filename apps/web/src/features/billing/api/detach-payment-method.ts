import { paymentMethodListSchema, type PaymentMethod } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './billing-query-keys';

/** POST /shop/payment-method/detach: removes a card; answers the cards left. */
export function detachPaymentMethod(id: string): Promise<PaymentMethod[]> {
  return shopRequest('/payment-method/detach', {
    method: 'POST',
    body: { payment_method: id },
    schema: paymentMethodListSchema,
  });
}

export function useDetachPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachPaymentMethod,
    onSuccess: (cards) => queryClient.setQueryData(paymentMethodsQueryKey, cards),
  });
}
