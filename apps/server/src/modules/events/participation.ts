import { EVENT_MESSAGES, fullMessage, sessionLiveState } from '@campus/domain/events';
import type { EventSessionsTable, EventsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { displayNameOf } from '../users/display-name.js';
import { eventsChanged } from './event-changes.js';
import { findEventChannels, findLiveEvent, findLiveSession, sessionNotFound } from './event-queries.js';
import { markForCancellation, markForRegistration } from './webinars/webinar-marks.js';

export type ParticipationOutcome = { message: string; events: RealtimeEvent[] };

const conflict = (message: string) => new HttpError(409, message);

interface JoinableSession {
  session: EventSessionsTable;
  event: EventsTable;
}

/** The session and its event when the member may take part: one of their channels, not over. */
async function findJoinableSession(db: Queryable, uid: string, sessionId: string): Promise<JoinableSession> {
  const session = await findLiveSession(db, sessionId);
  const event = await findLiveEvent(db, session.event_id).catch(() => {
    throw sessionNotFound();
  });
  const channels = await findEventChannels(db, uid);
  if (!channels.includes(event.channel)) throw new HttpError(403, EVENT_MESSAGES.cannotJoin);
  if (sessionLiveState(session.starts_at, session.duration_minutes) === 'TERMINATED') {
    throw conflict(EVENT_MESSAGES.sessionOver);
  }
  return { session, event };
}

async function findStanding(db: Queryable, uid: string, sessionId: string) {
  return db
    .selectFrom('event_participants')
    .select('state')
    .where('session_id', '=', sessionId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/**
 * Takes a seat if one is left: one conditional update, atomic on SQLite and PostgreSQL (a concurrent join
 * waits for the row and re-checks the condition), so two members racing for the last seat cannot both win.
 */
async function takeSeat(db: Queryable, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('event_sessions')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
    .where('id', '=', sessionId)
    .whereRef('seats_taken', '<', 'capacity')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

async function sessionCount(db: Queryable, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('event_sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('event_id', '=', eventId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function memberName(db: Queryable, uid: string): Promise<string | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['display_name', 'firstname', 'lastname'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return (user && displayNameOf(user)) ?? undefined;
}

/** Tells the event's author that a member joined or quit (spec 3.6, kinds event join and quit). */
async function notifyAuthor(
  db: Queryable,
  event: EventsTable,
  uid: string,
  kind: 'event-join' | 'event-quit',
): Promise<RealtimeEvent[]> {
  if (!event.author_id || event.author_id === uid) return [];
  const name = await memberName(db, uid);
  return notify(db, {
    uids: [event.author_id],
    channel: event.channel,
    kind,
    data: { title: event.title, id: event.id, ...(name && { name }) },
  });
}

async function addParticipant(db: Queryable, sessionId: string, uid: string, state: 'SEAT' | 'WAITING') {
  await db
    .insertInto('event_participants')
    .values({ session_id: sessionId, uid, state, created_at: isoNow() })
    .execute();
}

/**
 * One change of the member's participation, in a transaction: what it answers, with the events it committed (its
 * notifications, and the change of the session's event for the channel's lists and the member's badge).
 */
function participate(
  db: Queryable,
  uid: string,
  sessionId: string,
  act: (transaction: Queryable, found: JoinableSession) => Promise<ParticipationOutcome>,
): Promise<ParticipationOutcome> {
  return db.transaction().execute(async (transaction) => {
    const found = await findJoinableSession(transaction, uid, sessionId);
    const outcome = await act(transaction, found);
    return { ...outcome, events: [...outcome.events, ...(await eventsChanged(transaction, found.event.id, [uid]))] };
  });
}

/** Join: a seat if one is left, else the spec's full message (the member may then wait). */
export function joinSession(db: Queryable, uid: string, sessionId: string): Promise<ParticipationOutcome> {
  return participate(db, uid, sessionId, async (transaction, { session, event }) => {
    const standing = await findStanding(transaction, uid, sessionId);
    if (standing?.state === 'SEAT') throw conflict(EVENT_MESSAGES.alreadyJoined);
    if (!(await takeSeat(transaction, session.id))) {
      throw conflict(standing ? EVENT_MESSAGES.alreadyWaiting : fullMessage(await sessionCount(transaction, event.id)));
    }
    if (standing) await removeParticipant(transaction, session.id, uid);
    await addParticipant(transaction, session.id, uid, 'SEAT');
    await markForRegistration(transaction, session.id, [uid]);
    return { message: EVENT_MESSAGES.joined, events: await notifyAuthor(transaction, event, uid, 'event-join') };
  });
}

/** Wait: on the waitlist of a full session (a seat straight away if one is left). */
export function waitForSession(db: Queryable, uid: string, sessionId: string): Promise<ParticipationOutcome> {
  return participate(db, uid, sessionId, async (transaction, { session, event }) => {
    const standing = await findStanding(transaction, uid, sessionId);
    if (standing?.state === 'SEAT') throw conflict(EVENT_MESSAGES.alreadyJoined);
    if (standing?.state === 'WAITING') throw conflict(EVENT_MESSAGES.alreadyWaiting);
    if (await takeSeat(transaction, session.id)) {
      await addParticipant(transaction, session.id, uid, 'SEAT');
      await markForRegistration(transaction, session.id, [uid]);
      return { message: EVENT_MESSAGES.joined, events: await notifyAuthor(transaction, event, uid, 'event-join') };
    }
    await addParticipant(transaction, session.id, uid, 'WAITING');
    return { message: EVENT_MESSAGES.waiting, events: [] };
  });
}

async function removeParticipant(db: Queryable, sessionId: string, uid: string) {
  await db.deleteFrom('event_participants').where('session_id', '=', sessionId).where('uid', '=', uid).execute();
}

/**
 * Gives the free seats to the first waiting members, in the order they joined the waitlist, notifies them (kind event
 * validation) and marks them for registration with the session's webinar provider. Call it inside the transaction that freed the seats.
 */
export async function promoteWaitingMembers(db: Queryable, sessionId: string): Promise<RealtimeEvent[]> {
  const events: RealtimeEvent[] = [];
  for (;;) {
    const next = await db
      .selectFrom('event_participants')
      .select('uid')
      .where('session_id', '=', sessionId)
      .where('state', '=', 'WAITING')
      .orderBy('created_at')
      .orderBy('uid')
      .executeTakeFirst();
    if (!next || !(await takeSeat(db, sessionId))) return events;
    await db
      .updateTable('event_participants')
      .set({ state: 'SEAT' })
      .where('session_id', '=', sessionId)
      .where('uid', '=', next.uid)
      .execute();
    await markForRegistration(db, sessionId, [next.uid]);
    const event = await db
      .selectFrom('events')
      .innerJoin('event_sessions', 'event_sessions.event_id', 'events.id')
      .select(['events.id', 'events.title', 'events.channel'])
      .where('event_sessions.id', '=', sessionId)
      .executeTakeFirstOrThrow();
    events.push(
      ...(await notify(db, {
        uids: [next.uid],
        channel: event.channel,
        kind: 'event-validation',
        data: { title: event.title, id: event.id },
      })),
    );
  }
}

/** Quit: leaves the seat (the first waiting member gets it) or the waitlist. */
export function quitSession(db: Queryable, uid: string, sessionId: string): Promise<ParticipationOutcome> {
  return participate(db, uid, sessionId, async (transaction, { session, event }) => {
    const standing = await findStanding(transaction, uid, sessionId);
    if (!standing) throw conflict(EVENT_MESSAGES.notParticipating);
    if (standing.state === 'WAITING') {
      await removeParticipant(transaction, session.id, uid);
      return { message: EVENT_MESSAGES.leftWaitlist, events: [] };
    }
    // Decrementing first locks the session's row on PostgreSQL: quits and joins of one session go one at a time.
    await transaction
      .updateTable('event_sessions')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
      .where('id', '=', session.id)
      .execute();
    await removeParticipant(transaction, session.id, uid);
    await markForCancellation(transaction, [session.id], [uid]);
    const promoted = await promoteWaitingMembers(transaction, session.id);
    return {
      message: EVENT_MESSAGES.quit,
      events: [...promoted, ...(await notifyAuthor(transaction, event, uid, 'event-quit'))],
    };
  });
}
