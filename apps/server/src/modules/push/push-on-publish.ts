import type { Discussion } from '@campus/domain/messaging';
import { PUSH_MESSAGES, type NotificationPreferences } from '@campus/domain/notifications';
import { appPaths } from '@campus/domain/navigation';
import { excerpt } from '@campus/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { isDiscussionChanged, isMessageAdded } from '../messaging/messaging-events.js';
import { isNotificationsChanged } from '../notifications/notification-events.js';
import { loadPreferences } from '../notifications/notification-preferences.js';
import { displayNameOf } from '../users/display-name.js';
import { pushTopic, sendPushes, type PushOptions, type PushOutcome } from './push-delivery.js';
import { directMessageSubscriptionsOf, subscriptionsOf } from './push-subscriptions.js';
import type { VapidKeys } from './vapid-keys.js';

// What is pushed (issue 33): a direct message to the other member, and a member's new notification of a kind they
// keep by push; each to the devices where the member turned push on. Read from what this instance publishes, once
// committed: one instance pushes each change, however many run.

/** A direct message is worth little after ten minutes: the mail of what was missed takes over. */
const DIRECT_MESSAGE_PUSH: Omit<PushOptions, 'topic'> = { ttlSeconds: 10 * 60, urgency: 'high' };
/** A notification waits a day at most for a device that is off. */
const NOTIFICATION_PUSH: PushOptions = { ttlSeconds: 24 * 60 * 60, urgency: 'normal' };
const EXCERPT_LENGTH = 140;

/** Whether the member keeps this kind by push ('global' and 'moderation-warning' are not switchable: always). */
function pushesKind(preferences: NotificationPreferences, kind: string): boolean {
  return (preferences.push.kinds as Record<string, boolean | undefined>)[kind] ?? true;
}

export async function pushPublished(
  app: FastifyInstance,
  keys: () => Promise<VapidKeys>,
  events: readonly RealtimeEvent[],
): Promise<PushOutcome[]> {
  const outcomes: Promise<PushOutcome>[] = [];
  const directDiscussions = new Map<string, Discussion>();
  for (const event of events) {
    if (isDiscussionChanged(event) && event.discussion.type === 'DIRECT') {
      directDiscussions.set(event.discussion.id, event.discussion);
    }
  }
  for (const event of events) {
    if (isMessageAdded(event) && !event.hiddenFrom && !event.message.isHidden) {
      const discussion = directDiscussions.get(event.message.discussionId);
      if (!discussion) continue;
      const recipients = discussion.membersIds.filter((uid) => uid !== event.message.authorId);
      const subscriptions = await directMessageSubscriptionsOf(app.db, recipients);
      if (subscriptions.length === 0) continue;
      const author = await app.db
        .selectFrom('users')
        .select(['display_name', 'firstname', 'lastname'])
        .where('uid', '=', event.message.authorId)
        .executeTakeFirst();
      const payload = {
        title: PUSH_MESSAGES.directMessageTitle((author && displayNameOf(author)) ?? 'un membre'),
        body: excerpt(event.message.text, EXCERPT_LENGTH),
        url: appPaths.discussion(discussion.id),
        tag: `discussion-${discussion.id}`,
      };
      for (const uid of new Set(subscriptions.map((subscription) => subscription.uid))) {
        const own = subscriptions.filter((subscription) => subscription.uid === uid);
        outcomes.push(
          sendPushes(app, await keys(), own, payload, { ...DIRECT_MESSAGE_PUSH, topic: pushTopic(discussion.id) }),
        );
      }
    } else if (isNotificationsChanged(event) && event.change === 'added') {
      const subscriptions = await subscriptionsOf(app.db, [event.uid]);
      if (subscriptions.length === 0) continue;
      const preferences = await loadPreferences(app.db, event.uid);
      for (const notification of event.notifications) {
        if (!pushesKind(preferences, notification.kind)) continue;
        const payload = {
          title: PUSH_MESSAGES.notificationTitle,
          body: notification.text,
          url: notification.link ?? appPaths.home,
          tag: `notification-${notification.id}`,
        };
        outcomes.push(sendPushes(app, await keys(), subscriptions, payload, NOTIFICATION_PUSH));
      }
    }
  }
  return Promise.all(outcomes);
}
