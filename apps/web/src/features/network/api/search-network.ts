import { searchResponseSchema, type SearchCategory, type SearchResponse } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY } from './network-query-keys';

/** GET /api/search?channel=&q=&category=: the network's search engine. */
export function searchNetwork(
  channel: ChannelSlug,
  q: string,
  category: SearchCategory | undefined,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiRequest('/search', { query: { channel, q, category }, schema: searchResponseSchema, signal });
}

/** Searches once two characters are typed. */
export function useNetworkSearch(channel: ChannelSlug, q: string, category: SearchCategory | undefined) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'search', channel, q, category ?? 'all'],
    queryFn: ({ signal }) => searchNetwork(channel, q, category, signal),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
}
