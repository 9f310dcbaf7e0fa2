import { projectSearchPageSchema, type ProjectSearchPage, type ProjectSearchQuery } from '@campus/domain/incubator';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/search (MDB_ADMIN): every project matching the filters, by pages. */
export function searchProjects(filters: ProjectSearchQuery): Promise<ProjectSearchPage> {
  return apiRequest('/mdb-projects/search', { query: { ...filters }, schema: projectSearchPageSchema });
}

export function useProjectSearch(filters: ProjectSearchQuery) {
  return useInfiniteQuery({
    queryKey: searchQueryKey(filters),
    queryFn: ({ pageParam }) => searchProjects({ ...filters, ...(pageParam && { before: pageParam }) }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}
