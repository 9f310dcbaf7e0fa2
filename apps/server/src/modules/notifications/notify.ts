import type { Notification, NotificationData, NotificationKind } from '@campus/domain/messaging';
import { notificationSentence } from '@campus/domain/notifications';
import type { ChannelSlug } from '@campus/domain/shared';
import { insertRows } from '../../db/insert-rows.js';
import type { GlobalNotificationsTable, NotificationsTable, Queryable } from '../../db/schema.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { toGlobalNotification, toNotification } from './notification-documents.js';
import { globalNotificationAdded, notificationsChanged } from './notification-events.js';
import { membersHearingInSite } from './notification-preferences.js';

export interface NotifyInput {
  uids: readonly string[];
  channel: ChannelSlug;
  kind: NotificationKind;
  data: NotificationData;
}

/**
 * Notifies members who did not turn the kind off in the site nor mute the channel (one row per target, so "unread" is per member), with the French sentence and link of
 * the kind. Works inside the caller's transaction: publish the events it returns once that commits,
 * e.g. `await app.realtime.publish(await notify(app.db, { uids, channel, kind: 'event-join', data }))`.
 */
export async function notify(db: Queryable, input: NotifyInput): Promise<RealtimeEvent[]> {
  // A member who turned this kind off in the site, or muted the channel (Mon compte > Notifications), gets no row.
  const uids = await membersHearingInSite(db, [...new Set(input.uids)], input.kind, input.channel);
  if (uids.length === 0) return [];
  const { text, link } = notificationSentence(input.kind, input.data);
  const now = isoNow();
  const rows: NotificationsTable[] = uids.map((uid) => ({
    id: createId(),
    uid,
    channel: input.channel,
    kind: input.kind,
    data: JSON.stringify(input.data),
    text,
    link,
    created_at: now,
    read_at: null,
  }));
  await insertRows(db, 'notifications', rows);
  return rows.map((row) => notificationsChanged('added', row.uid, [toNotification(row)]));
}

/** Sends a global notification to every member of a channel (the admin form); returns it and its event. */
export async function sendGlobalNotification(
  db: Queryable,
  input: { channel: ChannelSlug; text: string; link?: string | null | undefined; createdBy: string | null },
): Promise<{ notification: Notification; events: RealtimeEvent[] }> {
  const data: NotificationData = input.link ? { text: input.text, link: input.link } : { text: input.text };
  const sentence = notificationSentence('global', data);
  const row: GlobalNotificationsTable = {
    id: createId(),
    channel: input.channel,
    kind: 'global',
    data: JSON.stringify(data),
    text: sentence.text,
    link: sentence.link,
    created_by: input.createdBy,
    created_at: isoNow(),
  };
  await db.insertInto('global_notifications').values(row).execute();
  const notification = toGlobalNotification(row, null);
  return { notification, events: [globalNotificationAdded(notification)] };
}
