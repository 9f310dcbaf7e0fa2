import { projectSchema, type Project } from '@campus/domain/incubator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/{id}: the whole project with its files, history and reviews. */
export function getProject(id: string): Promise<Project> {
  return apiRequest(`/mdb-projects/${encodeURIComponent(id)}`, { schema: projectSchema });
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectQueryKey(id), queryFn: () => getProject(id), refetchOnWindowFocus: true });

export function useProject(id: string | null) {
  return useQuery({ ...projectQueryOptions(id ?? ''), enabled: id !== null });
}
