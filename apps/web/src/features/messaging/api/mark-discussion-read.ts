import type { DiscussionResponse } from '@campus/domain/messaging';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions/{id}/read: clicking one discussion marks just that one read (spec 4). */
export async function markDiscussionRead(discussionId: string): Promise<DiscussionResponse> {
  const { discussionResponseSchema } = await import('@campus/domain/messaging');
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/read`, {
    method: 'POST',
    schema: discussionResponseSchema,
  });
}

/** Fire and forget: the realtime store brings the new read state; a failure is reported. */
export function markDiscussionReadInBackground(discussionId: string): void {
  markDiscussionRead(discussionId).catch((error: unknown) => reportClientError('markDiscussionRead', error));
}
