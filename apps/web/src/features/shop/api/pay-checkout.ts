import { checkoutSchema, type Checkout, type SandboxPayRequest } from '@campus/domain/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { checkoutQueryKey } from './shop-query-keys';

/**
 * POST /shop/checkout/{id}/pay (sandbox): the card of Stripe's test mode; answers the checkout paid or waiting for
 * the 3-D Secure step. A declined card is a 402 with the decline under `number`.
 */
export function payCheckout(id: string, card: SandboxPayRequest): Promise<Checkout> {
  return shopRequest(`/checkout/${encodeURIComponent(id)}/pay`, { method: 'POST', body: card, schema: checkoutSchema });
}

export function usePayCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: SandboxPayRequest) => payCheckout(id, card),
    onSuccess: (checkout) => queryClient.setQueryData(checkoutQueryKey(id), checkout),
  });
}
