import { adminOfferListSchema, type AdminOffer } from '@campus/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { shopAdminQueryKeys } from './shop-admin-query-keys';

/** GET /shop/admin/offers (MDB_ADMIN): every offer, archived ones too, with its number of sales. */
export function getAdminOffers(signal?: AbortSignal): Promise<AdminOffer[]> {
  return shopRequest('/admin/offers', { schema: adminOfferListSchema, signal });
}

export const adminOffersQueryOptions = () =>
  queryOptions({ queryKey: shopAdminQueryKeys.offers, queryFn: ({ signal }) => getAdminOffers(signal) });

export function useAdminOffers() {
  return useQuery(adminOffersQueryOptions());
}
