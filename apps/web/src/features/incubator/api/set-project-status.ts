import { projectSchema, type Project, type SetProjectStatusRequest } from '@campus/domain/incubator';
import { apiRequest } from '../../../lib/api-client';
import { useProjectChange } from './get-project';

/** PUT /api/mdb-projects/{id}/status (MDB_ADMIN): the state and audit status, with a note. */
export function setProjectStatus(id: string, change: SetProjectStatusRequest): Promise<Project> {
  return apiRequest(`/mdb-projects/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: change,
    schema: projectSchema,
  });
}

export function useSetProjectStatus(id: string) {
  return useProjectChange((change: SetProjectStatusRequest) => setProjectStatus(id, change));
}
