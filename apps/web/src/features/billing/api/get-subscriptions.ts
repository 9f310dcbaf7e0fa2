import { subscriptionListSchema, type Subscription } from '@campus/domain/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { BILLING_FRESHNESS, subscriptionsQueryKey } from './billing-query-keys';

/** GET /shop/subscriptions: the member's subscriptions. */
export function getSubscriptions(): Promise<Subscription[]> {
  return shopRequest('/subscriptions', { schema: subscriptionListSchema });
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsQueryKey, queryFn: getSubscriptions, ...BILLING_FRESHNESS });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
