import { meResponseSchema, updateMeRequestSchema, type MeResponse, type UpdateMeRequest } from '@campus/domain/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';

/** PUT /api/me: saves the profile form and answers with the member as now stored. */
export function updateProfile(changes: UpdateMeRequest): Promise<MeResponse> {
  return apiRequest('/me', { method: 'PUT', body: updateMeRequestSchema.parse(changes), schema: meResponseSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (member) => queryClient.setQueryData(ME_QUERY_KEY, member),
  });
}
