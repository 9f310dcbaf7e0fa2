import { expertsResponseSchema, type ExpertsResponse } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { FETCHED_ONCE, NETWORK_QUERY_KEY } from './network-query-keys';

/** GET /api/experts/full (spec 7.1: on failure an empty list is used; the page still shows its error state). */
export function getExperts(signal?: AbortSignal): Promise<ExpertsResponse> {
  return apiRequest('/experts/full', { schema: expertsResponseSchema, signal });
}

export function useExperts() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'experts'],
    queryFn: ({ signal }) => getExperts(signal),
    ...FETCHED_ONCE,
  });
}
