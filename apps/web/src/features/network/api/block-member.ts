import { blockResponseSchema, type BlockResponse } from '@campus/domain/blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';
import { blockedMembersQueryKey } from './get-blocked-members';

/** PUT /api/members/{uid}/block: 201, or 200 when the member was already blocked. */
export function blockMember(uid: string): Promise<BlockResponse> {
  return apiRequest(`/members/${encodeURIComponent(uid)}/block`, { method: 'PUT', schema: blockResponseSchema });
}

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedMembersQueryKey }),
    onError: (error) => reportClientError('blockMember', error),
  });
}
