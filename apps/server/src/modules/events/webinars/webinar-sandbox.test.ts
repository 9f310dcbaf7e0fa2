import type { EventResponse } from '@campus/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../testing/demo-data.js';
import { runJob, waitUntil } from '../../../testing/jobs.js';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.js';
import { WEBINAR_ATTENDANCE_JOB } from './webinar-attendance.js';

// Without keys (the demo): the sandbox stands for Livestorm and Zoom, its join links open a page of the instance.
const WEBINAR_EVENT = 'demo-event-02';
const WEBINAR_SESSION = 'demo-event-02-s1';

let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn('air@campus.test');
}, 60_000);
afterAll(() => test.close());

const registration = () =>
  test.app.db
    .selectFrom('webinar_registrations')
    .selectAll()
    .where('session_id', '=', WEBINAR_SESSION)
    .where('uid', '=', DEMO_ACCOUNTS.air.uid)
    .executeTakeFirst();

describe('the webinar sandbox', () => {
  it('registers a member who joins a demo webinar, gives them their own room link and counts them as attended', async () => {
    await test.app.inject({
      method: 'POST',
      url: `/api/events/sessions/${WEBINAR_SESSION}/join`,
      headers: bearer(token),
    });
    await waitUntil(async () => (await registration())?.status === 'REGISTERED', 15_000);
    // The demo session starts in two days: its link shows only from 30 minutes before.
    await test.app.db
      .updateTable('event_sessions')
      .set({ starts_at: new Date(Date.now() + 10 * 60_000).toISOString() })
      .where('id', '=', WEBINAR_SESSION)
      .execute();
    const { event } = (
      await test.app.inject({ method: 'GET', url: `/api/events/${WEBINAR_EVENT}`, headers: bearer(token) })
    ).json<EventResponse>();
    const joinUrl = event.sessions[0]?.joinUrl ?? '';
    expect(joinUrl).toMatch(/^\/api\/webinar-sandbox\/[\w-]{43}$/);

    const room = await test.app.inject({ method: 'GET', url: joinUrl });
    expect(room.statusCode).toBe(200);
    expect(room.headers['content-type']).toContain('text/html');
    expect(room.body).toContain('Salle Livestorm (bac à sable)');
    expect((await test.app.inject({ method: 'GET', url: '/api/webinar-sandbox/inconnu' })).statusCode).toBe(404);

    await test.app.db
      .updateTable('event_sessions')
      .set({ starts_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString() })
      .where('id', '=', WEBINAR_SESSION)
      .execute();
    expect((await runJob(test.app, WEBINAR_ATTENDANCE_JOB)).status).toBe('done');
    expect((await registration())?.attended_at).not.toBeNull();
  });
});
