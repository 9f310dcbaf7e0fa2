import { dealPageSchema, type DealPage } from '@campus/domain/network';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dealListsQueryKey } from './network-query-keys';

export type DealFilters = Record<string, string | undefined>;

/** GET /api/deals: one page of the deals off market matching the filters. */
export function getDeals(filters: DealFilters, cursor: string | undefined, signal?: AbortSignal): Promise<DealPage> {
  return apiRequest('/deals', { query: { ...filters, cursor }, schema: dealPageSchema, signal });
}

export function useDeals(filters: DealFilters) {
  return useInfiniteQuery({
    queryKey: [...dealListsQueryKey, filters],
    queryFn: ({ pageParam, signal }) => getDeals(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  });
}
