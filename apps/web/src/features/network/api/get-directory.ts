import { directoryPageSchema, type DirectoryPage, type DirectoryQuery } from '@campus/domain/network';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NETWORK_QUERY_KEY, PEOPLE_FRESHNESS } from './network-query-keys';

export type DirectoryFilters = Omit<DirectoryQuery, 'cursor'>;

/** GET /api/users/directory: one page of the members matching the filters. */
export function getDirectory(
  filters: DirectoryFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DirectoryPage> {
  return apiRequest('/users/directory', { query: { ...filters, cursor }, schema: directoryPageSchema, signal });
}

export const directoryQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: [...NETWORK_QUERY_KEY, 'directory', filters],
    queryFn: ({ pageParam, signal }) => getDirectory(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...PEOPLE_FRESHNESS,
  });

export function useDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery(directoryQueryOptions(filters));
}
