import { memberCardListSchema, type MemberCard } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

/** GET /api/users/coaches?channel=: the channel's coaches. */
export function getCoaches(channel: ChannelSlug, signal?: AbortSignal): Promise<MemberCard[]> {
  return apiRequest('/users/coaches', { query: { channel }, schema: memberCardListSchema, signal });
}

export function useCoaches(channel: ChannelSlug) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'coaches', channel],
    queryFn: ({ signal }) => getCoaches(channel, signal),
    ...PEOPLE_FRESHNESS,
  });
}
