import { isNotificationUnread, type Notification } from '@campus/domain/messaging';
import type { RealtimeQueryOf } from '@campus/domain/realtime';
import { compareCodePoints, type ChannelSlug } from '@campus/domain/shared';

export const ownNotificationsQuery = (channel: ChannelSlug): RealtimeQueryOf<'notifications'> => ({
  kind: 'notifications',
  channel,
});
export const globalNotificationsQuery = (channel: ChannelSlug): RealtimeQueryOf<'global-notifications'> => ({
  kind: 'global-notifications',
  channel,
});

/** The member's own and the channel's global notifications in one list, newest first. */
export function mergeNotifications(own: readonly Notification[], global: readonly Notification[]): Notification[] {
  const seen = new Set<string>();
  return [...own, ...global]
    .filter((notification) => !seen.has(notification.id) && Boolean(seen.add(notification.id)))
    .sort((a, b) => compareCodePoints(b.date, a.date));
}

/** The notifications badge: unread own and global notifications (spec 4). */
export function countUnreadNotifications(
  notifications: readonly Notification[],
  uid: string,
  lastSignIn: string | null,
): number {
  return notifications.filter((notification) => isNotificationUnread(notification, uid, lastSignIn)).length;
}

/**
 * The unread count shown on the badge and the notifications page: the server's counts of both whole queries (own
 * and global), loaded or not; until both have come, the loaded pages'.
 */
export function unreadNotificationsCount(
  own: { unreadCount: number | null },
  global: { unreadCount: number | null },
  notifications: readonly Notification[],
  uid: string,
  lastSignIn: string | null,
): number {
  return own.unreadCount !== null && global.unreadCount !== null
    ? own.unreadCount + global.unreadCount
    : countUnreadNotifications(notifications, uid, lastSignIn);
}

/** How many notifications the dashboard shows. */
export const DASHBOARD_NOTIFICATIONS = 5;

/** The dashboard's latest notifications: own and global merged, newest first, the first few. */
export function latestNotifications(
  own: readonly Notification[],
  global: readonly Notification[],
  count = DASHBOARD_NOTIFICATIONS,
): Notification[] {
  return mergeNotifications(own, global).slice(0, count);
}
