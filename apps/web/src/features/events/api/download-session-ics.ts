import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/events/sessions/{id}/ics: the session as an iCalendar file, saved by the browser. */
export async function downloadSessionIcs(sessionId: string): Promise<void> {
  const file = await apiRequest(`/events/sessions/${encodeURIComponent(sessionId)}/ics`, {
    headers: { Accept: 'text/calendar' },
    answer: 'file',
  });
  saveFile(file, `session-${sessionId}.ics`);
}

export function useDownloadSessionIcs() {
  return useMutation({ mutationFn: downloadSessionIcs });
}
