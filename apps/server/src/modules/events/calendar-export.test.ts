import type { CalendarFeedResponse, CreateEventRequest, EventResponse, EventSession } from '@campus/domain/events';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

/** What a calendar app reads of one VEVENT. */
interface ReadEvent {
  start: string;
  end: string;
  sequence: number;
  status: string;
}

let test: TestApp;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  test = await createTestApp();
  adminToken = await test.signIn('admin@campus.test');
  memberToken = await test.signIn('mdb@campus.test');
});
afterAll(() => test.close());

const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });
const asMember = (method: 'GET' | 'POST', url: string) =>
  test.app.inject({ method, url, headers: bearer(memberToken) });

// Next year, so the sessions are always to come: 25 November is in Paris winter time (UTC+1), 15 July in summer
// time (UTC+2); both sessions start at 19:00 in Paris.
const year = new Date().getUTCFullYear() + 1;
const WINTER = { startsAt: `${year}-11-25T18:00:00.000Z`, parisStart: `${year}1125T190000`, durationMinutes: 90 };
const SUMMER = { startsAt: `${year}-07-15T17:00:00.000Z`, parisStart: `${year}0715T190000`, durationMinutes: 60 };

/** An event whose sessions the member holds a seat in; its sessions in the order given. */
async function eventWithSeats(title: string, sessions: CreateEventRequest['sessions']): Promise<EventSession[]> {
  const created = await asAdmin('POST', '/api/events', {
    channel: 'immobilier',
    type: 'LOCAL_MEETING',
    mode: 'PHYSICAL',
    address: '1 place Bellecour, 69002 Lyon',
    capacity: 5,
    title,
    description: null,
    sessions,
  } satisfies CreateEventRequest);
  expect(created.statusCode).toBe(201);
  const { event } = created.json<EventResponse>();
  for (const session of event.sessions) {
    expect((await asMember('POST', `/api/events/sessions/${session.id}/join`)).statusCode).toBe(200);
  }
  return sessions.map(({ title: wanted }) => {
    const session = event.sessions.find((candidate) => candidate.title === wanted);
    if (!session) throw new Error(`no session ${wanted}`);
    return session;
  });
}

const uidOf = (session: Pick<EventSession, 'id'>) => `session-${session.id}@campus`;
const endOf = (startsAt: string, durationMinutes: number) =>
  new Date(new Date(startsAt).getTime() + durationMinutes * 60_000).toISOString();

/**
 * Reads an export as a calendar app does, with ical.js and only the time zones the export itself defines.
 * Every DTSTART/DTEND must name its zone (UTC or a TZID with its VTIMEZONE: a floating time would be read in
 * the reader's own zone) and DTSTAMP must be UTC.
 */
function readCalendar(body: string): Map<string, ReadEvent> {
  ICAL.TimezoneService.reset();
  const calendar = ICAL.Component.fromString(body);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = new Map<string, ReadEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    for (const time of [event.startDate, event.endDate]) {
      expect(time.zone, `${event.uid}: ${time.toString()} has no zone`).not.toBe(ICAL.Timezone.localTimezone);
    }
    const stamp = component.getFirstPropertyValue('dtstamp');
    expect(stamp instanceof ICAL.Time && stamp.zone === ICAL.Timezone.utcTimezone).toBe(true);
    events.set(event.uid, {
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
    });
  }
  return events;
}

async function feedPath(): Promise<string> {
  const { url } = (await asMember('POST', '/api/events/calendar-feed')).json<CalendarFeedResponse>();
  return new URL(url).pathname;
}

async function readFeed(path: string): Promise<Map<string, ReadEvent>> {
  const response = await test.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  return readCalendar(response.body);
}

describe('calendar export instants', () => {
  it('writes a winter and a summer session at their Paris time, read back at the same instants', async () => {
    const [winter, summer] = await eventWithSeats('Webinaire d’hiver et d’été', [
      { title: 'Hiver', startsAt: WINTER.startsAt, durationMinutes: WINTER.durationMinutes },
      { title: 'Été', startsAt: SUMMER.startsAt, durationMinutes: SUMMER.durationMinutes },
    ]);
    if (!winter || !summer) throw new Error('the event has two sessions');
    const feed = await readFeed(await feedPath());
    for (const [session, expected] of [
      [winter, WINTER],
      [summer, SUMMER],
    ] as const) {
      const response = await asMember('GET', `/api/events/sessions/${session.id}/ics`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`DTSTART;TZID=Europe/Paris:${expected.parisStart}`);
      const wanted = { start: expected.startsAt, end: endOf(expected.startsAt, expected.durationMinutes) };
      expect(readCalendar(response.body).get(uidOf(session))).toMatchObject(wanted);
      expect(feed.get(uidOf(session))).toMatchObject(wanted);
    }
  });

  it('keeps the UID and raises SEQUENCE in the feed when a session is moved, then cancelled', async () => {
    const [moved, kept] = await eventWithSeats('Atelier déplacé puis annulé', [
      { title: 'Première', startsAt: WINTER.startsAt, durationMinutes: 60 },
      { title: 'Seconde', startsAt: SUMMER.startsAt, durationMinutes: 60 },
    ]);
    if (!moved || !kept) throw new Error('the event has two sessions');
    const path = await feedPath();
    const before = await readFeed(path);
    const first = before.get(uidOf(moved));
    expect(first?.status).toBe('CONFIRMED');

    const newStart = `${year}-11-26T07:30:00.000Z`;
    const edit = { title: 'Première', description: null, startsAt: newStart, durationMinutes: 45 };
    expect((await asAdmin('PUT', `/api/events/sessions/${moved.id}`, edit)).statusCode).toBe(200);
    const afterEdit = (await readFeed(path)).get(uidOf(moved));
    expect(afterEdit).toMatchObject({ start: newStart, end: endOf(newStart, 45), status: 'CONFIRMED' });
    expect(afterEdit?.sequence).toBeGreaterThan(first?.sequence ?? Infinity);

    expect((await asAdmin('DELETE', `/api/events/sessions/${moved.id}`)).statusCode).toBe(200);
    const afterCancel = (await readFeed(path)).get(uidOf(moved));
    expect(afterCancel).toMatchObject({ start: newStart, status: 'CANCELLED' });
    expect(afterCancel?.sequence).toBeGreaterThan(afterEdit?.sequence ?? Infinity);

    const keptBefore = (await readFeed(path)).get(uidOf(kept));
    expect((await asAdmin('DELETE', `/api/events/${moved.eventId}`)).statusCode).toBe(200);
    const keptAfter = (await readFeed(path)).get(uidOf(kept));
    expect(keptAfter).toMatchObject({ start: SUMMER.startsAt, status: 'CANCELLED' });
    expect(keptAfter?.sequence).toBeGreaterThan(keptBefore?.sequence ?? Infinity);
  });
});

describe('calendar export links', () => {
  it('gives a webinar session the event page, never the shared link; a plain online session its link', async () => {
    const created = await asAdmin('POST', '/api/events', {
      channel: 'immobilier',
      type: 'LIVE',
      mode: 'ONLINE',
      provider: 'LIVESTORM',
      link: 'https://app.livestorm.co/campus/salle-commune',
      capacity: 5,
      title: 'Webinaire exporté',
      description: null,
      sessions: [
        { title: 'Inscrite', startsAt: WINTER.startsAt, durationMinutes: 60, webinarId: 'ls-export-1' },
        { title: 'Libre', startsAt: SUMMER.startsAt, durationMinutes: 60 },
      ],
    } satisfies CreateEventRequest);
    expect(created.statusCode).toBe(201);
    const { event } = created.json<EventResponse>();
    const urls = new Map<string, { url: string; location: string | null }>();
    for (const session of event.sessions) {
      expect((await asMember('POST', `/api/events/sessions/${session.id}/join`)).statusCode).toBe(200);
      const ics = await asMember('GET', `/api/events/sessions/${session.id}/ics`);
      expect(ics.statusCode).toBe(200);
      const component = new ICAL.Component(ICAL.parse(ics.body) as unknown[]).getFirstSubcomponent('vevent');
      urls.set(session.title, {
        url: String(component?.getFirstPropertyValue('url')),
        location: (component?.getFirstPropertyValue('location') as string | null) ?? null,
      });
    }
    expect(urls.get('Inscrite')?.url).toMatch(new RegExp(`/mes-evenements\\?id=${event.id}$`));
    expect(urls.get('Inscrite')?.location).toBeNull();
    expect(urls.get('Libre')).toEqual({
      url: 'https://app.livestorm.co/campus/salle-commune',
      location: 'https://app.livestorm.co/campus/salle-commune',
    });
  });
});
