import { memberDetailSchema, type MemberDetail } from '@campus/domain/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ADMINISTRATION_QUERY_KEY, administrationQueryKeys } from './administration-query-keys';

/** What the admin does to a member's account closure (MDB_ADMIN), each journaled. */
export type ClosureAction = 'schedule' | 'cancel' | 'anonymise';

const REQUESTS: Record<ClosureAction, { method: 'POST' | 'DELETE'; path: string }> = {
  // POST /api/admin/members/{uid}/closure: anonymised in 30 days, the member mailed.
  schedule: { method: 'POST', path: 'closure' },
  // DELETE /api/admin/members/{uid}/closure: the closure asked is cancelled.
  cancel: { method: 'DELETE', path: 'closure' },
  // POST /api/admin/members/{uid}/anonymisation: anonymised at once.
  anonymise: { method: 'POST', path: 'anonymisation' },
};

export function runClosureAction(uid: string, action: ClosureAction): Promise<MemberDetail> {
  const { method, path } = REQUESTS[action];
  return apiRequest(`/admin/members/${encodeURIComponent(uid)}/${path}`, { method, schema: memberDetailSchema });
}

export function useClosureAction(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClosureAction) => runClosureAction(uid, action),
    onSuccess: async (member) => {
      queryClient.setQueryData(administrationQueryKeys.member(uid), member);
      await queryClient.invalidateQueries({ queryKey: ADMINISTRATION_QUERY_KEY });
    },
  });
}
