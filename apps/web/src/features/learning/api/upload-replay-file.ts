import { adminReplaySchema, type AdminReplay } from '@campus/domain/learning';
import { sendLearningFile } from './send-learning-file';

/** PUT /api/admin/replays/{id}/file (MDB_ADMIN): the replay's video, audio or PDF, with the upload's progress. */
export function uploadReplayFile(id: string, file: File, onProgress: (percent: number) => void): Promise<AdminReplay> {
  return sendLearningFile(`/admin/replays/${encodeURIComponent(id)}/file`, file, onProgress, adminReplaySchema);
}
