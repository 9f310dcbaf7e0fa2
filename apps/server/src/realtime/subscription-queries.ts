import type { RealtimeDocument, RealtimeErrorCode, RealtimeQuery } from '@campus/domain';
import type { Queryable } from '../db/schema.js';
import { findMembership } from '../modules/messaging/discussion-access.js';
import { listDiscussions } from '../modules/messaging/discussions.js';
import { listMessages } from '../modules/messaging/messages.js';
import { findEventChannels, listMemberSessions } from '../modules/events/event-queries.js';
import { listGlobalNotifications, listNotifications } from '../modules/notifications/notification-queries.js';
import { ownsChannel } from '../modules/users/user-queries.js';

export interface QueryPage {
  documents: RealtimeDocument[];
  hasMore: boolean;
}

/**
 * Spec 6, checked on every subscribe: only one's own notifications and the global ones of one's channels;
 * discussions of one's channels where one is a member (or an ignoring member, for archives); the
 * messages of a discussion one belongs to. Null when allowed.
 */
export async function refusalOf(db: Queryable, uid: string, query: RealtimeQuery): Promise<RealtimeErrorCode | null> {
  if (query.kind === 'messages') {
    return (await findMembership(db, query.discussionId, uid)) ? null : 'not-found';
  }
  if (query.kind === 'events') {
    // Spec 2.4: one's own channels, none for starter-MDB members.
    return (await findEventChannels(db, uid)).includes(query.channel) ? null : 'forbidden';
  }
  return (await ownsChannel(db, uid, query.channel)) ? null : 'forbidden';
}

/** A page of the query, in its order (newest first), older than the document `before`. */
export async function loadQueryPage(
  db: Queryable,
  uid: string,
  query: RealtimeQuery,
  before: string | undefined,
): Promise<QueryPage> {
  const page = await (() => {
    switch (query.kind) {
      case 'notifications':
        return listNotifications(db, uid, { channel: query.channel, before });
      case 'global-notifications':
        return listGlobalNotifications(db, uid, { channel: query.channel, before });
      case 'discussions':
        return listDiscussions(db, uid, { channel: query.channel, state: query.state, before });
      case 'messages':
        return listMessages(db, uid, query.discussionId, before);
      case 'events':
        return { items: [], hasMore: false };
    }
  })();
  return { documents: page.items, hasMore: page.hasMore };
}

/**
 * The ids of the query's unread documents, loaded or not (the badge): discussions where the member is active
 * and has not read the last message of another, own notifications nobody read, global notifications since the
 * member's last sign-in they have not read. Null for queries without a badge (archives, messages).
 */
export async function loadUnreadIds(db: Queryable, uid: string, query: RealtimeQuery): Promise<Set<string> | null> {
  switch (query.kind) {
    case 'discussions': {
      if (query.state !== 'member') return null;
      const rows = await db
        .selectFrom('discussion_members')
        .innerJoin('discussions', 'discussions.id', 'discussion_members.discussion_id')
        .select('discussions.id')
        .where('discussion_members.uid', '=', uid)
        .where('discussion_members.state', '=', 'active')
        .where('discussion_members.channel', '=', query.channel)
        .where('discussions.last_message_author_id', '!=', uid)
        .where((where) =>
          where.or([
            where('discussion_members.read_at', 'is', null),
            where('discussion_members.read_at', '<', where.ref('discussions.last_message_at')),
          ]),
        )
        .execute();
      return new Set(rows.map((row) => row.id));
    }
    case 'notifications': {
      const rows = await db
        .selectFrom('notifications')
        .select('id')
        .where('uid', '=', uid)
        .where('channel', '=', query.channel)
        .where('read_at', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.id));
    }
    case 'global-notifications': {
      const user = await db.selectFrom('users').select('previous_sign_in_at').where('uid', '=', uid).executeTakeFirst();
      let select = db
        .selectFrom('global_notifications')
        .select('id')
        .where('channel', '=', query.channel)
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
      return new Set(rows.map((row) => row.id));
    }
    case 'events': {
      // The calendar badge: the member's upcoming sessions of the channel, as GET /events/my-sessions lists them.
      const { items } = await listMemberSessions(db, uid, { channel: query.channel, period: 'upcoming' });
      return new Set(items.map((item) => item.session.id));
    }
    case 'messages':
      return null;
  }
}
