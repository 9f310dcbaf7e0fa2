import { offerListSchema, type Offer } from '@campus/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { OFFERS_FRESHNESS, offersQueryKey } from './shop-query-keys';

/** GET /shop/offers: the offers on sale (active ones only). */
export function getOffers(): Promise<Offer[]> {
  return shopRequest('/offers', { schema: offerListSchema });
}

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offersQueryKey, queryFn: getOffers, ...OFFERS_FRESHNESS });

export function useOffers() {
  return useQuery(offersQueryOptions());
}
