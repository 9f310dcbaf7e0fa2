import { projectSchema, type Project } from '@campus/domain/incubator';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INCUBATOR_QUERY_KEY, projectQueryKey } from './incubator-query-keys';

/** GET /api/mdb-projects/{id}: the whole project with its files, history and reviews. */
export function getProject(id: string): Promise<Project> {
  return apiRequest(`/mdb-projects/${encodeURIComponent(id)}`, { schema: projectSchema });
}

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectQueryKey(id), queryFn: () => getProject(id), refetchOnWindowFocus: true });

export function useProject(id: string | null) {
  return useQuery({ ...projectQueryOptions(id ?? ''), enabled: id !== null });
}

/** A change answered with the project: it shows what the server answered, and the lists read again. */
export function useProjectChange<Input>(change: (input: Input) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      await queryClient.invalidateQueries({ queryKey: INCUBATOR_QUERY_KEY });
    },
  });
}
