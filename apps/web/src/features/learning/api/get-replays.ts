import type { MediaFilter, ReplayPage } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

export interface ReplayFilters {
  channel: ChannelSlug;
  type: MediaFilter;
  q: string;
}

/**
 * GET /api/replays: one page of a channel's replays by media filter and search. Read typed, not parsed: the
 * dashboard's replays card (decision 0004).
 */
export function getReplays(filters: ReplayFilters, cursor: string | null): Promise<ReplayPage> {
  return apiRequest<ReplayPage>('/replays', {
    query: { channel: filters.channel, type: filters.type, q: filters.q || undefined, cursor: cursor ?? undefined },
    unparsed: 'first-load',
  });
}

export const replaysQueryOptions = (filters: ReplayFilters) =>
  infiniteQueryOptions({
    queryKey: [...LEARNING_QUERY_KEY, 'replays', filters],
    queryFn: ({ pageParam }) => getReplays(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 60_000,
  });

export function useReplays(filters: ReplayFilters) {
  return useInfiniteQuery(replaysQueryOptions(filters));
}
