import {
  EVENT_MAX_SESSIONS,
  EVENT_MESSAGES,
  type createEventRequestSchema,
  type sessionInputSchema,
  type updateEventRequestSchema,
} from '@campus/domain/events';
import type * as z from 'zod/mini';
import { inTransaction } from '../../db/in-transaction.js';
import { insertRows } from '../../db/insert-rows.js';
import type { EventSessionsTable, EventsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { Committed, RealtimeEvent } from '../../realtime/realtime-events.js';

import { notify } from '../notifications/notify.js';
import { findLiveEvent, findLiveSession } from './event-queries.js';
import { eventsChanged } from './event-changes.js';
import { promoteWaitingMembers } from './participation.js';
import { markForCancellation, markSeatHolders } from './webinars/webinar-marks.js';

type CreateEventInput = z.output<typeof createEventRequestSchema>;
type UpdateEventInput = z.output<typeof updateEventRequestSchema>;
type SessionInput = z.output<typeof sessionInputSchema>;

/** Online events keep a provider and a link, physical ones an address: never both. */
function modeColumns(input: UpdateEventInput) {
  const isOnline = input.mode === 'ONLINE';
  return {
    provider: isOnline ? (input.provider ?? null) : null,
    link: isOnline ? (input.link ?? null) : null,
    address: isOnline ? null : input.address,
  };
}

function sessionRow(eventId: string, capacity: number, input: SessionInput, now: string): EventSessionsTable {
  return {
    id: createId(),
    event_id: eventId,
    title: input.title,
    description: input.description,
    starts_at: new Date(input.startsAt).toISOString(),
    duration_minutes: input.durationMinutes,
    capacity,
    seats_taken: 0,
    sequence: 0,
    updated_at: now,
    cancelled_at: null,
    webinar_id: input.webinarId ?? null,
    attendance_read_at: null,
  };
}

/** Creates an event and its sessions (admins); returns its id. */
export function createEvent(db: Queryable, authorId: string, input: CreateEventInput): Promise<Committed<string>> {
  return inTransaction(db, async (transaction) => {
    const now = isoNow();
    const id = createId();
    await transaction
      .insertInto('events')
      .values({
        id,
        channel: input.channel,
        type: input.type,
        mode: input.mode,
        ...modeColumns(input),
        capacity: input.capacity,
        title: input.title,
        description: input.description,
        author_id: authorId,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
      })
      .execute();
    await insertRows(
      transaction,
      'event_sessions',
      input.sessions.map((session) => sessionRow(id, input.capacity, session, now)),
    );
    return { result: id, events: await eventsChanged(transaction, id) };
  });
}

/**
 * Edits an event: its sessions take the new capacity and a new iCalendar sequence; a larger capacity seats
 * the waiting members at once.
 */
export function updateEvent(db: Queryable, eventId: string, input: UpdateEventInput): Promise<Committed<null>> {
  return inTransaction(db, async (transaction) => {
    const before = await findLiveEvent(transaction, eventId);
    const now = isoNow();
    await transaction
      .updateTable('events')
      .set({
        type: input.type,
        mode: input.mode,
        ...modeColumns(input),
        capacity: input.capacity,
        title: input.title,
        description: input.description,
        updated_at: now,
      })
      .where('id', '=', eventId)
      .execute();
    await transaction
      .updateTable('event_sessions')
      .set((eb) => ({ capacity: input.capacity, sequence: eb('sequence', '+', 1), updated_at: now }))
      .where('event_id', '=', eventId)
      .where('cancelled_at', 'is', null)
      .execute();
    const sessions = await transaction
      .selectFrom('event_sessions')
      .select('id')
      .where('event_id', '=', eventId)
      .where('cancelled_at', 'is', null)
      .execute();
    const events: RealtimeEvent[] = [];
    const columns = modeColumns(input);
    const isProviderChanged = before.provider !== columns.provider || before.mode !== input.mode;
    for (const session of sessions) {
      // A new provider (or none, offline) registers the seat holders anew, or cancels them.
      if (isProviderChanged) await markSeatHolders(transaction, session.id);
      events.push(...(await promoteWaitingMembers(transaction, session.id)));
    }
    return { result: null, events: [...events, ...(await eventsChanged(transaction, eventId))] };
  });
}

/** Tells the participants (seats and waitlist) of these sessions that they are cancelled (kind event deleted). */
async function notifyCancellation(
  db: Queryable,
  sessionIds: string[],
  event: Pick<EventsTable, 'id' | 'title' | 'channel'>,
): Promise<RealtimeEvent[]> {
  if (sessionIds.length === 0) return [];
  const participants = await db
    .selectFrom('event_participants')
    .select('uid')
    .where('session_id', 'in', sessionIds)
    .execute();
  return notify(db, {
    uids: participants.map((participant) => participant.uid),
    channel: event.channel,
    kind: 'event-deleted',
    data: { title: event.title, id: event.id },
  });
}

/** Deletes an event: it stays as cancelled for the iCal feeds, and its participants are notified. */
export function deleteEvent(db: Queryable, eventId: string): Promise<Committed<null>> {
  return inTransaction(db, async (transaction) => {
    const event = await findLiveEvent(transaction, eventId);
    const now = isoNow();
    const sessions = await transaction
      .selectFrom('event_sessions')
      .select('id')
      .where('event_id', '=', eventId)
      .where('cancelled_at', 'is', null)
      .execute();
    await transaction
      .updateTable('events')
      .set({ cancelled_at: now, updated_at: now })
      .where('id', '=', eventId)
      .execute();
    await transaction
      .updateTable('event_sessions')
      .set((eb) => ({ cancelled_at: now, sequence: eb('sequence', '+', 1), updated_at: now }))
      .where('event_id', '=', eventId)
      .where('cancelled_at', 'is', null)
      .execute();
    const sessionIds = sessions.map((session) => session.id);
    await markForCancellation(transaction, sessionIds);
    const notified = await notifyCancellation(transaction, sessionIds, event);
    return { result: null, events: [...notified, ...(await eventsChanged(transaction, eventId))] };
  });
}

async function countLiveSessions(db: Queryable, eventId: string): Promise<number> {
  const live = await db
    .selectFrom('event_sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('event_id', '=', eventId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(live.count);
}

/** Adds a session to an event, with the event's capacity, up to EVENT_MAX_SESSIONS; returns its id. */
export function addSession(db: Queryable, eventId: string, input: SessionInput): Promise<Committed<string>> {
  return inTransaction(db, async (transaction) => {
    const event = await findLiveEvent(transaction, eventId);
    if ((await countLiveSessions(transaction, eventId)) >= EVENT_MAX_SESSIONS) {
      throw new HttpError(409, EVENT_MESSAGES.tooManySessions);
    }
    const row = sessionRow(eventId, event.capacity, input, isoNow());
    await transaction.insertInto('event_sessions').values(row).execute();
    return { result: row.id, events: await eventsChanged(transaction, eventId) };
  });
}

/** Edits a session's date, duration and texts; subscribed calendars take the new sequence. Returns its event's id. */
export function updateSession(db: Queryable, sessionId: string, input: SessionInput): Promise<Committed<string>> {
  return inTransaction(db, async (transaction) => {
    const session = await findLiveSession(transaction, sessionId);
    await transaction
      .updateTable('event_sessions')
      .set((eb) => ({
        title: input.title,
        description: input.description,
        starts_at: new Date(input.startsAt).toISOString(),
        duration_minutes: input.durationMinutes,
        webinar_id: input.webinarId ?? null,
        sequence: eb('sequence', '+', 1),
        updated_at: isoNow(),
      }))
      .where('id', '=', sessionId)
      .execute();
    if ((input.webinarId ?? null) !== session.webinar_id) await markSeatHolders(transaction, sessionId);
    return { result: session.event_id, events: await eventsChanged(transaction, session.event_id) };
  });
}

/** Deletes one session (cancelled for the feeds); its participants are notified. */
export function deleteSession(db: Queryable, sessionId: string): Promise<Committed<string>> {
  return inTransaction(db, async (transaction) => {
    const session = await findLiveSession(transaction, sessionId);
    const event = await findLiveEvent(transaction, session.event_id);
    // An event without sessions would vanish from every list: the admin deletes the event instead.
    if ((await countLiveSessions(transaction, event.id)) <= 1) throw new HttpError(409, EVENT_MESSAGES.lastSession);
    const now = isoNow();
    await transaction
      .updateTable('event_sessions')
      .set((eb) => ({ cancelled_at: now, sequence: eb('sequence', '+', 1), updated_at: now }))
      .where('id', '=', sessionId)
      .execute();
    await markForCancellation(transaction, [sessionId]);
    const notified = await notifyCancellation(transaction, [sessionId], event);
    return { result: event.id, events: [...notified, ...(await eventsChanged(transaction, event.id))] };
  });
}
