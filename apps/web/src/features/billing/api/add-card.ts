import { paymentMethodSchema, type AddCardRequest, type PaymentMethod } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { paymentMethodsQueryKey } from './billing-query-keys';

/** POST /shop/payment-method: the sandbox confirms the setup with the card; only brand, last4 and expiry stay. */
export function addCard(card: AddCardRequest): Promise<PaymentMethod> {
  return shopRequest('/payment-method', {
    method: 'POST',
    body: card,
    schema: paymentMethodSchema,
  });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
