import { networkProfileSchema, type NetworkProfile } from '@campus/domain/network';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, networkProfileQueryKey } from './network-query-keys';

/** PUT /api/network/profile: answers the profile as now stored. */
export function saveNetworkProfile(profile: NetworkProfile): Promise<NetworkProfile> {
  return apiRequest('/network/profile', { method: 'PUT', body: profile, schema: networkProfileSchema });
}

/** The profile shows what was stored; every network list reads again (what the member shows changed). */
export function useSaveNetworkProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNetworkProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(networkProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: NETWORK_QUERY_KEY });
    },
  });
}
