import {
  inviteMemberRequestSchema,
  inviteMemberResponseSchema,
  type InviteMemberRequest,
  type InviteMemberResponse,
} from '@campus/domain/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINISTRATION_QUERY_KEY } from './administration-query-keys';

/** POST /api/admin/members (MDB_ADMIN): creates the invited member and mails the link; an e-mail taken answers 409. */
export function inviteMember(request: InviteMemberRequest): Promise<InviteMemberResponse> {
  return apiRequest('/admin/members', {
    method: 'POST',
    body: inviteMemberRequestSchema.parse(request),
    schema: inviteMemberResponseSchema,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMINISTRATION_QUERY_KEY }),
  });
}
