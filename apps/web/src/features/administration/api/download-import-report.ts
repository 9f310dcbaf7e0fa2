import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/admin/members/import/{jobId}/report (MDB_ADMIN): each line of the file and what became of it, as CSV. */
export function downloadImportReport(jobId: string): Promise<Blob> {
  return apiRequest(`/admin/members/import/${encodeURIComponent(jobId)}/report`, { answer: 'file' });
}

export function useDownloadImportReport() {
  return useMutation({
    mutationFn: downloadImportReport,
    onSuccess: (file) => saveFile(file, 'rapport-import.csv'),
  });
}
