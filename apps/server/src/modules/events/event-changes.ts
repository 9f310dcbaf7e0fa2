import type { ChannelSlug } from '@campus/domain';
import type { Queryable } from '../../db/schema.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';

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
  return [{ type: 'events-changed', channel: event.channel as ChannelSlug, uids }];
}

/** The same, from one of the event's sessions. */
export async function sessionChanged(
  db: Queryable,
  sessionId: string,
  alsoUids: readonly string[] = [],
): Promise<RealtimeEvent[]> {
  const session = await db
    .selectFrom('event_sessions')
    .select('event_id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return session ? eventsChanged(db, session.event_id, alsoUids) : [];
}
