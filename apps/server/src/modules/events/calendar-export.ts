import { CHANNELS, sessionEnd } from '@campus/domain';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { EventSessionsTable, EventsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createSecretToken, hashToken, isoNow } from '../../platform/tokens.js';

/** Cancelled sessions stay in the feeds this long, so subscribed calendars see the cancellation. */
const CANCELLED_KEPT_MS = 60 * 24 * 60 * 60 * 1000;

const FEED_NOT_FOUND = 'Ce calendrier n’existe plus : générez un nouveau lien depuis Campus';

function newCalendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Campus', product: 'Campus', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: 'Europe/Paris',
  });
}

/** One VEVENT per session; its UID never changes, its SEQUENCE grows with every edit or cancellation. */
function addSession(
  calendar: ICalCalendar,
  session: EventSessionsTable,
  event: EventsTable,
  { holdsSeat, publicUrl }: { holdsSeat: boolean; publicUrl: string },
): void {
  const isCancelled = session.cancelled_at !== null || event.cancelled_at !== null;
  const channelName = CHANNELS.find((channel) => channel.slug === event.channel)?.name ?? event.channel;
  const joinUrl = holdsSeat && event.mode === 'ONLINE' ? event.link : null;
  const description = [session.description ?? event.description, joinUrl && `Lien de connexion : ${joinUrl}`]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: `session-${session.id}@campus`,
    sequence: session.sequence,
    stamp: new Date(session.updated_at),
    lastModified: new Date(session.updated_at),
    start: new Date(session.starts_at),
    end: sessionEnd(session.starts_at, session.duration_minutes),
    summary: `${event.title} : ${session.title} (${channelName})`,
    description: description || null,
    location: event.mode === 'PHYSICAL' ? event.address : joinUrl,
    url: joinUrl ?? `${publicUrl}/mes-evenements?id=${encodeURIComponent(event.id)}`,
    status: isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** The `.ics` of one session the member can see. */
export function sessionCalendar(
  session: EventSessionsTable,
  event: EventsTable,
  options: { holdsSeat: boolean; publicUrl: string },
): string {
  const calendar = newCalendar(event.title);
  addSession(calendar, session, event, options);
  return calendar.toString();
}

/** Creates or replaces the member's private feed: the previous URL stops working. Returns the new URL. */
export async function renewCalendarFeed(db: Queryable, uid: string, publicUrl: string): Promise<string> {
  const token = createSecretToken();
  await db.deleteFrom('calendar_feeds').where('uid', '=', uid).execute();
  await db
    .insertInto('calendar_feeds')
    .values({ uid, token_hash: hashToken(token), created_at: isoNow() })
    .execute();
  return `${publicUrl}/api/events/feed/${token}`;
}

export async function revokeCalendarFeed(db: Queryable, uid: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('uid', '=', uid).execute();
}

/** The feed behind a secret: every session the member holds a seat in, cancelled ones marked as such. */
export async function memberFeed(db: Queryable, token: string, publicUrl: string): Promise<string> {
  const feed = await db
    .selectFrom('calendar_feeds')
    .select('uid')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!feed) throw new HttpError(404, FEED_NOT_FOUND);
  const keptSince = new Date(Date.now() - CANCELLED_KEPT_MS).toISOString();
  const rows = await db
    .selectFrom('event_participants')
    .innerJoin('event_sessions', 'event_sessions.id', 'event_participants.session_id')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .select('event_sessions.id')
    .where('event_participants.uid', '=', feed.uid)
    .where('event_participants.state', '=', 'SEAT')
    .where((eb) =>
      eb.or([eb('event_sessions.cancelled_at', 'is', null), eb('event_sessions.cancelled_at', '>', keptSince)]),
    )
    .execute();
  const calendar = newCalendar('Campus : mes évènements');
  if (rows.length === 0) return calendar.toString();
  const sessions = await db
    .selectFrom('event_sessions')
    .selectAll()
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('starts_at')
    .execute();
  const events = await db
    .selectFrom('events')
    .selectAll()
    .where('id', 'in', [...new Set(sessions.map((session) => session.event_id))])
    .execute();
  const eventsById = new Map(events.map((event) => [event.id, event]));
  for (const session of sessions) {
    const event = eventsById.get(session.event_id);
    if (event) addSession(calendar, session, event, { holdsSeat: true, publicUrl });
  }
  return calendar.toString();
}
