import { directDiscussionId } from '@campus/domain/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../testing/demo-data.js';
import { RealtimeTestClient } from '../testing/realtime-client.js';
import { bearer, createTestApp, isPostgresRun, type TestApp } from '../testing/test-app.js';
import { SERVER_MESSAGES } from './errors.js';

const METRICS_TOKEN = 'supervision-0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seedDemo: 'never' });
  });
  afterAll(() => test.close());

  it('does not exist', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let test: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    test = await createTestApp({ metricsToken: METRICS_TOKEN });
    baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test.close());

  const scrape = (token?: string) =>
    test.app.inject({ method: 'GET', url: '/metrics', headers: token ? bearer(token) : {} });

  it('answers only the scraper holding the token, in French otherwise', async () => {
    for (const response of [await scrape(), await scrape('un-autre-jeton-de-supervision')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: SERVER_MESSAGES.metricsUnauthorized });
    }
  });

  it('times requests by route pattern and status, never by member', async () => {
    const token = await test.signIn('mdb@campus.test');
    const { uid } = DEMO_ACCOUNTS.air;
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/users/${uid}`, headers: bearer(token) })).statusCode,
    ).toBe(200);
    const response = await scrape(METRICS_TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(
      /^campus_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/:id",status_code="200"\} 1$/m,
    );
    expect(response.body).not.toContain(uid);
    expect(response.body).not.toContain('mdb@campus.test');
  });

  it('counts open sockets, shed requests and the event loop lag', async () => {
    const client = new RealtimeTestClient(baseUrl);
    await client.signIn(await test.signIn('air@campus.test'));
    const body = (await scrape(METRICS_TOKEN)).body;
    expect(body).toMatch(/^campus_realtime_open_sockets 1$/m);
    expect(body).toMatch(/^campus_http_requests_shed_total 0$/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    client.close();
    await client.closed();
  });

  it('counts the changes delivered to realtime subscriptions', async () => {
    const discussionId = directDiscussionId([DEMO_ACCOUNTS.mdb.uid, DEMO_ACCOUNTS.air.uid]);
    const deliveries = async () =>
      Number(/^campus_realtime_deliveries_total (\d+)$/m.exec((await scrape(METRICS_TOKEN)).body)?.[1]);
    const client = new RealtimeTestClient(baseUrl);
    await client.signIn(await test.signIn('air@campus.test'));
    await client.subscribe('messages', { kind: 'messages', discussionId });
    const before = await deliveries();
    const posted = await test.app.inject({
      method: 'POST',
      url: `/api/discussions/${discussionId}/messages`,
      headers: bearer(await test.signIn('mdb@campus.test')),
      payload: { text: 'Compté une fois' },
    });
    expect(posted.statusCode).toBe(201);
    await client.waitFor((message) => message.type === 'changes' && message.id === 'messages');
    expect(await deliveries()).toBe(before + 1);
    client.close();
    await client.closed();
  });

  it('counts the attempts of background jobs by job and outcome', async () => {
    const finished = new Promise<void>((resolve) => test.app.jobs.onFinished(() => resolve()));
    await test.app.jobs.send('purge-expired'); // a job every instance defines (modules/operations)
    await finished;
    const body = (await scrape(METRICS_TOKEN)).body;
    expect(body).toMatch(/^campus_job_runs_total\{job="purge-expired",outcome="done"\} 1$/m);
    expect(body).toMatch(/^campus_job_duration_seconds_count\{job="purge-expired"\} 1$/m);
  });

  it("counts the PostgreSQL pool's connections and its waits; the embedded SQLite has no pool to count", async () => {
    const body = (await scrape(METRICS_TOKEN)).body;
    if (isPostgresRun) {
      expect(body).toMatch(/^campus_db_pool_clients \d+$/m);
      expect(body).toMatch(/^campus_db_pool_waits_total \d+$/m);
      expect(body).toMatch(/^campus_db_pool_wait_seconds_total [\d.e-]+$/m);
    } else {
      expect(body).not.toMatch(/^campus_db_pool/m);
    }
  });
});
