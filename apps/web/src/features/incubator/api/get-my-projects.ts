import { projectListSchema, type ProjectSummary } from '@campus/domain/incubator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { myProjectsQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/user: the member's projects, VALIDATED first. */
export function getMyProjects(): Promise<ProjectSummary[]> {
  return apiRequest('/mdb-projects/user', { schema: projectListSchema });
}

export const myProjectsQueryOptions = () => queryOptions({ queryKey: myProjectsQueryKey, queryFn: getMyProjects });

export function useMyProjects() {
  return useQuery(myProjectsQueryOptions());
}
