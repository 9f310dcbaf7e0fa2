import type { Notification } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { topics } from '../../realtime/realtime-events.js';
import type { Subscription } from '../../realtime/subscription.js';
import { ownsChannel } from '../users/user-queries.js';
import {
  findUnreadGlobalNotificationIds,
  findUnreadNotificationIds,
  listGlobalNotifications,
  listNotifications,
} from './notification-queries.js';
import {
  globalNotificationsTopic,
  isGlobalNotificationAdded,
  isGlobalNotificationsRead,
  isNotificationsChanged,
} from './notification-events.js';

type NotificationKind = 'notifications' | 'global-notifications';

/**
 * Keeps the badge: own notifications name their one target once read; global ones carry the viewing member once
 * read (and any new global one is dated after the member's last sign-in).
 */
function trackUnread<Kind extends NotificationKind>(
  subscription: Subscription<Kind>,
  notifications: readonly Notification[],
): void {
  for (const notification of notifications) subscription.setUnread(notification.id, notification.readBy.length === 0);
}

function ofChannel(channel: ChannelSlug, notifications: readonly Notification[]): Notification[] {
  return notifications.filter((notification) => notification.channel === channel);
}

const ownChannelOnly = async (db: Parameters<typeof ownsChannel>[0], uid: string, query: { channel: string }) =>
  (await ownsChannel(db, uid, query.channel)) ? null : 'forbidden';

/** Spec 7.3: the member's notifications of a channel, newest first, pages of 20. */
export const notificationsLiveQuery: LiveQuery<'notifications'> = {
  kind: 'notifications',
  access: 'member',
  refusal: ownChannelOnly,
  // Changes of the member's notifications reach the member's own topic.
  topics: (_query, uid) => [topics.member(uid)],
  loadPage: async (db, uid, query, before) => {
    const page = await listNotifications(db, uid, { channel: query.channel, before });
    return { documents: page.items, hasMore: page.hasMore };
  },
  loadUnreadIds: async (db, uid, query) => new Set(await findUnreadNotificationIds(db, uid, query.channel)),
  apply: (subscription, event) => {
    if (!isNotificationsChanged(event) || event.uid !== subscription.uid) return NO_UPDATE;
    const notifications = ofChannel(subscription.query.channel, event.notifications);
    trackUnread(subscription, notifications);
    return {
      changes:
        event.change === 'added' ? subscription.additions(notifications) : subscription.modifications(notifications),
    };
  },
};

/** Spec 7.3: the global notifications of a channel, newest first, pages of 20; readBy holds the member once read. */
export const globalNotificationsLiveQuery: LiveQuery<'global-notifications'> = {
  kind: 'global-notifications',
  access: 'member',
  refusal: ownChannelOnly,
  topics: (query, uid) => [globalNotificationsTopic(query.channel), topics.member(uid)],
  loadPage: async (db, uid, query, before) => {
    const page = await listGlobalNotifications(db, uid, { channel: query.channel, before });
    return { documents: page.items, hasMore: page.hasMore };
  },
  loadUnreadIds: async (db, uid, query) => new Set(await findUnreadGlobalNotificationIds(db, uid, query.channel)),
  apply: (subscription, event) => {
    if (isGlobalNotificationAdded(event)) {
      const notifications = ofChannel(subscription.query.channel, [event.notification]);
      trackUnread(subscription, notifications);
      return { changes: subscription.additions(notifications) };
    }
    if (isGlobalNotificationsRead(event) && event.uid === subscription.uid) {
      const notifications = ofChannel(subscription.query.channel, event.notifications);
      trackUnread(subscription, notifications);
      return { changes: subscription.modifications(notifications) };
    }
    return NO_UPDATE;
  },
};
