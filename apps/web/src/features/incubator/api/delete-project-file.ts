import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/mdb-projects/user/{id}/files/{fileId}: a file of the member's draft (204). */
export function deleteProjectFile(id: string, fileId: string): Promise<void> {
  return apiRequest(`/mdb-projects/user/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`, {
    method: 'DELETE',
    answer: 'no-content',
  });
}
