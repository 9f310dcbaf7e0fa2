import { isDiscussionUnread, type Discussion } from '@campus/domain/messaging';
import type { RealtimeChange } from '@campus/domain/realtime';
import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { topics } from '../../realtime/realtime-events.js';
import type { Subscription } from '../../realtime/subscription.js';
import { ownsChannel } from '../users/user-queries.js';
import { findMembership } from './discussion-access.js';
import { withOwnRead } from './discussion-documents.js';
import { findUnreadDiscussions, listDiscussions } from './discussions.js';
import { listMessages } from './messages.js';
import { discussionTopic, isDiscussionChanged, isMessageAdded, isMessageChanged } from './messaging-events.js';

/** A discussion changed: added to, modified in or removed from the list it is (or no longer is) in. */
function discussionChanges(
  subscription: Subscription<'discussions'>,
  shared: Discussion,
  hiddenReaders: readonly string[] | undefined,
): RealtimeChange<'discussions'>[] {
  const { knownIds, query, uid } = subscription;
  if (!knownIds || query.channel !== shared.channel) return [];
  // One document for all, but a member who hides their `Vu` finds themself in ReadBy of their own copy.
  const discussion = hiddenReaders?.includes(uid) ? withOwnRead(shared, uid) : shared;
  const memberIds = query.state === 'member' ? discussion.membersIds : discussion.ignoringMembersIds;
  const isIn = memberIds.includes(uid);
  subscription.setUnread(discussion.id, isIn && isDiscussionUnread(discussion.lastMessage, uid));
  if (knownIds.has(discussion.id)) {
    if (isIn) return [{ type: 'modified', document: discussion }];
    knownIds.delete(discussion.id);
    return [{ type: 'removed', id: discussion.id }];
  }
  if (!isIn) return [];
  // New activity brings a discussion to the top of the list, whatever page it was on.
  knownIds.add(discussion.id);
  return [{ type: 'added', document: discussion }];
}

/** Spec 7.3: the member's discussions (or archived ones) of a channel, by last activity, pages of 10. */
export const discussionsLiveQuery: LiveQuery<'discussions'> = {
  kind: 'discussions',
  access: 'customer',
  refusal: async (db, uid, query) => ((await ownsChannel(db, uid, query.channel)) ? null : 'forbidden'),
  // Discussion changes reach the member's own topic (every member and ignoring member of the discussion).
  topics: (_query, uid) => [topics.member(uid)],
  tracksKnownIds: true,
  loadPage: async (db, uid, query, before) => {
    const page = await listDiscussions(db, uid, { channel: query.channel, state: query.state, before });
    return { documents: page.items, hasMore: page.hasMore };
  },
  loadUnreadIds: async (db, uid, query) => {
    // Archived discussions carry no badge.
    if (query.state !== 'member') return null;
    return new Set((await findUnreadDiscussions(db, uid, query.channel)).map((row) => row.id));
  },
  apply: (subscription, event) =>
    isDiscussionChanged(event)
      ? { changes: discussionChanges(subscription, event.discussion, event.hiddenReaders) }
      : NO_UPDATE,
};

/** Spec 4: the messages of one discussion the member belongs to, the newest 3, then older pages of 3. */
export const messagesLiveQuery: LiveQuery<'messages'> = {
  kind: 'messages',
  access: 'customer',
  refusal: async (db, uid, query) => ((await findMembership(db, query.discussionId, uid)) ? null : 'not-found'),
  topics: (query) => [discussionTopic(query.discussionId)],
  loadPage: async (db, uid, query, before) => {
    const page = await listMessages(db, uid, query.discussionId, before);
    return { documents: page.items, hasMore: page.hasMore };
  },
  loadUnreadIds: () => Promise.resolve(null),
  // A message hidden from the subscriber (its author is a member they blocked) is skipped: no query per delivery.
  apply: (subscription, event) => {
    if (
      isMessageAdded(event) &&
      event.message.discussionId === subscription.query.discussionId &&
      event.hiddenFrom !== subscription.uid
    ) {
      return { changes: subscription.additions([event.message]) };
    }
    // Hidden or shown again by the moderators (issue 32): the whole message, its text as everyone now sees it.
    if (isMessageChanged(event) && event.message.discussionId === subscription.query.discussionId) {
      return { changes: subscription.modifications([event.message]) };
    }
    return NO_UPDATE;
  },
};
