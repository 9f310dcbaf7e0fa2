import { API_BASE, type ResponseContract } from '../../../lib/api-client';
import { sendWithProgress } from '../../../lib/upload';

/**
 * PUT /api{path} with one file (multipart, field `file`, 10 MB at most), sent with XMLHttpRequest, whose upload events
 * tell the progress (0 to 100); the answer is read with the item's contract.
 */
export async function sendLearningFile<Answer>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  schema: ResponseContract<Answer>,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendWithProgress('PUT', `${API_BASE}${path}`, form, schema, onProgress);
}
