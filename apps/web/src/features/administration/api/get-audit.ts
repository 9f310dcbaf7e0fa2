import { auditPageSchema, type AuditPage, type AuditQuery } from '@campus/domain/administration';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { administrationQueryKeys } from './administration-query-keys';

/** GET /api/admin/audit (MDB_ADMIN): one page of the audit journal, newest first, filtered. */
export function getAudit(query: AuditQuery, cursor: string | undefined, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest('/admin/audit', { query: { ...query, cursor }, schema: auditPageSchema, signal });
}

export const auditQueryOptions = (query: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: administrationQueryKeys.audit(query),
    queryFn: ({ pageParam, signal }) => getAudit(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export function useAudit(query: AuditQuery) {
  return useInfiniteQuery(auditQueryOptions(query));
}
