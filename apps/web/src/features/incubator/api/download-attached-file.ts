import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/mdb-projects/{id}/files/{fileId}: one of the project's files, saved by the browser. */
export async function downloadAttachedFile(id: string, fileId: string, fileName: string): Promise<void> {
  const file = await apiRequest(`/mdb-projects/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`, {
    headers: { Accept: '*/*' },
    answer: 'file',
  });
  saveFile(file, fileName);
}
