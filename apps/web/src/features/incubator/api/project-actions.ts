import {
  projectSchema,
  type Project,
  type ReviewProjectRequest,
  type SetProjectStatusRequest,
} from '@campus/domain/incubator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INCUBATOR_QUERY_KEY, projectQueryKey } from './incubator-query-keys';

/** PUT /api/mdb-projects/{id}/status (MDB_ADMIN): the state and audit status, with a note. */
export function setProjectStatus(id: string, change: SetProjectStatusRequest): Promise<Project> {
  return apiRequest(`/mdb-projects/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: change,
    schema: projectSchema,
  });
}

/** POST /api/mdb-projects/{id}/reviews: a committee member's comment and scores. */
export function reviewProject(id: string, review: ReviewProjectRequest): Promise<Project> {
  return apiRequest(`/mdb-projects/${encodeURIComponent(id)}/reviews`, { body: review, schema: projectSchema });
}

/** DELETE /api/mdb-projects/user/{id}/files/{fileId}. */
export function deleteProjectFile(id: string, fileId: string): Promise<void> {
  return apiRequest(`/mdb-projects/user/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
  });
}

/** After a change, the project shows what the server answered, and the lists read again. */
function useProjectChange<Input>(change: (input: Input) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      await queryClient.invalidateQueries({ queryKey: INCUBATOR_QUERY_KEY });
    },
  });
}

export const useSetProjectStatus = (id: string) =>
  useProjectChange((change: SetProjectStatusRequest) => setProjectStatus(id, change));
export const useReviewProject = (id: string) =>
  useProjectChange((review: ReviewProjectRequest) => reviewProject(id, review));

/** GET /api/mdb-projects/{id}/report or /archive, saved by the browser. */
export async function downloadProjectFile(id: string, what: 'report' | 'archive', fileName: string): Promise<void> {
  const file = await apiRequest<Blob>(`/mdb-projects/${encodeURIComponent(id)}/${what}`, {
    headers: { Accept: what === 'report' ? 'application/pdf' : 'application/zip' },
  });
  saveBlob(file, fileName);
}

/** GET /api/mdb-projects/{id}/files/{fileId}, saved by the browser. */
export async function downloadAttachedFile(id: string, fileId: string, fileName: string): Promise<void> {
  const file = await apiRequest<Blob>(`/mdb-projects/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`, {
    headers: { Accept: '*/*' },
  });
  saveBlob(file, fileName);
}

function saveBlob(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
