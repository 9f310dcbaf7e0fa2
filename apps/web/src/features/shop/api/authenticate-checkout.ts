import { checkoutSchema, type Checkout } from '@campus/domain/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { checkoutQueryKey } from './shop-query-keys';

/** POST /shop/checkout/{id}/authenticate (the sandbox's 3-D Secure step): approved, it answers the checkout paid. */
export function authenticateCheckout(id: string, approve: boolean): Promise<Checkout> {
  return shopRequest(`/checkout/${encodeURIComponent(id)}/authenticate`, {
    method: 'POST',
    body: { approve },
    schema: checkoutSchema,
  });
}

export function useAuthenticateCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approve: boolean) => authenticateCheckout(id, approve),
    onSuccess: (checkout) => queryClient.setQueryData(checkoutQueryKey(id), checkout),
    // Refused (402), the checkout is failed now: read it again so the page offers the card form with its reason.
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutQueryKey(id) }),
  });
}
