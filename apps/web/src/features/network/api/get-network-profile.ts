import { networkProfileSchema, type NetworkProfile } from '@campus/domain/network';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { networkProfileQueryKey } from './network-query-keys';

/** GET /api/network/profile: what the member shows of themselves to the network. */
export function getNetworkProfile(signal?: AbortSignal): Promise<NetworkProfile> {
  return apiRequest('/network/profile', { schema: networkProfileSchema, signal });
}

export function useNetworkProfile() {
  return useQuery({ queryKey: networkProfileQueryKey, queryFn: ({ signal }) => getNetworkProfile(signal) });
}
