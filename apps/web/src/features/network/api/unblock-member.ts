import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';
import { blockedMembersQueryKey } from './get-blocked-members';

/** DELETE /api/members/{uid}/block (204, whether or not the member was blocked). */
export function unblockMember(uid: string): Promise<void> {
  return apiRequest(`/members/${encodeURIComponent(uid)}/block`, { method: 'DELETE', answer: 'no-content' });
}

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedMembersQueryKey }),
    onError: (error) => reportClientError('unblockMember', error),
  });
}
