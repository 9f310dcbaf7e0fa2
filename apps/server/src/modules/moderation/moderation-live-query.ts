import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { MODERATION_TOPIC, isModerationChanged } from './moderation-events.js';
import { openTargetKeys } from './moderation-queue.js';

/**
 * The moderation queue (docs/realtime.md), MDB_ADMIN only: no documents; a changes frame each time a report is made
 * or withdrawn or a moderator decides, so every admin's open `/administration/moderation` reads the queue again. The
 * badge is the number of reported things waiting for a decision.
 */
export const moderationLiveQuery: LiveQuery<'moderation'> = {
  kind: 'moderation',
  access: 'admin',
  // The right is the whole rule: one queue for every admin.
  refusal: () => Promise.resolve(null),
  topics: () => [MODERATION_TOPIC],
  loadPage: () => Promise.resolve({ documents: [], hasMore: false }),
  loadUnreadIds: (db) => openTargetKeys(db),
  apply: (_subscription, event) =>
    isModerationChanged(event) ? { changes: [], refresh: { recount: true } } : NO_UPDATE,
};
