import { adminSubscriptionListSchema, type AdminSubscription } from '@campus/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { shopAdminQueryKeys } from './shop-admin-query-keys';

/** GET /shop/admin/subscriptions (MDB_ADMIN): every member's subscriptions, newest first. */
export function getAdminSubscriptions(signal?: AbortSignal): Promise<AdminSubscription[]> {
  return shopRequest('/admin/subscriptions', { schema: adminSubscriptionListSchema, signal });
}

export const adminSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: shopAdminQueryKeys.subscriptions,
    queryFn: ({ signal }) => getAdminSubscriptions(signal),
    // Renewals and failed payments happen on the server's side, not from this page.
    refetchOnWindowFocus: true,
  });

export function useAdminSubscriptions() {
  return useQuery(adminSubscriptionsQueryOptions());
}
