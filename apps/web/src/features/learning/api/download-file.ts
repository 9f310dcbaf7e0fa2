import { DOWNLOAD_CLICK_DELAY_MS } from '@campus/domain/learning';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const wait = (milliseconds: number) => new Promise((resolve) => window.setTimeout(resolve, milliseconds));

/**
 * GET /api/download?url=: one of the platform's files, saved under its name. The download starts 500 ms after the
 * click (spec 9); the caller shows progress until this settles.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  await wait(DOWNLOAD_CLICK_DELAY_MS);
  const blob = await apiRequest('/download', { query: { url }, answer: 'file' });
  saveFile(blob, fileName);
}
