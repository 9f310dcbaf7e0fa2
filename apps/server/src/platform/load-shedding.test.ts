import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../testing/demo-data.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let test: TestApp;
let webDist: string;
const BUILT_SCRIPT = 'export const campus = 1;';
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'campus-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'assets', 'page-abc123.js'), BUILT_SCRIPT);
  test = await createTestApp({ maxEventLoopDelayMs: 20, webDist });
  // Ready before the lag is made: starting the app (its background jobs: pg-boss on PostgreSQL) is not a request.
  await test.app.ready();
});
afterAll(async () => {
  await test.close();
  await rm(webDist, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy, as a burst of requests on one core does. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

const health = () => test.app.inject({ method: 'GET', url: '/api/health' });

describe('load shedding', () => {
  it('answers 503 with Retry-After, in French and with the security headers, once the event loop lags', async () => {
    blockEventLoop(600);
    await sleep(0); // the overdue lag sample runs first
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.overloaded });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still sends the pages and the built files, without which the app does not work at all', async () => {
    blockEventLoop(600);
    await sleep(0);
    const script = await test.app.inject({ method: 'GET', url: '/assets/page-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe(BUILT_SCRIPT);
    const page = await test.app.inject({ method: 'GET', url: '/mon-suivi/messages', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect((await health()).statusCode).toBe(503);
  });

  it('serves again once the lag is gone', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 30 && status !== 200; attempt += 1) {
      await sleep(100);
      status = (await health()).statusCode;
    }
    expect(status).toBe(200);
  });
});

describe('requests running at once', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ maxRequestsInFlight: 2, webDist });
  });
  afterAll(() => limited.close());

  const login = () =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'air@campus.test', password: DEMO_PASSWORD },
    });

  it('past the limit, the next ones are shed with a French 503 and Retry-After; the places come back', async () => {
    // Sign-ins wait for argon2 off the event loop: ten of them are running at the same time.
    const responses = await Promise.all(Array.from({ length: 10 }, login));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    const shed = responses.find((response) => response.statusCode === 503);
    expect(shed?.json()).toEqual({ error: AUTH_MESSAGES.overloaded });
    expect(Number(shed?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('sends the built files past the limit, and does not count them', async () => {
    const logins = Array.from({ length: 4 }, login);
    const asset = await limited.app.inject({ method: 'GET', url: '/assets/page-abc123.js' });
    expect(asset.statusCode).toBe(200);
    const statuses = (await Promise.all(logins)).map((response) => response.statusCode);
    expect(statuses).toContain(503);
  });
});
