import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINISTRATION_QUERY_KEY } from './administration-query-keys';

/** POST /api/admin/members/{uid}/invitation (MDB_ADMIN): a new link mailed, the old one dead (204). */
export function resendInvitation(uid: string): Promise<void> {
  return apiRequest(`/admin/members/${encodeURIComponent(uid)}/invitation`, {
    method: 'POST',
    answer: 'no-content',
  });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMINISTRATION_QUERY_KEY }),
  });
}
