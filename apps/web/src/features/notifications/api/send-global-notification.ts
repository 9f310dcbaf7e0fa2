import { notificationResponseSchema, type SendGlobalNotificationRequest } from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/notifications/global (MDB_ADMIN only): a notification to every member of a channel. */
export function sendGlobalNotification(request: SendGlobalNotificationRequest) {
  return apiRequest('/notifications/global', { method: 'POST', body: request, schema: notificationResponseSchema });
}

export function useSendGlobalNotification() {
  return useMutation({ mutationFn: sendGlobalNotification });
}
