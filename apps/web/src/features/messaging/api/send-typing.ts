import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions/{id}/typing: the member is typing (the server publishes it at most once per 3 s). */
export function sendTyping(discussionId: string): Promise<void> {
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/typing`, {
    method: 'POST',
    answer: 'no-content',
  });
}

/** Fire and forget: a lost typing event only delays the indicator; a failure is reported. */
export function sendTypingInBackground(discussionId: string): void {
  sendTyping(discussionId).catch((error: unknown) => reportClientError('sendTyping', error));
}
