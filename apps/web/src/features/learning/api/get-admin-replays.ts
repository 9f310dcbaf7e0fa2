import { adminReplayPageSchema, type AdminReplayPage } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/** GET /api/admin/replays?channel=&cursor=: one page of a channel's replays, drafts included (MDB_ADMIN). */
export function getAdminReplays(channel: ChannelSlug, cursor: string | null): Promise<AdminReplayPage> {
  return apiRequest('/admin/replays', {
    query: { channel, cursor: cursor ?? undefined },
    schema: adminReplayPageSchema,
  });
}

export const adminReplaysQueryOptions = (channel: ChannelSlug) =>
  infiniteQueryOptions({
    queryKey: learningKeys.adminReplays(channel),
    queryFn: ({ pageParam }) => getAdminReplays(channel, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAdminReplays(channel: ChannelSlug) {
  return useInfiniteQuery(adminReplaysQueryOptions(channel));
}
