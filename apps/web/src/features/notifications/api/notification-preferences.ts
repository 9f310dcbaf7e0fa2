import {
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@campus/domain/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** GET /api/me/notification-preferences: what the member hears of, in the site and by e-mail (issue 33). */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return apiRequest('/me/notification-preferences', { schema: notificationPreferencesSchema });
}

export function useNotificationPreferences() {
  return useQuery(queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences }));
}

/** PUT /api/me/notification-preferences: answers the preferences as saved. */
export function saveNotificationPreferences(request: NotificationPreferencesRequest): Promise<NotificationPreferences> {
  return apiRequest('/me/notification-preferences', {
    method: 'PUT',
    body: request,
    schema: notificationPreferencesSchema,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
