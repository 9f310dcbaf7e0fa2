import { memberCardListSchema, type AmbassadorType, type MemberCard } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

/** GET /api/users/ambassadors?type=: the ambassadors, of one type or all. */
export function getAmbassadors(type: AmbassadorType | undefined, signal?: AbortSignal): Promise<MemberCard[]> {
  return apiRequest('/users/ambassadors', { query: { type }, schema: memberCardListSchema, signal });
}

export function useAmbassadors(type: AmbassadorType | undefined) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'ambassadors', type ?? 'all'],
    queryFn: ({ signal }) => getAmbassadors(type, signal),
    ...PEOPLE_FRESHNESS,
  });
}
