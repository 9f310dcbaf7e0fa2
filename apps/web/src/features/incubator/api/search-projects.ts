import {
  projectCountSchema,
  projectSearchPageSchema,
  type ProjectSearchPage,
  type ProjectSearchQuery,
} from '@campus/domain/incubator';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/search (MDB_ADMIN): every project matching the filters, by pages. */
export function searchProjects(filters: ProjectSearchQuery): Promise<ProjectSearchPage> {
  return apiRequest('/mdb-projects/search', { query: { ...filters }, schema: projectSearchPageSchema });
}

/** GET /api/mdb-projects/search/count (MDB_ADMIN). */
export async function countProjects(filters: ProjectSearchQuery): Promise<number> {
  const { count } = await apiRequest('/mdb-projects/search/count', {
    query: { ...filters },
    schema: projectCountSchema,
  });
  return count;
}

export function useProjectSearch(filters: ProjectSearchQuery) {
  return useInfiniteQuery({
    queryKey: searchQueryKey(filters),
    queryFn: ({ pageParam }) => searchProjects({ ...filters, ...(pageParam && { before: pageParam }) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}

export function useProjectCount(filters: ProjectSearchQuery) {
  return useQuery({ queryKey: [...searchQueryKey(filters), 'count'], queryFn: () => countProjects(filters) });
}
