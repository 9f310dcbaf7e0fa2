import { revenueSchema, type Revenue } from '@campus/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { shopAdminQueryKeys } from './shop-admin-query-keys';

/** GET /shop/admin/revenue (MDB_ADMIN): the last 12 months (Paris), oldest first. */
export function getRevenue(signal?: AbortSignal): Promise<Revenue> {
  return shopRequest('/admin/revenue', { schema: revenueSchema, signal });
}

export const revenueQueryOptions = () =>
  queryOptions({
    queryKey: shopAdminQueryKeys.revenue,
    queryFn: ({ signal }) => getRevenue(signal),
    refetchOnWindowFocus: true,
  });

export function useRevenue() {
  return useQuery(revenueQueryOptions());
}
