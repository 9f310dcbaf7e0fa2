import { sessionLiveState, type CampusEvent, type EventSession, type Participation } from '@campus/domain/events';
import type { EventSessionsTable, EventsTable } from '../../db/schema.js';

/** What the member has to do with one session: their state and, when waiting, their place in line. */
export interface MemberStanding {
  participation: Participation;
  waitlistPosition: number | null;
}

export const NOT_PARTICIPATING: MemberStanding = { participation: 'NONE', waitlistPosition: null };

/** A session as the member sees it; the join link only for a seat holder of an online event. */
export function toEventSession(
  row: EventSessionsTable,
  event: Pick<EventsTable, 'mode' | 'link'>,
  standing: MemberStanding,
  waitingCount: number,
  now: Date,
): EventSession {
  const holdsSeat = standing.participation === 'SEAT';
  return {
    id: row.id,
    eventId: row.event_id,
    title: row.title,
    description: row.description,
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    seatsTaken: row.seats_taken,
    waitingCount,
    participation: standing.participation,
    waitlistPosition: standing.waitlistPosition,
    joinUrl: holdsSeat && event.mode === 'ONLINE' ? event.link : null,
    liveState: sessionLiveState(row.starts_at, row.duration_minutes, now),
  };
}

/** An event as the member sees it; `isAdmin` adds the online link its editors need. */
export function toCampusEvent(
  row: EventsTable,
  authorName: string,
  sessions: EventSession[],
  isAdmin: boolean,
): CampusEvent {
  return {
    id: row.id,
    channel: row.channel,
    type: row.type,
    mode: row.mode,
    provider: row.provider,
    address: row.address,
    link: isAdmin ? row.link : null,
    capacity: row.capacity,
    title: row.title,
    description: row.description,
    author: { uid: row.author_id ?? '', name: authorName },
    sessions,
  };
}
