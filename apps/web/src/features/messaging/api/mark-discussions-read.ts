import type { ChannelSlug } from '@campus/domain/shared';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions/read (204): opening the messages popup marks every unread discussion read (spec 4). */
export function markDiscussionsRead(channel: ChannelSlug): Promise<void> {
  return apiRequest('/discussions/read', { method: 'POST', body: { channel }, answer: 'no-content' });
}

export function markDiscussionsReadInBackground(channel: ChannelSlug): void {
  markDiscussionsRead(channel).catch((error: unknown) => reportClientError('markDiscussionsRead', error));
}
