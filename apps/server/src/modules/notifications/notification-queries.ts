import { MESSAGING_MESSAGES, NOTIFICATION_PAGE_SIZE, type ChannelSlug, type NotificationPage } from '@campus/domain';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import type { Committed } from '../messaging/discussions.js';
import { ownsChannel, requireOwnedChannel } from '../users/user-queries.js';
import { toGlobalNotification, toNotification } from './notification-documents.js';

const notificationNotFound = () => new HttpError(404, MESSAGING_MESSAGES.notificationNotFound);

/** Spec 7.3: the member's notifications of a channel, newest first, by pages of 20 (`before`: the oldest loaded). */
export async function listNotifications(
  db: Queryable,
  uid: string,
  query: { channel: ChannelSlug; before?: string | undefined },
): Promise<NotificationPage> {
  let select = db.selectFrom('notifications').selectAll().where('uid', '=', uid).where('channel', '=', query.channel);
  const cursor = query.before
    ? await db
        .selectFrom('notifications')
        .select(['created_at', 'id'])
        .where('id', '=', query.before)
        .where('uid', '=', uid)
        .executeTakeFirst()
    : undefined;
  if (cursor) {
    select = select.where((where) =>
      where(where.refTuple('created_at', 'id'), '<', where.tuple(cursor.created_at, cursor.id)),
    );
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PAGE_SIZE + 1)
    .execute();
  return {
    items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map(toNotification),
    hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

/** Spec 7.3: the global notifications of a channel, newest first, each with the member's read state. */
export async function listGlobalNotifications(
  db: Queryable,
  uid: string,
  query: { channel: ChannelSlug; before?: string | undefined },
): Promise<NotificationPage> {
  let select = db.selectFrom('global_notifications').selectAll().where('channel', '=', query.channel);
  const cursor = query.before
    ? await db
        .selectFrom('global_notifications')
        .select(['created_at', 'id'])
        .where('id', '=', query.before)
        .executeTakeFirst()
    : undefined;
  if (cursor) {
    select = select.where((where) =>
      where(where.refTuple('created_at', 'id'), '<', where.tuple(cursor.created_at, cursor.id)),
    );
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const reads =
    page.length === 0
      ? []
      : await db
          .selectFrom('global_notification_reads')
          .select('notification_id')
          .where('uid', '=', uid)
          .where(
            'notification_id',
            'in',
            page.map((row) => row.id),
          )
          .execute();
  const readIds = new Set(reads.map((read) => read.notification_id));
  return {
    items: page.map((row) => toGlobalNotification(row, readIds.has(row.id) ? uid : null)),
    hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
  };
}

async function markGlobalsRead(
  db: Queryable,
  uid: string,
  notificationIds: readonly string[],
): Promise<RealtimeEvent[]> {
  if (notificationIds.length === 0) return [];
  const already = await db
    .selectFrom('global_notification_reads')
    .select('notification_id')
    .where('uid', '=', uid)
    .where('notification_id', 'in', notificationIds)
    .execute();
  const alreadyRead = new Set(already.map((row) => row.notification_id));
  const toRead = notificationIds.filter((id) => !alreadyRead.has(id));
  if (toRead.length === 0) return [];
  const now = isoNow();
  await db
    .insertInto('global_notification_reads')
    .values(toRead.map((id) => ({ notification_id: id, uid, read_at: now })))
    .execute();
  const rows = await db.selectFrom('global_notifications').selectAll().where('id', 'in', toRead).execute();
  return [{ type: 'global-notifications-read', uid, notifications: rows.map((row) => toGlobalNotification(row, uid)) }];
}

/** Spec 4: marks one notification read: the member's own, or a global one of one of their channels. */
export async function markNotificationRead(
  db: Kysely<DB>,
  uid: string,
  notificationId: string,
): Promise<Committed<null>> {
  return db.transaction().execute(async (transaction) => {
    const own = await transaction
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', notificationId)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (own) {
      if (own.read_at) return { result: null, events: [] };
      const readAt = isoNow();
      await transaction.updateTable('notifications').set({ read_at: readAt }).where('id', '=', own.id).execute();
      const notification = toNotification({ ...own, read_at: readAt });
      return {
        result: null,
        events: [{ type: 'notifications-changed', change: 'modified', uid, notifications: [notification] }],
      };
    }
    const global = await transaction
      .selectFrom('global_notifications')
      .select(['id', 'channel'])
      .where('id', '=', notificationId)
      .executeTakeFirst();
    // Another member's notification is answered as missing: its existence is not theirs to know.
    if (!global || !(await ownsChannel(transaction, uid, global.channel))) throw notificationNotFound();
    return { result: null, events: await markGlobalsRead(transaction, uid, [global.id]) };
  });
}

/** Spec 4: opening the notifications popup marks every unread notification of the channel read, globals too. */
export async function markAllNotificationsRead(
  db: Kysely<DB>,
  uid: string,
  channel: ChannelSlug,
): Promise<Committed<null>> {
  return db.transaction().execute(async (transaction) => {
    await requireOwnedChannel(transaction, uid, channel);
    const unread = await transaction
      .selectFrom('notifications')
      .selectAll()
      .where('uid', '=', uid)
      .where('channel', '=', channel)
      .where('read_at', 'is', null)
      .execute();
    const readAt = isoNow();
    const events: RealtimeEvent[] = [];
    if (unread.length > 0) {
      await transaction
        .updateTable('notifications')
        .set({ read_at: readAt })
        .where('uid', '=', uid)
        .where('channel', '=', channel)
        .where('read_at', 'is', null)
        .execute();
      events.push({
        type: 'notifications-changed',
        change: 'modified',
        uid,
        notifications: unread.map((row) => toNotification({ ...row, read_at: readAt })),
      });
    }
    const globals = await transaction
      .selectFrom('global_notifications')
      .select('id')
      .where('channel', '=', channel)
      .where((where) =>
        where.not(
          where.exists(
            where
              .selectFrom('global_notification_reads')
              .select('global_notification_reads.uid')
              .whereRef('global_notification_reads.notification_id', '=', 'global_notifications.id')
              .where('global_notification_reads.uid', '=', uid),
          ),
        ),
      )
      .execute();
    events.push(
      ...(await markGlobalsRead(
        transaction,
        uid,
        globals.map((row) => row.id),
      )),
    );
    return { result: null, events };
  });
}
