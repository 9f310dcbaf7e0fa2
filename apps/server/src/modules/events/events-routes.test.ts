import {
  EVENT_MAX_SESSIONS,
  EVENT_MESSAGES,
  type CalendarFeedResponse,
  type CreateEventRequest,
  type EventList,
  type EventResponse,
  type MemberSessionList,
  type ParticipationResponse,
} from '@campus/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

type Who =
  'admin' | 'mdb' | 'air' | 'starter' | 'prospect' | 'sport' | 'ines' | 'karim' | 'emilie' | 'youssef' | 'pierre';
const EMAILS: Record<Who, string> = {
  admin: 'admin@campus.test',
  mdb: 'mdb@campus.test',
  air: 'air@campus.test',
  starter: 'starter@campus.test',
  prospect: 'prospect@campus.test',
  sport: 'sport@campus.test',
  ines: 'ines.lefebvre@campus.test',
  karim: 'karim.benali@campus.test',
  emilie: 'emilie.rousseau@campus.test',
  youssef: 'youssef.haddad@campus.test',
  pierre: 'pierre-alexandre.blanc@campus.test',
};
const FULL_SESSION = 'demo-event-03-s1';
const WEBINAR_SESSION = 'demo-event-02-s1';

let test: TestApp;
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  test = await createTestApp();
  for (const who of Object.keys(EMAILS) as Who[]) tokens[who] = await test.signIn(EMAILS[who]);
});
afterAll(() => test.close());

function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

function newEvent(overrides: Partial<CreateEventRequest> = {}): CreateEventRequest {
  return {
    channel: 'immobilier',
    type: 'LOCAL_MEETING',
    mode: 'PHYSICAL',
    address: '1 place Bellecour, 69002 Lyon',
    capacity: 1,
    title: 'Visite d’un immeuble',
    description: null,
    sessions: [{ title: 'Visite', startsAt: inDays(8), durationMinutes: 90 }],
    ...overrides,
  };
}

async function createEvent(overrides: Partial<CreateEventRequest> = {}) {
  const response = await call('admin', 'POST', '/api/events', newEvent(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<EventResponse>().event;
}

async function notificationKinds(uid: string): Promise<string[]> {
  const rows = await test.app.db.selectFrom('notifications').select('kind').where('uid', '=', uid).execute();
  return rows.map((row) => row.kind);
}

describe('listing events', () => {
  it('shows the upcoming events of the member’s channels, soonest first', async () => {
    const response = await call('mdb', 'GET', '/api/events?channel=immobilier');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<EventList>();
    expect(items.map((event) => event.id)).toEqual(['demo-event-02', 'demo-event-01', 'demo-event-03']);
    expect(items.every((event) => event.channel === 'immobilier')).toBe(true);
  });

  it('counts a session still running as upcoming, even a long one, and one just over as past', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    const now = new Date().toISOString();
    const sessions = [
      { id: 'running', startsAt: hoursAgo(2), minutes: 180 },
      { id: 'long', startsAt: hoursAgo(19), minutes: 20 * 60 },
      { id: 'over', startsAt: hoursAgo(3), minutes: 60 },
    ];
    for (const session of sessions) {
      await test.app.db
        .insertInto('events')
        .values({
          id: `event-${session.id}`,
          // Sport: only admin among the members of these tests sees it, no other list changes.
          channel: 'sport',
          type: 'LIVE',
          mode: 'ONLINE',
          provider: 'ZOOM',
          link: 'https://zoom.us/j/1',
          address: null,
          capacity: 10,
          title: `Session ${session.id}`,
          description: null,
          author_id: null,
          created_at: now,
          updated_at: now,
          cancelled_at: null,
        })
        .execute();
      await test.app.db
        .insertInto('event_sessions')
        .values({
          id: `session-${session.id}`,
          event_id: `event-${session.id}`,
          title: session.id,
          description: null,
          starts_at: session.startsAt,
          duration_minutes: session.minutes,
          capacity: 10,
          seats_taken: 0,
          sequence: 0,
          updated_at: now,
          cancelled_at: null,
        })
        .execute();
    }
    const ids = async (period: string) =>
      (await call('admin', 'GET', `/api/events?channel=sport&period=${period}`))
        .json<EventList>()
        .items.map((event) => event.id);
    expect(await ids('upcoming')).toEqual(expect.arrayContaining(['event-running', 'event-long']));
    expect(await ids('upcoming')).not.toContain('event-over');
    expect(await ids('past')).toContain('event-over');
    expect(await ids('past')).not.toEqual(expect.arrayContaining(['event-running']));
    expect(await ids('past')).not.toContain('event-long');
    await test.app.db.deleteFrom('events').where('id', 'like', 'event-%').where('channel', '=', 'sport').execute();
  });

  it('shows past events, latest first, and filters by type and mode', async () => {
    const past = (await call('mdb', 'GET', '/api/events?period=past')).json<EventList>();
    expect(past.items.map((event) => event.id)).toEqual([
      'demo-event-08',
      'demo-event-06',
      'demo-event-04',
      'demo-event-10',
    ]);
    expect(past.items.every((event) => event.sessions.every((s) => s.liveState === 'TERMINATED'))).toBe(true);
    const live = (await call('mdb', 'GET', '/api/events?type=LIVE&mode=ONLINE')).json<EventList>();
    expect(live.items.map((event) => event.id)).toEqual(['demo-event-02', 'demo-event-09', 'demo-event-07']);
  });

  it('refuses events to starter-MDB members and prospects, and hides other channels’ events', async () => {
    expect((await call('starter', 'GET', '/api/events')).statusCode).toBe(403);
    expect((await call('prospect', 'GET', '/api/events')).statusCode).toBe(403);
    expect((await call('air', 'GET', '/api/events?channel=sport')).json<EventList>().items).toEqual([]);
    expect((await call('air', 'GET', '/api/events/demo-event-11')).statusCode).toBe(404);
  });

  it('shows the join link only to members holding a seat', async () => {
    // The ambassadors' workshop has no webinar id: its seat holders get the event's link.
    const asHolder = (await call('ines', 'GET', '/api/events/demo-event-03')).json<EventResponse>().event;
    expect(asHolder.sessions[0]?.joinUrl).toBe('https://zoom.us/j/81234567890');
    const asOther = (await call('air', 'GET', '/api/events/demo-event-03')).json<EventResponse>().event;
    expect(asOther.sessions[0]?.joinUrl).toBeNull();
    expect(asHolder.link).toBeNull();
    expect(asOther.link).toBeNull();
  });

  it('gives the online link to the admins who edit the event', async () => {
    const asAdmin = (await call('admin', 'GET', '/api/events/demo-event-02')).json<EventResponse>().event;
    expect(asAdmin.link).toBe('https://app.livestorm.co/campus/financer-son-premier-immeuble');
  });

  it('lists the member’s upcoming sessions for the calendar popup', async () => {
    const { items } = (await call('mdb', 'GET', '/api/events/my-sessions')).json<MemberSessionList>();
    expect(items.map((item) => item.session.id)).toEqual([WEBINAR_SESSION, 'demo-event-01-s1', 'demo-event-05-s1']);
    const onImmobilier = (
      await call('mdb', 'GET', '/api/events/my-sessions?channel=immobilier')
    ).json<MemberSessionList>();
    expect(onImmobilier.items).toHaveLength(2);
    expect((await call('air', 'GET', '/api/events/my-sessions')).json<MemberSessionList>().items).toEqual([]);
  });
});

describe('joining and quitting a session', () => {
  it('joins, refuses a second join, then quits', async () => {
    const joined = await call('air', 'POST', `/api/events/sessions/${WEBINAR_SESSION}/join`);
    expect(joined.statusCode).toBe(200);
    const body = joined.json<ParticipationResponse>();
    expect(body.message).toBe(EVENT_MESSAGES.joined);
    // A webinar session: the member is being registered with its provider, their own link shows shortly before it.
    expect(body.session).toMatchObject({ participation: 'SEAT', seatsTaken: 4, webinarRegistration: 'PENDING' });
    expect(body.session.joinUrl).toBeNull();

    const again = await call('air', 'POST', `/api/events/sessions/${WEBINAR_SESSION}/join`);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).error).toBe('Vous participez déjà à cette session !');

    const quit = await call('air', 'POST', `/api/events/sessions/${WEBINAR_SESSION}/quit`);
    expect(quit.statusCode).toBe(200);
    expect(quit.json<ParticipationResponse>()).toMatchObject({
      message: EVENT_MESSAGES.quit,
      session: { participation: 'NONE', seatsTaken: 3, joinUrl: null },
    });
  });

  it('answers the spec’s full message on a full session', async () => {
    const response = await call('emilie', 'POST', `/api/events/sessions/${FULL_SESSION}/join`);
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).error).toBe(
      "La dernière place vient d'être réservée... Merci de retenter votre chance sur un futur évènement !",
    );
  });

  it('uses the session variant of the full message when the event has several sessions', async () => {
    const event = await createEvent({
      sessions: [
        { title: 'Première', startsAt: inDays(5), durationMinutes: 60 },
        { title: 'Seconde', startsAt: inDays(6), durationMinutes: 60 },
      ],
    });
    const sessionId = event.sessions[0]?.id ?? '';
    expect((await call('ines', 'POST', `/api/events/sessions/${sessionId}/join`)).statusCode).toBe(200);
    const full = await call('emilie', 'POST', `/api/events/sessions/${sessionId}/join`);
    expect(errorBody(full).error).toBe(
      "La dernière place vient d'être réservée... Merci de retenter votre chance sur une future session !",
    );
  });

  it('refuses members outside the event’s channel with the spec’s message', async () => {
    const response = await call('sport', 'POST', `/api/events/sessions/${WEBINAR_SESSION}/join`);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).error).toBe('Vous ne pouvez pas souscrire à cette évènement');
    const starter = await call('starter', 'POST', `/api/events/sessions/${WEBINAR_SESSION}/join`);
    expect(errorBody(starter).error).toBe(EVENT_MESSAGES.cannotJoin);
  });

  it('refuses to join a terminated session', async () => {
    const response = await call('mdb', 'POST', '/api/events/sessions/demo-event-04-s1/join');
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).error).toBe(EVENT_MESSAGES.sessionOver);
  });

  it('gives the last seat to exactly one of two members racing for it', async () => {
    const event = await createEvent({ capacity: 1 });
    const sessionId = event.sessions[0]?.id ?? '';
    const answers = await Promise.all(
      (['emilie', 'youssef'] as const).map((who) => call(who, 'POST', `/api/events/sessions/${sessionId}/join`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const seats = await test.app.db
      .selectFrom('event_participants')
      .select('uid')
      .where('session_id', '=', sessionId)
      .where('state', '=', 'SEAT')
      .execute();
    expect(seats).toHaveLength(1);
    const session = (await call('admin', 'GET', `/api/events/${event.id}`)).json<EventResponse>().event.sessions[0];
    expect(session?.seatsTaken).toBe(1);
  });
});

describe('the waitlist', () => {
  it('seats the first waiting member when a seat frees, and notifies them', async () => {
    const event = await createEvent({ capacity: 1, title: 'Visite en petit comité' });
    const sessionId = event.sessions[0]?.id ?? '';
    expect((await call('ines', 'POST', `/api/events/sessions/${sessionId}/join`)).statusCode).toBe(200);
    const waiting = await call('emilie', 'POST', `/api/events/sessions/${sessionId}/wait`);
    expect(waiting.json<ParticipationResponse>()).toMatchObject({
      message: EVENT_MESSAGES.waiting,
      session: { participation: 'WAITING', waitlistPosition: 1 },
    });
    const second = await call('pierre', 'POST', `/api/events/sessions/${sessionId}/wait`);
    expect(second.json<ParticipationResponse>().session.waitlistPosition).toBe(2);
    const twice = await call('emilie', 'POST', `/api/events/sessions/${sessionId}/wait`);
    expect(errorBody(twice).error).toBe(EVENT_MESSAGES.alreadyWaiting);

    expect((await call('ines', 'POST', `/api/events/sessions/${sessionId}/quit`)).statusCode).toBe(200);

    const emilie = OTHER_MEMBERS.find((member) => member.firstname === 'Émilie')?.uid ?? '';
    const promoted = (await call('emilie', 'GET', `/api/events/${event.id}`)).json<EventResponse>().event.sessions[0];
    expect(promoted).toMatchObject({ participation: 'SEAT', seatsTaken: 1, waitingCount: 1 });
    expect(await notificationKinds(emilie)).toContain('event-validation');
    const next = (await call('pierre', 'GET', `/api/events/${event.id}`)).json<EventResponse>().event.sessions[0];
    expect(next).toMatchObject({ participation: 'WAITING', waitlistPosition: 1 });
  });

  it('seats waiting members when an admin raises the capacity', async () => {
    const event = await createEvent({ capacity: 1 });
    const sessionId = event.sessions[0]?.id ?? '';
    await call('ines', 'POST', `/api/events/sessions/${sessionId}/join`);
    await call('youssef', 'POST', `/api/events/sessions/${sessionId}/wait`);
    const { channel: _channel, sessions: _sessions, ...fields } = newEvent({ capacity: 2 });
    const updated = await call('admin', 'PUT', `/api/events/${event.id}`, fields);
    expect(updated.statusCode).toBe(200);
    const seen = (await call('youssef', 'GET', `/api/events/${event.id}`)).json<EventResponse>().event.sessions[0];
    expect(seen).toMatchObject({ participation: 'SEAT', seatsTaken: 2 });
  });
});

describe('administration', () => {
  it('is for MDB_ADMIN only', async () => {
    expect((await call('mdb', 'POST', '/api/events', newEvent())).statusCode).toBe(403);
    expect((await call('mdb', 'DELETE', '/api/events/demo-event-01')).statusCode).toBe(403);
    expect((await call('mdb', 'PUT', `/api/events/sessions/${WEBINAR_SESSION}`, {})).statusCode).toBe(403);
  });

  it('answers field violations in French for bad dates and incomplete events', async () => {
    const response = await call(
      'admin',
      'POST',
      '/api/events',
      newEvent({
        mode: 'ONLINE',
        address: null,
        capacity: 0,
        sessions: [{ title: '', startsAt: '2026-13-45T25:00:00Z', durationMinutes: 0 }],
      }),
    );
    expect(response.statusCode).toBe(400);
    const { errors } = errorBody(response);
    expect(errors?.['sessions.0.startsAt']).toEqual(['Cette valeur doit être une date valide']);
    expect(errors?.['sessions.0.durationMinutes']).toEqual([EVENT_MESSAGES.durationRange]);
    expect(errors?.['sessions.0.title']).toEqual(['Ce champs est obligatoire']);
    expect(errors?.capacity).toEqual([EVENT_MESSAGES.capacityRange]);
    const noSessions = await call('admin', 'POST', '/api/events', newEvent({ sessions: [] }));
    expect(errorBody(noSessions).errors?.sessions).toEqual([EVENT_MESSAGES.sessionsRequired]);
  });

  it('refuses an event of 3,500 sessions with a French violation, not a database error', async () => {
    const sessions = Array.from({ length: 3500 }, () => ({
      title: 'Visite',
      startsAt: inDays(8),
      durationMinutes: 60,
    }));
    const response = await call('admin', 'POST', '/api/events', newEvent({ sessions }));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors?.sessions).toEqual([EVENT_MESSAGES.tooManySessions]);
  });

  it(`creates an event of ${EVENT_MAX_SESSIONS} sessions, and refuses one more session`, async () => {
    const sessions = Array.from({ length: EVENT_MAX_SESSIONS }, (_, day) => ({
      title: `Visite ${day}`,
      startsAt: inDays(8 + day),
      durationMinutes: 60,
    }));
    const event = await createEvent({ sessions });
    expect(event.sessions).toHaveLength(EVENT_MAX_SESSIONS);
    const session = { title: 'Une de plus', startsAt: inDays(200), durationMinutes: 60 };
    const response = await call('admin', 'POST', `/api/events/${event.id}/sessions`, session);
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toEqual({ error: EVENT_MESSAGES.tooManySessions });
  });

  it('refuses a day that does not exist instead of moving it to the next month', async () => {
    const sessions = [{ title: 'Visite', startsAt: '2026-02-30T10:00Z', durationMinutes: 60 }];
    const response = await call('admin', 'POST', '/api/events', newEvent({ sessions }));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors?.['sessions.0.startsAt']).toEqual(["Le format de la date n'est pas valide"]);
  });

  it('requires a link and a provider online, an address in person', async () => {
    const online = await call('admin', 'POST', '/api/events', newEvent({ mode: 'ONLINE', address: null }));
    expect(errorBody(online).errors).toMatchObject({
      link: [EVENT_MESSAGES.linkRequired],
      provider: [EVENT_MESSAGES.providerRequired],
    });
    const physical = await call('admin', 'POST', '/api/events', newEvent({ address: '  ' }));
    expect(errorBody(physical).errors).toMatchObject({ address: [EVENT_MESSAGES.addressRequired] });
  });

  it('adds, edits and deletes sessions', async () => {
    const event = await createEvent({ capacity: 10 });
    const added = await call('admin', 'POST', `/api/events/${event.id}/sessions`, {
      title: 'Deuxième visite',
      startsAt: inDays(15),
      durationMinutes: 45,
    });
    expect(added.statusCode).toBe(201);
    const second = added.json<EventResponse>().event.sessions[1];
    expect(second).toMatchObject({ title: 'Deuxième visite', durationMinutes: 45, capacity: 10 });
    const edited = await call('admin', 'PUT', `/api/events/sessions/${second?.id ?? ''}`, {
      title: 'Visite du soir',
      startsAt: inDays(16),
      durationMinutes: 60,
    });
    expect(edited.json<EventResponse>().event.sessions[1]).toMatchObject({
      title: 'Visite du soir',
      durationMinutes: 60,
    });
    const deleted = await call('admin', 'DELETE', `/api/events/sessions/${second?.id ?? ''}`);
    expect(deleted.json()).toEqual({ message: EVENT_MESSAGES.sessionDeleted });
    const remaining = (await call('admin', 'GET', `/api/events/${event.id}`)).json<EventResponse>().event.sessions;
    expect(remaining).toHaveLength(1);
    const last = await call('admin', 'DELETE', `/api/events/sessions/${remaining[0]?.id ?? ''}`);
    expect(last.statusCode).toBe(409);
    expect(errorBody(last).error).toBe(EVENT_MESSAGES.lastSession);
    expect((await call('admin', 'GET', `/api/events/${event.id}`)).json<EventResponse>().event.sessions).toHaveLength(
      1,
    );
  });

  it('deleting an event notifies its participants and removes it from the lists', async () => {
    const event = await createEvent({ capacity: 1, title: 'Évènement annulé' });
    const sessionId = event.sessions[0]?.id ?? '';
    await call('youssef', 'POST', `/api/events/sessions/${sessionId}/join`);
    await call('ines', 'POST', `/api/events/sessions/${sessionId}/wait`);
    const response = await call('admin', 'DELETE', `/api/events/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EVENT_MESSAGES.deleted });
    const youssef = OTHER_MEMBERS.find((member) => member.firstname === 'Youssef')?.uid ?? '';
    const ines = OTHER_MEMBERS.find((member) => member.firstname === 'Inès')?.uid ?? '';
    expect(await notificationKinds(youssef)).toContain('event-deleted');
    expect(await notificationKinds(ines)).toContain('event-deleted');
    expect((await call('youssef', 'GET', `/api/events/${event.id}`)).statusCode).toBe(404);
    const mine = (await call('youssef', 'GET', '/api/events/my-sessions')).json<MemberSessionList>();
    expect(mine.items.some((item) => item.event.id === event.id)).toBe(false);
  });
});

describe('calendar export', () => {
  it('downloads one session as .ics with a stable UID', async () => {
    const response = await call('mdb', 'GET', `/api/events/sessions/${WEBINAR_SESSION}/ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('.ics');
    expect(response.body).toContain(`UID:session-${WEBINAR_SESSION}@campus`);
    expect(response.body).toContain('STATUS:CONFIRMED');
    // The demo webinar runs through Livestorm: the seat holder's own link shows on Campus, the entry leads there.
    expect(response.body).toContain('/mes-evenements?id=');
    expect(response.body).not.toContain('livestorm');
    const other = await call('air', 'GET', `/api/events/sessions/${WEBINAR_SESSION}/ics`);
    expect(other.body).not.toContain('livestorm');
  });

  it('serves a private feed without a token, carries cancellations, and is revocable', async () => {
    const event = await createEvent({ capacity: 5, title: 'Visite bientôt annulée' });
    const sessionId = event.sessions[0]?.id ?? '';
    await call('mdb', 'POST', `/api/events/sessions/${sessionId}/join`);
    const { url } = (await call('mdb', 'POST', '/api/events/calendar-feed')).json<CalendarFeedResponse>();
    const path = new URL(url).pathname;
    const feed = await test.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:session-${WEBINAR_SESSION}@campus`);
    expect(feed.body).toContain(`UID:session-${sessionId}@campus`);

    await call('admin', 'DELETE', `/api/events/${event.id}`);
    const afterDelete = (await test.app.inject({ method: 'GET', url: path })).body;
    const cancelled = afterDelete.slice(afterDelete.indexOf(`UID:session-${sessionId}@campus`));
    expect(cancelled.slice(0, cancelled.indexOf('END:VEVENT'))).toContain('STATUS:CANCELLED');

    const renewed = (await call('mdb', 'POST', '/api/events/calendar-feed')).json<CalendarFeedResponse>();
    expect(renewed.url).not.toBe(url);
    expect((await test.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await call('mdb', 'DELETE', '/api/events/calendar-feed')).statusCode).toBe(204);
    const revoked = await test.app.inject({ method: 'GET', url: new URL(renewed.url).pathname });
    expect(revoked.statusCode).toBe(404);
  });
});

describe('the demo data', () => {
  it('has upcoming and past events in every channel', async () => {
    for (const channel of ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'] as const) {
      const upcoming = (await call('admin', 'GET', `/api/events?channel=${channel}`)).json<EventList>();
      const past = (await call('admin', 'GET', `/api/events?channel=${channel}&period=past`)).json<EventList>();
      expect(upcoming.items.length, channel).toBeGreaterThan(0);
      expect(past.items.length, channel).toBeGreaterThan(0);
    }
    expect(DEMO_ACCOUNTS.air.uid).toBeTruthy();
  });
});
