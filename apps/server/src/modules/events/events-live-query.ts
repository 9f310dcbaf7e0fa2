import { NO_UPDATE, type LiveQuery } from '../../realtime/live-query.js';
import { eventsTopic, isEventsChanged } from './event-changes.js';
import { findEventChannels, listMemberSessions } from './event-queries.js';

/**
 * The events of a channel (docs/realtime.md): no documents; a changes frame each time an event of the channel or
 * its sessions changes (the client reads its lists again), with the member's upcoming sessions as the badge.
 */
export const eventsLiveQuery: LiveQuery<'events'> = {
  kind: 'events',
  access: 'events',
  // Spec 2.4: one's own channels.
  refusal: async (db, uid, query) => ((await findEventChannels(db, uid)).includes(query.channel) ? null : 'forbidden'),
  topics: (query) => [eventsTopic(query.channel)],
  loadPage: () => Promise.resolve({ documents: [], hasMore: false }),
  // The calendar badge: the member's upcoming sessions of the channel, as GET /events/my-sessions lists them.
  loadUnreadIds: async (db, uid, query) => {
    const { items } = await listMemberSessions(db, uid, { channel: query.channel, period: 'upcoming' });
    return new Set(items.map((item) => item.session.id));
  },
  apply: (subscription, event) =>
    isEventsChanged(event) && event.channel === subscription.query.channel
      ? { changes: [], refresh: { recount: event.uids.includes(subscription.uid) } }
      : NO_UPDATE,
};
