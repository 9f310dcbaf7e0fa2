import { adminResourceSchema, type AdminResource } from '@campus/domain/learning';
import { sendLearningFile } from './send-learning-file';

/** PUT /api/admin/resources/{id}/file (MDB_ADMIN): a document resource's file, with the upload's progress. */
export function uploadResourceFile(
  id: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminResource> {
  return sendLearningFile(`/admin/resources/${encodeURIComponent(id)}/file`, file, onProgress, adminResourceSchema);
}
