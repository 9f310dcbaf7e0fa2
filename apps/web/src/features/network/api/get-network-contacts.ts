import { networkContactListSchema, type NetworkContact } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY } from './network-query-keys';

export type NetworkContactKind = 'partners' | 'good-contacts';

/** GET /api/network/partners or /api/network/good-contacts. */
export function getNetworkContacts(kind: NetworkContactKind, signal?: AbortSignal): Promise<NetworkContact[]> {
  return apiRequest(`/network/${kind}`, { schema: networkContactListSchema, signal });
}

export function useNetworkContacts(kind: NetworkContactKind) {
  return useQuery({
    queryKey: [...NETWORK_QUERY_KEY, kind],
    queryFn: ({ signal }) => getNetworkContacts(kind, signal),
    staleTime: 5 * 60_000,
  });
}
