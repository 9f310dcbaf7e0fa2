import type { Notification } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { isEventOf, topics, type RealtimeEvent } from '../../realtime/realtime-events.js';

/** Per-member notifications of one member, added or modified (read). */
export interface NotificationsChangedEvent extends RealtimeEvent<'notifications-changed'> {
  change: 'added' | 'modified';
  uid: string;
  notifications: Notification[];
}

/** A global notification was sent to a channel (readBy empty for everyone). */
export interface GlobalNotificationAddedEvent extends RealtimeEvent<'global-notification-added'> {
  notification: Notification;
}

/** A member read global notifications: their readBy now holds the member. */
export interface GlobalNotificationsReadEvent extends RealtimeEvent<'global-notifications-read'> {
  uid: string;
  notifications: Notification[];
}

/** The topic of a channel's global notifications. */
export const globalNotificationsTopic = (channel: ChannelSlug) => `global-notifications:${channel}`;

export function notificationsChanged(
  change: 'added' | 'modified',
  uid: string,
  notifications: Notification[],
): NotificationsChangedEvent {
  return { type: 'notifications-changed', topics: [topics.member(uid)], change, uid, notifications };
}

export function globalNotificationAdded(notification: Notification): GlobalNotificationAddedEvent {
  return {
    type: 'global-notification-added',
    topics: [globalNotificationsTopic(notification.channel)],
    notification,
  };
}

export function globalNotificationsRead(uid: string, notifications: Notification[]): GlobalNotificationsReadEvent {
  return { type: 'global-notifications-read', topics: [topics.member(uid)], uid, notifications };
}

export const isNotificationsChanged = isEventOf<NotificationsChangedEvent>('notifications-changed');
export const isGlobalNotificationAdded = isEventOf<GlobalNotificationAddedEvent>('global-notification-added');
export const isGlobalNotificationsRead = isEventOf<GlobalNotificationsReadEvent>('global-notifications-read');
