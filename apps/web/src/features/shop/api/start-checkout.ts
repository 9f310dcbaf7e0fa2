import { checkoutStartSchema, type CheckoutStart } from '@campus/domain/shop';
import { useMutation } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';

/** POST /shop/checkout: where the member pays for the offer (the sandbox's page in Campus, or Stripe Checkout). */
export function startCheckout(offerId: string): Promise<CheckoutStart> {
  return shopRequest('/checkout', { method: 'POST', body: { offerId }, schema: checkoutStartSchema });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
