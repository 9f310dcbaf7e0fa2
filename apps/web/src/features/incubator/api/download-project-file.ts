import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/mdb-projects/{id}/report (a PDF) or /archive (a zip of its files), saved by the browser. */
export async function downloadProjectFile(id: string, what: 'report' | 'archive', fileName: string): Promise<void> {
  const file = await apiRequest(`/mdb-projects/${encodeURIComponent(id)}/${what}`, {
    headers: { Accept: what === 'report' ? 'application/pdf' : 'application/zip' },
    answer: 'file',
  });
  saveFile(file, fileName);
}
