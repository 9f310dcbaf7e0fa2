import {
  EVENT_MESSAGES,
  type ChannelSlug,
  type createEventRequestSchema,
  type sessionInputSchema,
  type updateEventRequestSchema,
} from '@campus/domain';
import type * as z from 'zod/mini';
import type { EventSessionsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { eventNotFound, sessionNotFound } from './event-queries.js';
import { promoteWaitingMembers } from './participation.js';

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
  };
}

async function findLiveEvent(db: Queryable, eventId: string) {
  const event = await db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', eventId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!event) throw eventNotFound();
  return event;
}

async function findLiveSession(db: Queryable, sessionId: string) {
  const session = await db
    .selectFrom('event_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!session) throw sessionNotFound();
  return session;
}

/** Creates an event and its sessions (admins); returns its id. */
export function createEvent(db: Queryable, authorId: string, input: CreateEventInput): Promise<string> {
  return db.transaction().execute(async (transaction) => {
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
    await transaction
      .insertInto('event_sessions')
      .values(input.sessions.map((session) => sessionRow(id, input.capacity, session, now)))
      .execute();
    return id;
  });
}

/**
 * Edits an event: its sessions take the new capacity and a new iCalendar sequence; a larger capacity seats
 * the waiting members at once.
 */
export function updateEvent(db: Queryable, eventId: string, input: UpdateEventInput): Promise<RealtimeEvent[]> {
  return db.transaction().execute(async (transaction) => {
    await findLiveEvent(transaction, eventId);
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
    for (const session of sessions) events.push(...(await promoteWaitingMembers(transaction, session.id)));
    return events;
  });
}

/** Tells the participants (seats and waitlist) of these sessions that they are cancelled (kind event deleted). */
async function notifyCancellation(
  db: Queryable,
  sessionIds: string[],
  event: { id: string; title: string; channel: string },
): Promise<RealtimeEvent[]> {
  if (sessionIds.length === 0) return [];
  const participants = await db
    .selectFrom('event_participants')
    .select('uid')
    .where('session_id', 'in', sessionIds)
    .execute();
  return notify(db, {
    uids: participants.map((participant) => participant.uid),
    channel: event.channel as ChannelSlug,
    kind: 'event-deleted',
    data: { title: event.title, id: event.id },
  });
}

/** Deletes an event: it stays as cancelled for the iCal feeds, and its participants are notified. */
export function deleteEvent(db: Queryable, eventId: string): Promise<RealtimeEvent[]> {
  return db.transaction().execute(async (transaction) => {
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
    return notifyCancellation(
      transaction,
      sessions.map((session) => session.id),
      event,
    );
  });
}

/** Adds a session to an event, with the event's capacity; returns its id. */
export async function addSession(db: Queryable, eventId: string, input: SessionInput): Promise<string> {
  const event = await findLiveEvent(db, eventId);
  const row = sessionRow(eventId, event.capacity, input, isoNow());
  await db.insertInto('event_sessions').values(row).execute();
  return row.id;
}

/** Edits a session's date, duration and texts; subscribed calendars take the new sequence. */
export async function updateSession(db: Queryable, sessionId: string, input: SessionInput): Promise<string> {
  const session = await findLiveSession(db, sessionId);
  await db
    .updateTable('event_sessions')
    .set((eb) => ({
      title: input.title,
      description: input.description,
      starts_at: new Date(input.startsAt).toISOString(),
      duration_minutes: input.durationMinutes,
      sequence: eb('sequence', '+', 1),
      updated_at: isoNow(),
    }))
    .where('id', '=', sessionId)
    .execute();
  return session.event_id;
}

/** Deletes one session (cancelled for the feeds); its participants are notified. */
export function deleteSession(db: Queryable, sessionId: string): Promise<{ eventId: string; events: RealtimeEvent[] }> {
  return db.transaction().execute(async (transaction) => {
    const session = await findLiveSession(transaction, sessionId);
    const event = await findLiveEvent(transaction, session.event_id);
    const live = await transaction
      .selectFrom('event_sessions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('event_id', '=', event.id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow();
    // An event without sessions would vanish from every list: the admin deletes the event instead.
    if (Number(live.count) <= 1) throw new HttpError(409, EVENT_MESSAGES.lastSession);
    const now = isoNow();
    await transaction
      .updateTable('event_sessions')
      .set((eb) => ({ cancelled_at: now, sequence: eb('sequence', '+', 1), updated_at: now }))
      .where('id', '=', sessionId)
      .execute();
    return { eventId: event.id, events: await notifyCancellation(transaction, [sessionId], event) };
  });
}
