import { memberCardListSchema, type MemberCard } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

/** GET /api/users/mentors: the mentors. */
export function getMentors(signal?: AbortSignal): Promise<MemberCard[]> {
  return apiRequest('/users/mentors', { schema: memberCardListSchema, signal });
}

export function useMentors() {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'mentors'],
    queryFn: ({ signal }) => getMentors(signal),
    ...PEOPLE_FRESHNESS,
  });
}
