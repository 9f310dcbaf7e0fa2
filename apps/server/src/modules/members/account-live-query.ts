import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { topics } from '../../realtime/realtime-events.js';
import { isAccountChanged } from './account-events.js';

/**
 * The member's own account (docs/realtime.md): no documents; a changes frame each time an admin changes their rights,
 * so their open pages read `/api/me` again (menu, guards, channel switcher) without signing in again.
 */
export const accountLiveQuery: LiveQuery<'account'> = {
  kind: 'account',
  access: 'member',
  // Only the member's own account exists for this query.
  refusal: () => Promise.resolve(null),
  // The member's own topic, which every subscription hears.
  topics: (_query, uid) => [topics.member(uid)],
  loadPage: () => Promise.resolve({ documents: [], hasMore: false }),
  loadUnreadIds: () => Promise.resolve(null),
  apply: (subscription, event) =>
    isAccountChanged(event) && event.uid === subscription.uid
      ? { changes: [], refresh: { recount: false } }
      : NO_UPDATE,
};
