import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { findMembership } from './discussion-access.js';
import { isMemberActivity, isReceiptsHidden, receiptsTopic } from './messaging-events.js';
import { loadReceipts } from './read-receipts.js';

/**
 * Issue 33: typing and `Vu` of one discussion the member belongs to. Each event names its audience when it is
 * published (who shows theirs, no block, at most 20 members), so a delivery reads nothing.
 */
export const receiptsLiveQuery: LiveQuery<'receipts'> = {
  kind: 'receipts',
  access: 'customer',
  refusal: async (db, uid, query) => ((await findMembership(db, query.discussionId, uid)) ? null : 'not-found'),
  topics: (query) => [receiptsTopic(query.discussionId)],
  loadPage: async (db, uid, query, before) => ({
    documents: before === undefined ? await loadReceipts(db, uid, query.discussionId) : [],
    hasMore: false,
  }),
  loadUnreadIds: () => Promise.resolve(null),
  apply: (subscription, event) => {
    const { discussionId } = subscription.query;
    if (isMemberActivity(event) && event.discussionId === discussionId && event.audience.includes(subscription.uid)) {
      return { changes: subscription.modifications([event.activity]) };
    }
    if (isReceiptsHidden(event) && event.discussionIds.includes(discussionId) && event.uid !== subscription.uid) {
      return { changes: [{ type: 'removed', id: event.uid }] };
    }
    return NO_UPDATE;
  },
};
