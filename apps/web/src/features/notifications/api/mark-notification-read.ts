import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/notifications/{id}/read (204): one notification (own or global) is read. */
export function markNotificationRead(id: string): Promise<void> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', answer: 'no-content' });
}

/** Fire and forget: the realtime store brings the new read state; a failure is reported. */
export function markNotificationReadInBackground(id: string): void {
  markNotificationRead(id).catch((error: unknown) => reportClientError('markNotificationRead', error));
}
