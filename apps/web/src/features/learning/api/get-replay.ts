import { replayDetailSchema, type ReplayDetail } from '@campus/domain/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

/** GET /api/replays/{id}: one replay, with the member's playback speed. */
export function getReplay(id: string): Promise<ReplayDetail> {
  return apiRequest(`/replays/${encodeURIComponent(id)}`, { schema: replayDetailSchema });
}

export const replayQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...LEARNING_QUERY_KEY, 'replay', id],
    queryFn: () => getReplay(id),
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });

export function useReplay(id: string) {
  return useQuery(replayQueryOptions(id));
}
