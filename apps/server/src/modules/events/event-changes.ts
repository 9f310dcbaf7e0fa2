import type { ChannelSlug } from '@campus/domain/shared';
import type { Queryable } from '../../db/schema.js';
import { isEventOf, type RealtimeEvent } from '../../realtime/realtime-events.js';

/**
 * An event of the channel or its sessions changed (created, edited, deleted, joined, quit, a waiting member
 * promoted): the channel's `events` queries; the listed members' own sessions may have changed (their badge).
 */
export interface EventsChangedEvent extends RealtimeEvent<'events-changed'> {
  channel: ChannelSlug;
  uids: string[];
}

/** The topic of a channel's events. */
export const eventsTopic = (channel: ChannelSlug) => `events:${channel}`;

export const isEventsChanged = isEventOf<EventsChangedEvent>('events-changed');

function eventsChangedEvent(channel: ChannelSlug, uids: string[]): EventsChangedEvent {
  return { type: 'events-changed', topics: [eventsTopic(channel)], channel, uids };
}

/**
 * What the realtime store is told once a change of an event or its sessions committed (docs/realtime.md): the
 * event's channel (its lists change) and its participants, seats and waitlist (their own sessions may have changed).
 */
export async function eventsChanged(
  db: Queryable,
  eventId: string,
  alsoUids: readonly string[] = [],
): Promise<RealtimeEvent[]> {
  const event = await db.selectFrom('events').select('channel').where('id', '=', eventId).executeTakeFirst();
  if (!event) return [];
  const rows = await db
    .selectFrom('event_participants')
    .innerJoin('event_sessions', 'event_sessions.id', 'event_participants.session_id')
    .select('event_participants.uid')
    .where('event_sessions.event_id', '=', eventId)
    .distinct()
    .execute();
  const uids = [...new Set([...alsoUids, ...rows.map((row) => row.uid)])];
  return [eventsChangedEvent(event.channel, uids)];
}
