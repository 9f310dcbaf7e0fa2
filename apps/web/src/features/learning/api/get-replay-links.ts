import { replayLinksSchema, type ReplayLinks } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/** GET /api/admin/replays/links?channel=: the past events and courses (with their timed lessons) to link. */
export function getReplayLinks(channel: ChannelSlug): Promise<ReplayLinks> {
  return apiRequest('/admin/replays/links', { query: { channel }, schema: replayLinksSchema });
}

export const replayLinksQueryOptions = (channel: ChannelSlug) =>
  queryOptions({ queryKey: learningKeys.replayLinks(channel), queryFn: () => getReplayLinks(channel) });

export function useReplayLinks(channel: ChannelSlug) {
  return useQuery(replayLinksQueryOptions(channel));
}
