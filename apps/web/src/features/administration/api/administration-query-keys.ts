import type { AuditQuery, MembersQuery } from '@campus/domain/administration';

/** Every administration query starts with this key: a change to a member refreshes the lists, pages and journal. */
export const ADMINISTRATION_QUERY_KEY = ['administration'] as const;

export const administrationQueryKeys = {
  members: (query: MembersQuery) => [...ADMINISTRATION_QUERY_KEY, 'members', query] as const,
  member: (uid: string) => [...ADMINISTRATION_QUERY_KEY, 'member', uid] as const,
  audit: (query: AuditQuery) => [...ADMINISTRATION_QUERY_KEY, 'audit', query] as const,
  importJob: (jobId: string) => [...ADMINISTRATION_QUERY_KEY, 'import-job', jobId] as const,
};
