import {
  isJoinLinkOpen,
  sessionLiveState,
  type CampusEvent,
  type EventSession,
  type Participation,
} from '@campus/domain/events';
import type { EventSessionsTable, EventsTable, WebinarRegistrationsTable } from '../../db/schema.js';

/** What the member has to do with one session: their state and, when waiting, their place in line. */
export interface MemberStanding {
  participation: Participation;
  waitlistPosition: number | null;
}

export const NOT_PARTICIPATING: MemberStanding = { participation: 'NONE', waitlistPosition: null };

/** The member's own registration with the session's webinar provider. */
export type MemberRegistration = Pick<WebinarRegistrationsTable, 'status' | 'join_url'>;

/** Whether the session's seat holders are registered with its provider (an online event's session with an id). */
const isWebinarSession = (row: EventSessionsTable, event: Pick<EventsTable, 'mode' | 'provider'>) =>
  event.mode === 'ONLINE' && event.provider !== null && row.webinar_id !== null;

/**
 * The member's join link, for a seat holder of an online event only: in a session registered with its provider, their
 * own registration's link, from shortly before the start until the end; otherwise the event's link.
 */
function joinUrlOf(
  row: EventSessionsTable,
  event: Pick<EventsTable, 'mode' | 'link' | 'provider'>,
  holdsSeat: boolean,
  registration: MemberRegistration | undefined,
  now: Date,
): string | null {
  if (!holdsSeat || event.mode !== 'ONLINE') return null;
  if (!isWebinarSession(row, event)) return event.link;
  const isOpen = isJoinLinkOpen(row.starts_at, row.duration_minutes, now);
  return registration?.status === 'REGISTERED' && isOpen ? registration.join_url : null;
}

function registrationStateOf(registration: MemberRegistration | undefined): EventSession['webinarRegistration'] {
  const status = registration?.status;
  return status === 'PENDING' || status === 'REGISTERED' || status === 'FAILED' ? status : null;
}

/** A session as the member sees it; the join link only for a seat holder of an online event, the webinar id for admins. */
export function toEventSession(
  row: EventSessionsTable,
  event: Pick<EventsTable, 'mode' | 'link' | 'provider'>,
  standing: MemberStanding,
  waitingCount: number,
  now: Date,
  { registration, isAdmin = false }: { registration?: MemberRegistration | undefined; isAdmin?: boolean } = {},
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
    joinUrl: joinUrlOf(row, event, holdsSeat, registration, now),
    liveState: sessionLiveState(row.starts_at, row.duration_minutes, now),
    webinarId: isAdmin ? row.webinar_id : null,
    webinarRegistration: holdsSeat && isWebinarSession(row, event) ? registrationStateOf(registration) : null,
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
