import { checkoutSchema, type Checkout } from '@campus/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { checkoutQueryKey } from './shop-query-keys';

/** GET /shop/checkout/{id}: the member's own checkout, its offer and where it stands. */
export function getCheckout(id: string): Promise<Checkout> {
  return shopRequest(`/checkout/${encodeURIComponent(id)}`, { schema: checkoutSchema });
}

export const checkoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: checkoutQueryKey(id), queryFn: () => getCheckout(id), staleTime: 0 });

interface CheckoutPolling {
  /** Asks again every `intervalMs` while this says so (Stripe's webhook has not granted the payment yet). */
  shouldPoll: (checkout: Checkout | undefined) => boolean;
  intervalMs: number;
}

export function useCheckout(id: string, polling?: CheckoutPolling) {
  return useQuery({
    ...checkoutQueryOptions(id),
    refetchInterval: polling ? (query) => (polling.shouldPoll(query.state.data) ? polling.intervalMs : false) : false,
  });
}
