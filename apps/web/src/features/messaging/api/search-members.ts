import type { MemberSearchResult } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users?q=&channel=: customers of the channel whose name matches (public fields, at most 20). */
export async function searchMembers(channel: ChannelSlug, q: string): Promise<MemberSearchResult[]> {
  const { memberSearchResponseSchema } = await import('@campus/domain/network');
  const answer = await apiRequest('/users', { query: { q, channel }, schema: memberSearchResponseSchema });
  return answer.users;
}

/** Searches once the text is not blank; the previous results stay shown while the next ones load. */
export function useMemberSearch(channel: ChannelSlug, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['member-search', channel, text] as const,
    queryFn: () => searchMembers(channel, text),
    enabled: text.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
