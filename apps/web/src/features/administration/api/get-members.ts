import { membersPageSchema, type MembersPage, type MembersQuery } from '@campus/domain/administration';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { administrationQueryKeys } from './administration-query-keys';

/** GET /api/admin/members (MDB_ADMIN): one keyset page of the members matching the search and filters. */
export function getMembers(
  query: MembersQuery,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MembersPage> {
  return apiRequest('/admin/members', { query: { ...query, cursor }, schema: membersPageSchema, signal });
}

export const membersQueryOptions = (query: MembersQuery) =>
  infiniteQueryOptions({
    queryKey: administrationQueryKeys.members(query),
    queryFn: ({ pageParam, signal }) => getMembers(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The list stays on screen while the next search loads, rather than blinking to a skeleton at each letter.
    placeholderData: keepPreviousData,
  });

export function useMembers(query: MembersQuery) {
  return useInfiniteQuery(membersQueryOptions(query));
}
