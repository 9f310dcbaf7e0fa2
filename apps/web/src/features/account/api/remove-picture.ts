import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';

/** DELETE /api/me/picture. */
export function removePicture(): Promise<void> {
  return apiRequest('/me/picture', { method: 'DELETE' });
}

export function useRemovePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
