import { projectCountSchema, type ProjectSearchQuery } from '@campus/domain/incubator';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { searchQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/search/count (MDB_ADMIN): how many projects match the filters. */
export async function countProjects(filters: ProjectSearchQuery): Promise<number> {
  const { count } = await apiRequest('/mdb-projects/search/count', {
    query: { ...filters },
    schema: projectCountSchema,
  });
  return count;
}

export function useProjectCount(filters: ProjectSearchQuery) {
  return useQuery({ queryKey: [...searchQueryKey(filters), 'count'], queryFn: () => countProjects(filters) });
}
