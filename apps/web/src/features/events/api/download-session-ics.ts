import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/events/sessions/{id}/ics: the session as an iCalendar file, saved by the browser. */
export async function downloadSessionIcs(sessionId: string): Promise<void> {
  const file = await apiRequest<Blob>(`/events/sessions/${encodeURIComponent(sessionId)}/ics`, {
    headers: { Accept: 'text/calendar' },
  });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `session-${sessionId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadSessionIcs() {
  return useMutation({ mutationFn: downloadSessionIcs });
}
