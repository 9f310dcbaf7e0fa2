import { MESSAGING_MESSAGES, NOTIFICATION_PAGE_SIZE, type NotificationPage } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Kysely } from 'kysely';
import { keysetPageBefore } from '../../db/keyset-page.js';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import type { Committed, RealtimeEvent } from '../../realtime/realtime-events.js';
import { ownsChannel, requireOwnedChannel } from '../users/user-queries.js';
import { toGlobalNotification, toNotification } from './notification-documents.js';
import { globalNotificationsRead, notificationsChanged } from './notification-events.js';

const notificationNotFound = () => new HttpError(404, MESSAGING_MESSAGES.notificationNotFound);

/** Spec 7.3: the member's notifications of a channel, newest first, by pages of 20 (`before`: the oldest loaded). */
export async function listNotifications(
  db: Queryable,
  uid: string,
  query: { channel: ChannelSlug; before?: string | undefined },
): Promise<NotificationPage> {
  const { rows, hasMore } = await keysetPageBefore(
    db.selectFrom('notifications').selectAll().where('uid', '=', uid).where('channel', '=', query.channel),
    { at: 'created_at', id: 'id' },
    { id: query.before, among: db.selectFrom('notifications').where('uid', '=', uid) },
    NOTIFICATION_PAGE_SIZE,
  );
  return { items: rows.map(toNotification), hasMore };
}

/** Spec 7.3: the global notifications of a channel, newest first, each with the member's read state. */
export async function listGlobalNotifications(
  db: Queryable,
  uid: string,
  query: { channel: ChannelSlug; before?: string | undefined },
): Promise<NotificationPage> {
  const { rows: page, hasMore } = await keysetPageBefore(
    db.selectFrom('global_notifications').selectAll().where('channel', '=', query.channel),
    { at: 'created_at', id: 'id' },
    { id: query.before, among: db.selectFrom('global_notifications') },
    NOTIFICATION_PAGE_SIZE,
  );
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
    hasMore,
  };
}

/** Spec 4, unread notification with targets: its member has not read it (the badge and "mark all read"). */
export async function findUnreadNotificationIds(db: Queryable, uid: string, channel: ChannelSlug): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('uid', '=', uid)
    .where('channel', '=', channel)
    .where('read_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Spec 4, unread notification without targets: dated on or after the member's last sign-in, and not read by the
 * member (the badge and "mark all read").
 */
export async function findUnreadGlobalNotificationIds(
  db: Queryable,
  uid: string,
  channel: ChannelSlug,
): Promise<string[]> {
  const user = await db.selectFrom('users').select('previous_sign_in_at').where('uid', '=', uid).executeTakeFirst();
  let select = db
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
    );
  const lastSignIn = user?.previous_sign_in_at;
  if (lastSignIn) select = select.where('created_at', '>=', lastSignIn);
  const rows = await select.execute();
  return rows.map((row) => row.id);
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
  return [
    globalNotificationsRead(
      uid,
      rows.map((row) => toGlobalNotification(row, uid)),
    ),
  ];
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
        events: [notificationsChanged('modified', uid, [notification])],
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
      events.push(
        notificationsChanged(
          'modified',
          uid,
          unread.map((row) => toNotification({ ...row, read_at: readAt })),
        ),
      );
    }
    events.push(
      ...(await markGlobalsRead(transaction, uid, await findUnreadGlobalNotificationIds(transaction, uid, channel))),
    );
    return { result: null, events };
  });
}
