import { projectSearchPageSchema, type ProjectSearchPage } from '@campus/domain/incubator';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { committeeQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/committee: the projects under review, by pages. */
export function getCommitteeProjects(before: string | null): Promise<ProjectSearchPage> {
  return apiRequest('/mdb-projects/committee', { query: { before }, schema: projectSearchPageSchema });
}

export function useCommitteeProjects() {
  return useInfiniteQuery({
    queryKey: committeeQueryKey,
    queryFn: ({ pageParam }) => getCommitteeProjects(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
}
