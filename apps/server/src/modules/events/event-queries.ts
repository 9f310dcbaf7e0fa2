import {
  EVENT_MESSAGES,
  SESSION_MAX_MINUTES,
  sessionLiveState,
  type CampusEvent,
  type EventList,
  type EventSession,
  type MemberSessionList,
  type EventMode,
  type EventType,
} from '@campus/domain/events';
import { MDB_ADMIN } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import type { EventSessionsTable, EventsTable, Queryable } from '../../db/schema.js';
import { hasPermission } from '../../platform/auth.js';
import { HttpError, foundOr } from '../../platform/errors.js';
import { displayNameOf } from '../users/display-name.js';
import { findUserChannels } from '../users/user-queries.js';
import {
  NOT_PARTICIPATING,
  toCampusEvent,
  toEventSession,
  type MemberRegistration,
  type MemberStanding,
} from './event-documents.js';

export const eventNotFound = () => new HttpError(404, EVENT_MESSAGES.notFound);
export const sessionNotFound = () => new HttpError(404, EVENT_MESSAGES.sessionNotFound);

/** Spec 2.4 and 6: the channels whose events the member sees: their own ones, none for starter-MDB. */
export async function findEventChannels(db: Queryable, uid: string): Promise<ChannelSlug[]> {
  const user = await db.selectFrom('users').select('formation_starter_mdb').where('uid', '=', uid).executeTakeFirst();
  if (!user || user.formation_starter_mdb === 1) return [];
  return findUserChannels(db, uid);
}

/** The member's seats and waitlist places among these sessions. */
async function findStandings(db: Queryable, uid: string, sessionIds: string[]): Promise<Map<string, MemberStanding>> {
  const standings = new Map<string, MemberStanding>();
  if (sessionIds.length === 0) return standings;
  const rows = await db
    .selectFrom('event_participants')
    .select(['session_id', 'state', 'created_at'])
    .where('uid', '=', uid)
    .where('session_id', 'in', sessionIds)
    .execute();
  for (const row of rows) {
    if (row.state === 'SEAT') {
      standings.set(row.session_id, { participation: 'SEAT', waitlistPosition: null });
      continue;
    }
    const ahead = await db
      .selectFrom('event_participants')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('session_id', '=', row.session_id)
      .where('state', '=', 'WAITING')
      .where('created_at', '<', row.created_at)
      .executeTakeFirstOrThrow();
    standings.set(row.session_id, { participation: 'WAITING', waitlistPosition: Number(ahead.count) + 1 });
  }
  return standings;
}

/** The member's own registrations with the webinar providers among these sessions. */
async function findRegistrations(db: Queryable, uid: string, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, MemberRegistration>();
  const rows = await db
    .selectFrom('webinar_registrations')
    .select(['session_id', 'status', 'join_url'])
    .where('uid', '=', uid)
    .where('session_id', 'in', sessionIds)
    .execute();
  return new Map(rows.map((row) => [row.session_id, row]));
}

async function countWaiting(db: Queryable, sessionIds: string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_participants')
    .select(['session_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('session_id', 'in', sessionIds)
    .where('state', '=', 'WAITING')
    .groupBy('session_id')
    .execute();
  return new Map(rows.map((row) => [row.session_id, Number(row.count)]));
}

/** Session views of the member for these session rows, keyed by session id. */
export async function presentSessions(
  db: Queryable,
  uid: string,
  sessions: EventSessionsTable[],
  eventsById: Map<string, EventsTable>,
  now: Date,
  isAdmin = false,
): Promise<Map<string, EventSession>> {
  const ids = sessions.map((session) => session.id);
  const [standings, waiting, registrations] = await Promise.all([
    findStandings(db, uid, ids),
    countWaiting(db, ids),
    findRegistrations(db, uid, ids),
  ]);
  const views = new Map<string, EventSession>();
  for (const session of sessions) {
    const event = eventsById.get(session.event_id);
    if (!event) continue;
    const standing = standings.get(session.id) ?? NOT_PARTICIPATING;
    views.set(
      session.id,
      toEventSession(session, event, standing, waiting.get(session.id) ?? 0, now, {
        registration: registrations.get(session.id),
        isAdmin,
      }),
    );
  }
  return views;
}

async function authorNames(db: Queryable, events: EventsTable[]): Promise<Map<string, string>> {
  const uids = [...new Set(events.map((event) => event.author_id).filter((uid): uid is string => uid !== null))];
  if (uids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'display_name', 'firstname', 'lastname'])
    .where('uid', 'in', uids)
    .execute();
  return new Map(rows.map((row) => [row.uid, displayNameOf(row) ?? 'Campus']));
}

/** Events with their live sessions, as the member sees them. */
async function presentEvents(db: Queryable, uid: string, events: EventsTable[], now: Date): Promise<CampusEvent[]> {
  if (events.length === 0) return [];
  const sessions = await db
    .selectFrom('event_sessions')
    .selectAll()
    .where(
      'event_id',
      'in',
      events.map((event) => event.id),
    )
    .where('cancelled_at', 'is', null)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  const eventsById = new Map(events.map((event) => [event.id, event]));
  const isAdmin = await hasPermission(db, uid, MDB_ADMIN);
  const [views, names] = await Promise.all([
    presentSessions(db, uid, sessions, eventsById, now, isAdmin),
    authorNames(db, events),
  ]);
  return events.map((event) =>
    toCampusEvent(
      event,
      names.get(event.author_id ?? '') ?? 'Campus',
      sessions.filter((session) => session.event_id === event.id).flatMap((session) => views.get(session.id) ?? []),
      isAdmin,
    ),
  );
}

const isTerminated = (session: EventSession, now: Date) =>
  sessionLiveState(session.startsAt, session.durationMinutes, now) === 'TERMINATED';
const firstStart = (event: CampusEvent) => event.sessions[0]?.startsAt ?? '';
const lastStart = (event: CampusEvent) => event.sessions.at(-1)?.startsAt ?? '';

/** Upcoming events (a session still to come), soonest first, or past ones (all terminated), latest first. */
export async function listEvents(
  db: Queryable,
  uid: string,
  filters: {
    channel?: ChannelSlug | undefined;
    period: 'upcoming' | 'past';
    type?: EventType | undefined;
    mode?: EventMode | undefined;
  },
  now: Date = new Date(),
): Promise<EventList> {
  const owned = await findEventChannels(db, uid);
  const channels = filters.channel ? owned.filter((channel) => channel === filters.channel) : owned;
  if (channels.length === 0) return { items: [] };
  // The database narrows the period through the sessions' (event_id, starts_at) index, so a list reads neither the
  // channel's whole history (upcoming) nor its events to come (past); the live state below decides exactly.
  // Upcoming: a session started at most SESSION_MAX_MINUTES ago may still run. Past: no session starts later.
  const periodStart =
    filters.period === 'upcoming'
      ? new Date(now.getTime() - SESSION_MAX_MINUTES * 60_000).toISOString()
      : now.toISOString();
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('channel', 'in', channels)
    .where('cancelled_at', 'is', null)
    .where((eb) => {
      const sessionFrom = eb.exists(
        eb
          .selectFrom('event_sessions')
          .select('event_sessions.id')
          .whereRef('event_sessions.event_id', '=', 'events.id')
          .where('event_sessions.starts_at', '>=', periodStart)
          .where('event_sessions.cancelled_at', 'is', null),
      );
      return filters.period === 'upcoming' ? sessionFrom : eb.not(sessionFrom);
    });
  if (filters.type) query = query.where('type', '=', filters.type);
  if (filters.mode) query = query.where('mode', '=', filters.mode);
  const events = (await presentEvents(db, uid, await query.execute(), now)).filter(
    (event) => event.sessions.length > 0,
  );
  if (filters.period === 'upcoming') {
    return {
      items: events
        .filter((event) => event.sessions.some((session) => !isTerminated(session, now)))
        .sort((a, b) => firstStart(a).localeCompare(firstStart(b))),
    };
  }
  return {
    items: events
      .filter((event) => event.sessions.every((session) => isTerminated(session, now)))
      .sort((a, b) => lastStart(b).localeCompare(lastStart(a))),
  };
}

/** An event that is not cancelled, or 404. */
export function findLiveEvent(db: Queryable, eventId: string): Promise<EventsTable> {
  return foundOr(
    db.selectFrom('events').selectAll().where('id', '=', eventId).where('cancelled_at', 'is', null).executeTakeFirst(),
    eventNotFound,
  );
}

/** A session that is not cancelled, or 404. */
export function findLiveSession(db: Queryable, sessionId: string): Promise<EventSessionsTable> {
  return foundOr(
    db
      .selectFrom('event_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst(),
    sessionNotFound,
  );
}

/** An event of one of the member's channels, or 404 (another channel's event is not shown to exist). */
export async function findVisibleEvent(db: Queryable, uid: string, eventId: string): Promise<EventsTable> {
  const event = await findLiveEvent(db, eventId);
  const channels = await findEventChannels(db, uid);
  if (!channels.includes(event.channel)) throw eventNotFound();
  return event;
}

export async function getEvent(db: Queryable, uid: string, eventId: string, now = new Date()): Promise<CampusEvent> {
  const event = await findVisibleEvent(db, uid, eventId);
  const [presented] = await presentEvents(db, uid, [event], now);
  if (!presented) throw eventNotFound();
  return presented;
}

/** A live session and its event, when the event is visible to the member. */
export async function findVisibleSession(
  db: Queryable,
  uid: string,
  sessionId: string,
): Promise<{ session: EventSessionsTable; event: EventsTable }> {
  const session = await findLiveSession(db, sessionId);
  const event = await findVisibleEvent(db, uid, session.event_id).catch(() => {
    throw sessionNotFound();
  });
  return { session, event };
}

/** One session as the member sees it now. */
export async function presentSession(
  db: Queryable,
  uid: string,
  sessionId: string,
  now = new Date(),
): Promise<EventSession> {
  const session = await db.selectFrom('event_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!session) throw sessionNotFound();
  const event = await db.selectFrom('events').selectAll().where('id', '=', session.event_id).executeTakeFirstOrThrow();
  const view = (await presentSessions(db, uid, [session], new Map([[event.id, event]]), now)).get(session.id);
  if (!view) throw sessionNotFound();
  return view;
}

/** The sessions the member holds a seat in or waits for (the calendar popup and the calendar), soonest first. */
export async function listMemberSessions(
  db: Queryable,
  uid: string,
  filters: { channel?: ChannelSlug | undefined; period: 'upcoming' | 'all' },
  now: Date = new Date(),
): Promise<MemberSessionList> {
  const owned = await findEventChannels(db, uid);
  const channels = filters.channel ? owned.filter((channel) => channel === filters.channel) : owned;
  if (channels.length === 0) return { items: [] };
  const rows = await db
    .selectFrom('event_participants')
    .innerJoin('event_sessions', 'event_sessions.id', 'event_participants.session_id')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .selectAll('event_sessions')
    .where('event_participants.uid', '=', uid)
    .where('event_sessions.cancelled_at', 'is', null)
    .where('events.cancelled_at', 'is', null)
    .where('events.channel', 'in', channels)
    .orderBy('event_sessions.starts_at')
    .execute();
  const sessions = rows.filter(
    (row) => filters.period === 'all' || sessionLiveState(row.starts_at, row.duration_minutes, now) === 'COMING_UP',
  );
  if (sessions.length === 0) return { items: [] };
  const events = await db
    .selectFrom('events')
    .selectAll()
    .where('id', 'in', [...new Set(sessions.map((session) => session.event_id))])
    .execute();
  const eventsById = new Map(events.map((event) => [event.id, event]));
  const views = await presentSessions(db, uid, sessions, eventsById, now);
  return {
    items: sessions.flatMap((row) => {
      const session = views.get(row.id);
      const event = eventsById.get(row.event_id);
      if (!session || !event) return [];
      const { id, title, type, mode, address } = event;
      return [
        {
          session,
          event: {
            id,
            title,
            channel: event.channel,
            type: type,
            mode: mode,
            address,
          },
        },
      ];
    }),
  };
}
