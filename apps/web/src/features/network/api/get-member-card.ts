import { memberCardSchema, type MemberCard } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

/** GET /api/users/{uid}/card: what a member shows of themselves to the network. */
export function getMemberCard(uid: string, signal?: AbortSignal): Promise<MemberCard> {
  return apiRequest(`/users/${encodeURIComponent(uid)}/card`, { schema: memberCardSchema, signal });
}

export function useMemberCard(uid: string) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'card', uid],
    queryFn: ({ signal }) => getMemberCard(uid, signal),
    ...PEOPLE_FRESHNESS,
  });
}
