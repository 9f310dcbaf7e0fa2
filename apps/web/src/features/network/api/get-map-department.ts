import { mapDepartmentMembersSchema, type MemberCard } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

/** GET /api/users/map/departments/{code}?channel=&ambassadors=: the members of one department who show there. */
export function getMapDepartment(
  channel: ChannelSlug,
  code: string,
  ambassadors: boolean,
  signal?: AbortSignal,
): Promise<MemberCard[]> {
  return apiRequest(`/users/map/departments/${encodeURIComponent(code)}`, {
    query: { channel, ambassadors: ambassadors ? '1' : undefined },
    schema: mapDepartmentMembersSchema,
    signal,
  });
}

/** Asked once a department is chosen. */
export function useMapDepartment(channel: ChannelSlug, code: string | null, ambassadors: boolean) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, 'map-department', channel, code, ambassadors],
    queryFn: ({ signal }) => getMapDepartment(channel, code ?? '', ambassadors, signal),
    enabled: code !== null,
    ...PEOPLE_FRESHNESS,
  });
}
