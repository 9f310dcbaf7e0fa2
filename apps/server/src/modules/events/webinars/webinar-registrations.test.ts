import type { ActivityPage } from '@campus/domain/account';
import type {
  CreateEventRequest,
  EventResponse,
  WebinarProvider,
  WebinarRegistrationList,
} from '@campus/domain/events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WEBINARS } from '../../../platform/config.js';
import { DEMO_ACCOUNTS } from '../../../testing/demo-data.js';
import { runJob, waitUntil } from '../../../testing/jobs.js';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  startFakeLivestorm,
  startFakeZoom,
  type FakeWebinarApi,
  type FakeZoomApi,
} from '../../../testing/webinar-fakes.js';
import { closeDueAccounts } from '../../members/account-closure.js';
import { WEBINAR_ATTENDANCE_JOB } from './webinar-attendance.js';
import { WEBINAR_REGISTRATIONS_JOB } from './webinar-registrations.js';

const LIVESTORM_TOKEN = 'livestorm-secret-token-0123456789';
const ZOOM = { accountId: 'acc-campus', clientId: 'client-campus', clientSecret: 'zoom-secret-0123456789' };
type Who = 'admin' | 'air' | 'mdb';
const EMAILS: Record<Who, string> = { admin: 'admin@campus.test', air: 'air@campus.test', mdb: 'mdb@campus.test' };

let test: TestApp;
let livestorm: FakeWebinarApi;
let zoom: FakeZoomApi;
const tokens = {} as Record<Who, string>;
let webinarCount = 0;

beforeAll(async () => {
  livestorm = await startFakeLivestorm(LIVESTORM_TOKEN);
  zoom = await startFakeZoom(ZOOM);
  test = await createTestApp({
    webinars: {
      ...DEFAULT_WEBINARS,
      livestormApiToken: LIVESTORM_TOKEN,
      livestormApiUrl: livestorm.url,
      zoom: ZOOM,
      zoomApiUrl: zoom.url,
      zoomOauthUrl: zoom.oauthUrl,
      retryDelaySeconds: 1,
    },
    jobs: { pollIntervalSeconds: 1 },
  });
  for (const who of Object.keys(EMAILS) as Who[]) tokens[who] = await test.signIn(EMAILS[who]);
}, 60_000);
afterAll(async () => {
  await test.close();
  await livestorm.close();
  await zoom.close();
});

const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** An online event of one session registered with the provider's session or meeting `webinarId` (made known to it). */
async function createWebinar(
  provider: WebinarProvider,
  { startsInMinutes = 10, capacity = 10, isKnown = true } = {},
): Promise<{ eventId: string; sessionId: string; webinarId: string }> {
  webinarCount += 1;
  const webinarId = provider === 'ZOOM' ? String(86_000_000_000 + webinarCount) : `ls-session-${webinarCount}`;
  if (isKnown) (provider === 'ZOOM' ? zoom : livestorm).addWebinar(webinarId);
  const request: CreateEventRequest = {
    channel: 'immobilier',
    type: 'LIVE',
    mode: 'ONLINE',
    provider,
    link: 'https://app.livestorm.co/campus/salle',
    capacity,
    title: `Webinaire ${webinarCount}`,
    description: null,
    sessions: [{ title: 'Session', startsAt: minutesFromNow(startsInMinutes), durationMinutes: 60, webinarId }],
  };
  const created = await call('admin', 'POST', '/api/events', request);
  expect(created.statusCode).toBe(201);
  const { event } = created.json<EventResponse>();
  return { eventId: event.id, sessionId: event.sessions[0]?.id ?? '', webinarId };
}

const registrationOf = (app: FastifyInstance, sessionId: string, who: Who) =>
  app.db
    .selectFrom('webinar_registrations')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('uid', '=', DEMO_ACCOUNTS[who].uid)
    .executeTakeFirst();

async function waitForStatus(sessionId: string, who: Who, status: string | null, timeoutMs = 20_000) {
  await waitUntil(async () => ((await registrationOf(test.app, sessionId, who))?.status ?? null) === status, timeoutMs);
}

async function sessionAs(who: Who, eventId: string) {
  const { event } = (await call(who, 'GET', `/api/events/${eventId}`)).json<EventResponse>();
  return event.sessions[0];
}

describe('registering members with Livestorm', () => {
  it('registers a member who joins with their name and e-mail; each sees only their own link, shortly before', async () => {
    const soon = await createWebinar('LIVESTORM', { startsInMinutes: 10 });
    expect((await call('air', 'POST', `/api/events/sessions/${soon.sessionId}/join`)).statusCode).toBe(200);
    expect((await call('admin', 'POST', `/api/events/sessions/${soon.sessionId}/join`)).statusCode).toBe(200);
    await waitForStatus(soon.sessionId, 'air', 'REGISTERED');
    await waitForStatus(soon.sessionId, 'admin', 'REGISTERED');

    const people = livestorm.people(soon.webinarId);
    const air = people.find((person) => person.email === 'air@campus.test');
    const admin = people.find((person) => person.email === 'admin@campus.test');
    expect(air).toMatchObject({ firstname: expect.any(String) as unknown });
    expect(await sessionAs('air', soon.eventId)).toMatchObject({
      joinUrl: air?.joinUrl,
      webinarRegistration: 'REGISTERED',
    });
    expect(await sessionAs('admin', soon.eventId)).toMatchObject({ joinUrl: admin?.joinUrl });
    expect(air?.joinUrl).not.toBe(admin?.joinUrl);
    // A member without a seat sees no link, nor whose registration it is.
    expect(await sessionAs('mdb', soon.eventId)).toMatchObject({
      joinUrl: null,
      webinarRegistration: null,
      webinarId: null,
    });

    // Days before the start, the registration is made but the link does not show yet.
    const later = await createWebinar('LIVESTORM', { startsInMinutes: 3 * 24 * 60 });
    await call('air', 'POST', `/api/events/sessions/${later.sessionId}/join`);
    await waitForStatus(later.sessionId, 'air', 'REGISTERED');
    expect(await sessionAs('air', later.eventId)).toMatchObject({ joinUrl: null, webinarRegistration: 'REGISTERED' });
  });

  it('unregisters a member who quits, and registers the waiting member who gets the place', async () => {
    const full = await createWebinar('LIVESTORM', { capacity: 1 });
    await call('air', 'POST', `/api/events/sessions/${full.sessionId}/join`);
    await call('admin', 'POST', `/api/events/sessions/${full.sessionId}/wait`);
    await waitForStatus(full.sessionId, 'air', 'REGISTERED');
    expect(await registrationOf(test.app, full.sessionId, 'admin')).toBeUndefined();

    await call('air', 'POST', `/api/events/sessions/${full.sessionId}/quit`);
    await waitForStatus(full.sessionId, 'air', null);
    await waitForStatus(full.sessionId, 'admin', 'REGISTERED');
    expect(livestorm.people(full.webinarId).map((person) => person.email)).toEqual(['admin@campus.test']);
  });

  it('cancels the registration at the old session when an admin moves the session to another one', async () => {
    const webinar = await createWebinar('LIVESTORM', { startsInMinutes: 3 * 24 * 60 });
    await call('air', 'POST', `/api/events/sessions/${webinar.sessionId}/join`);
    await waitForStatus(webinar.sessionId, 'air', 'REGISTERED');
    expect(livestorm.people(webinar.webinarId).map((person) => person.email)).toEqual(['air@campus.test']);

    const moved = `ls-session-moved-${webinarCount}`;
    livestorm.addWebinar(moved);
    const session = await sessionAs('admin', webinar.eventId);
    const changed = await call('admin', 'PUT', `/api/events/sessions/${webinar.sessionId}`, {
      title: session?.title,
      startsAt: session?.startsAt,
      durationMinutes: session?.durationMinutes,
      webinarId: moved,
    });
    expect(changed.statusCode).toBe(200);
    await waitUntil(() => Promise.resolve(livestorm.people(moved).length === 1), 20_000);
    await waitForStatus(webinar.sessionId, 'air', 'REGISTERED');
    expect(livestorm.people(moved).map((person) => person.email)).toEqual(['air@campus.test']);
    // Nobody is left at the session it no longer uses.
    expect(livestorm.people(webinar.webinarId)).toEqual([]);
    expect(await registrationOf(test.app, webinar.sessionId, 'air')).toMatchObject({
      webinar_id: moved,
      previous_webinar_id: null,
    });
  });

  it('retries a registration the provider could not make (503), and succeeds', async () => {
    const webinar = await createWebinar('LIVESTORM');
    livestorm.answerNext(503);
    await call('air', 'POST', `/api/events/sessions/${webinar.sessionId}/join`);
    await waitForStatus(webinar.sessionId, 'air', 'REGISTERED');
    expect(livestorm.people(webinar.webinarId)).toHaveLength(1);
  });

  it('keeps the place when every attempt failed, shows the failure to the member and tells the admins', async () => {
    const unknown = await createWebinar('LIVESTORM', { isKnown: false });
    await call('air', 'POST', `/api/events/sessions/${unknown.sessionId}/join`);
    await waitForStatus(unknown.sessionId, 'air', 'FAILED', 30_000);

    expect(await sessionAs('air', unknown.eventId)).toMatchObject({
      participation: 'SEAT',
      webinarRegistration: 'FAILED',
      joinUrl: null,
    });
    const told = await test.app.db
      .selectFrom('notifications')
      .select(['uid', 'text', 'link'])
      .where('kind', '=', 'webinar-registration-failed')
      .where('uid', '=', DEMO_ACCOUNTS.admin.uid)
      .execute();
    expect(told).toContainEqual({
      uid: DEMO_ACCOUNTS.admin.uid,
      text: expect.stringMatching(
        new RegExp(
          `^L'inscription de .+ dans Livestorm a échoué pour « Webinaire ${webinarCount} » : sa place reste réservée$`,
        ),
      ) as unknown,
      link: `/mes-evenements?id=${unknown.eventId}`,
    });
    const { items } = await test.app.jobs.listFailed({ limit: 20 });
    const failed = items.find((job) => job.name === WEBINAR_REGISTRATIONS_JOB);
    expect(failed?.error).toBe('1 inscription(s) en échec : Livestorm a répondu 404 (session ou réunion introuvable)');

    // The admin fixes the session at Livestorm and retries the failed job: the member is registered.
    livestorm.addWebinar(unknown.webinarId);
    expect(await test.app.jobs.retry(failed?.id ?? '')).toBe('retried');
    await waitForStatus(unknown.sessionId, 'air', 'REGISTERED', 30_000);
  }, 60_000);

  it('never logs the API token, even when Livestorm refuses it (401)', async () => {
    const lines: string[] = [];
    const serialize = (value: unknown) =>
      JSON.stringify(value, (_key, field: unknown) =>
        field instanceof Error ? { ...field, message: field.message, stack: field.stack } : field,
      );
    const spies = (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((level) =>
      vi.spyOn(test.app.log, level).mockImplementation((...args: unknown[]) => {
        lines.push(serialize(args));
      }),
    );
    try {
      const refused = await createWebinar('LIVESTORM');
      livestorm.answerNext(401, { times: 4 });
      await call('air', 'POST', `/api/events/sessions/${refused.sessionId}/join`);
      await waitForStatus(refused.sessionId, 'air', 'FAILED', 30_000);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.join('\n')).toContain('Livestorm a répondu 401');
    expect(lines.join('\n')).not.toContain(LIVESTORM_TOKEN);
    const { items } = await test.app.jobs.listFailed({ limit: 50 });
    expect(JSON.stringify(items)).not.toContain(LIVESTORM_TOKEN);
  }, 60_000);

  it('shows the admins who is registered with the provider and who is not; members may not look', async () => {
    const webinar = await createWebinar('LIVESTORM', { isKnown: false });
    await call('air', 'POST', `/api/events/sessions/${webinar.sessionId}/join`);
    const list = (
      await call('admin', 'GET', `/api/events/sessions/${webinar.sessionId}/webinar-registrations`)
    ).json<WebinarRegistrationList>();
    expect(list).toMatchObject({ provider: 'LIVESTORM', webinarId: webinar.webinarId });
    expect(list.items).toEqual([
      expect.objectContaining({
        uid: DEMO_ACCOUNTS.air.uid,
        status: expect.stringMatching(/PENDING|FAILED/) as unknown,
      }),
    ]);
    expect(
      (await call('air', 'GET', `/api/events/sessions/${webinar.sessionId}/webinar-registrations`)).statusCode,
    ).toBe(403);
  });

  it('reads back who attended after the session, and it counts in their activity', async () => {
    const webinar = await createWebinar('LIVESTORM');
    await call('air', 'POST', `/api/events/sessions/${webinar.sessionId}/join`);
    await call('admin', 'POST', `/api/events/sessions/${webinar.sessionId}/join`);
    await waitForStatus(webinar.sessionId, 'air', 'REGISTERED');
    await waitForStatus(webinar.sessionId, 'admin', 'REGISTERED');
    livestorm.markAttended(webinar.webinarId, 'air@campus.test');
    await test.app.db
      .updateTable('event_sessions')
      .set({ starts_at: minutesFromNow(-120) })
      .where('id', '=', webinar.sessionId)
      .execute();

    const job = await runJob(test.app, WEBINAR_ATTENDANCE_JOB);
    expect(job.status).toBe('done');
    expect((await registrationOf(test.app, webinar.sessionId, 'air'))?.attended_at).not.toBeNull();
    expect((await registrationOf(test.app, webinar.sessionId, 'admin'))?.attended_at).toBeNull();
    const activity = (await call('air', 'GET', '/api/me/activity')).json<ActivityPage>();
    expect(activity.items).toContainEqual(
      expect.objectContaining({ id: `webinar-attended:${webinar.sessionId}`, kind: 'webinar-attended' }),
    );
    // Read once: the next run leaves the session alone.
    livestorm.markAttended(webinar.webinarId, 'admin@campus.test');
    await runJob(test.app, WEBINAR_ATTENDANCE_JOB);
    expect((await registrationOf(test.app, webinar.sessionId, 'admin'))?.attended_at).toBeNull();
  });
});

describe('registering members with Zoom', () => {
  it('adds a meeting registrant when a member joins and cancels them when they quit', async () => {
    const meeting = await createWebinar('ZOOM');
    await call('air', 'POST', `/api/events/sessions/${meeting.sessionId}/join`);
    await waitForStatus(meeting.sessionId, 'air', 'REGISTERED');
    const [registrant] = zoom.people(meeting.webinarId);
    expect(registrant?.email).toBe('air@campus.test');
    expect(await sessionAs('air', meeting.eventId)).toMatchObject({ joinUrl: registrant?.joinUrl });

    await call('air', 'POST', `/api/events/sessions/${meeting.sessionId}/quit`);
    await waitForStatus(meeting.sessionId, 'air', null);
    expect(zoom.people(meeting.webinarId)).toEqual([]);
  });
});

describe('closing an account', () => {
  it('cancels the member’s registrations with the e-mail they were registered with', async () => {
    const webinar = await createWebinar('LIVESTORM', { startsInMinutes: 3 * 24 * 60 });
    await call('mdb', 'POST', `/api/events/sessions/${webinar.sessionId}/join`);
    await waitForStatus(webinar.sessionId, 'mdb', 'REGISTERED');
    expect(livestorm.people(webinar.webinarId).map((person) => person.email)).toEqual(['mdb@campus.test']);

    await test.app.db
      .updateTable('users')
      .set({ closure_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('uid', '=', DEMO_ACCOUNTS.mdb.uid)
      .execute();
    expect(await closeDueAccounts(test.app, new Date())).toEqual({ anonymised: 1 });
    await waitForStatus(webinar.sessionId, 'mdb', null);
    expect(livestorm.people(webinar.webinarId)).toEqual([]);
  });
});
