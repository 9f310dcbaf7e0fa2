import { searchStructureResponseSchema, type SearchStructureResponse } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FETCHED_ONCE, NETWORK_QUERY_KEY } from './network-query-keys';

/** GET /api/configurations/search_engine/structure: the search engine's categories. */
export function getSearchStructure(signal?: AbortSignal): Promise<SearchStructureResponse> {
  return apiRequest('/configurations/search_engine/structure', { schema: searchStructureResponseSchema, signal });
}

export function useSearchStructure() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'search-structure'],
    queryFn: ({ signal }) => getSearchStructure(signal),
    ...FETCHED_ONCE,
  });
}
