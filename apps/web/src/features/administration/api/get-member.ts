import { memberDetailSchema, type MemberDetail } from '@campus/domain/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { administrationQueryKeys } from './administration-query-keys';

/** GET /api/admin/members/{uid} (MDB_ADMIN): the member's rights, status, sign-ins, invitation, invoices, contracts. */
export function getMember(uid: string, signal?: AbortSignal): Promise<MemberDetail> {
  return apiRequest(`/admin/members/${encodeURIComponent(uid)}`, { schema: memberDetailSchema, signal });
}

export const memberQueryOptions = (uid: string) =>
  queryOptions({ queryKey: administrationQueryKeys.member(uid), queryFn: ({ signal }) => getMember(uid, signal) });

export function useMember(uid: string) {
  return useQuery(memberQueryOptions(uid));
}
