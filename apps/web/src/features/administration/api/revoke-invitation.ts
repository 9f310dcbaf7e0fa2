import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINISTRATION_QUERY_KEY } from './administration-query-keys';

/** DELETE /api/admin/members/{uid}/invitation (MDB_ADMIN): the pending link stops working (204). */
export function revokeInvitation(uid: string): Promise<void> {
  return apiRequest(`/admin/members/${encodeURIComponent(uid)}/invitation`, {
    method: 'DELETE',
    answer: 'no-content',
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINISTRATION_QUERY_KEY }),
  });
}
