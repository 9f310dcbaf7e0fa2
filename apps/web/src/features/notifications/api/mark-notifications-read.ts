import type { ChannelSlug } from '@campus/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/notifications/read (204): opening the popup marks every unread notification of the channel read (spec 4). */
export function markNotificationsRead(channel: ChannelSlug): Promise<void> {
  return apiRequest('/notifications/read', { method: 'POST', body: { channel }, answer: 'no-content' });
}

export function markNotificationsReadInBackground(channel: ChannelSlug): void {
  markNotificationsRead(channel).catch((error: unknown) => reportClientError('markNotificationsRead', error));
}

/** `Tout marquer comme lu` on the notifications page: the realtime store then brings every read state. */
export function useMarkNotificationsRead() {
  return useMutation({ mutationFn: markNotificationsRead });
}
