import type { RealtimeDocument, RealtimeErrorCode, RealtimeQuery } from '@campus/domain';
import type { Queryable } from '../db/schema.js';
import { findMembership } from '../modules/messaging/discussion-access.js';
import { listDiscussions } from '../modules/messaging/discussions.js';
import { listMessages } from '../modules/messaging/messages.js';
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
    }
  })();
  return { documents: page.items, hasMore: page.hasMore };
}
