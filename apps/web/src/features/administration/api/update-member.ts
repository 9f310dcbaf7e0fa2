import {
  memberDetailSchema,
  updateMemberRequestSchema,
  type MemberDetail,
  type UpdateMemberRequest,
} from '@campus/domain/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINISTRATION_QUERY_KEY, administrationQueryKeys } from './administration-query-keys';

/** PATCH /api/admin/members/{uid} (MDB_ADMIN): rights, names or status; holds at the member's next request. */
export function updateMember(uid: string, request: UpdateMemberRequest): Promise<MemberDetail> {
  return apiRequest(`/admin/members/${encodeURIComponent(uid)}`, {
    method: 'PATCH',
    body: updateMemberRequestSchema.parse(request),
    schema: memberDetailSchema,
  });
}

export function useUpdateMember(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateMemberRequest) => updateMember(uid, request),
    onSuccess: async (member) => {
      queryClient.setQueryData(administrationQueryKeys.member(uid), member);
      // The lists and the member's audit trail changed with them.
      await queryClient.invalidateQueries({ queryKey: ADMINISTRATION_QUERY_KEY });
    },
  });
}
