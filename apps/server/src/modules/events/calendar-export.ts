import { TZDate } from '@date-fns/tz';
import { sessionEnd } from '@campus/domain/events';
import { CAMPUS_TIME_ZONE, CHANNELS } from '@campus/domain/shared';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { EventSessionsTable, EventsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createSecretToken, hashToken, isSecretTokenShaped, isoNow } from '../../platform/tokens.js';

/** Cancelled sessions stay in the feeds this long, so subscribed calendars see the cancellation. */
const CANCELLED_KEPT_MS = 60 * 24 * 60 * 60 * 1000;

const FEED_NOT_FOUND = 'Ce calendrier n’existe plus : générez un nouveau lien depuis Campus';

/** The VTIMEZONE of Paris (offsets and their changes on the last Sundays of March and October), read once. */
const PARIS_VTIMEZONE = getVtimezoneComponent(CAMPUS_TIME_ZONE);
// A TZID without its VTIMEZONE is read as floating time by calendar apps: better not to start.
if (!PARIS_VTIMEZONE) throw new Error(`no VTIMEZONE for ${CAMPUS_TIME_ZONE}`);

/**
 * Session times are written `TZID=Europe/Paris` with the VTIMEZONE that defines it. The calendar itself has no
 * time zone name (ical-generator would then write DTSTAMP and LAST-MODIFIED as floating times), so those stay in
 * UTC with `Z` as RFC 5545 requires.
 */
function newCalendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'Campus', product: 'Campus', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: (zone) => (zone === CAMPUS_TIME_ZONE ? PARIS_VTIMEZONE : null) },
  });
}

/** An instant that ical-generator writes as Paris wall-clock time, whatever the server's own time zone. */
const inParis = (instant: Date | string) => new TZDate(new Date(instant).getTime(), CAMPUS_TIME_ZONE);

/** One VEVENT per session; its UID never changes, its SEQUENCE grows with every edit or cancellation. */
function addSession(
  calendar: ICalCalendar,
  session: EventSessionsTable,
  event: EventsTable,
  { holdsSeat, publicUrl }: { holdsSeat: boolean; publicUrl: string },
): void {
  const isCancelled = session.cancelled_at !== null || event.cancelled_at !== null;
  const channelName = CHANNELS.find((channel) => channel.slug === event.channel)?.name ?? event.channel;
  // A session run with a webinar provider has a join link of each member's own, shown on Campus shortly before the
  // start (issue 35): its entry leads to the event's page, never to the event's shared link.
  const joinUrl = holdsSeat && event.mode === 'ONLINE' && session.webinar_id === null ? event.link : null;
  const description = [session.description ?? event.description, joinUrl && `Lien de connexion : ${joinUrl}`]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: `session-${session.id}@campus`,
    sequence: session.sequence,
    stamp: new Date(session.updated_at),
    lastModified: new Date(session.updated_at),
    timezone: CAMPUS_TIME_ZONE,
    start: inParis(session.starts_at),
    end: inParis(sessionEnd(session.starts_at, session.duration_minutes)),
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
  if (!isSecretTokenShaped(token)) throw new HttpError(404, FEED_NOT_FOUND);
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
