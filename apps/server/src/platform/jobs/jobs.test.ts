import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { failedJobsPageSchema, jobSchema } from '@campus/domain/operations';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { waitForJob } from '../../testing/jobs.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import type { FinishedRun } from './jobs.js';

// The same behaviour on the embedded SQLite store and on pg-boss (the PostgreSQL run): each test app keeps its jobs
// in its own database (its pg-boss schema beside its test schema).

/** Idle workers look twice a second, so retries and ticks show up quickly. */
const FAST_POLLING = { pollIntervalSeconds: 0.5 };

describe('a background job', () => {
  let test: TestApp;
  const runs: FinishedRun[] = [];
  const laterRanOn: string[] = [];

  /** The jobs of this suite, defined again on the app a restart builds. */
  function defineJobs(app: FastifyInstance, instance: string) {
    app.jobs.define('count-rows', (data, { attempt }) => Promise.resolve({ rows: Number(data.rows), attempt }));
    app.jobs.define('later', () => {
      laterRanOn.push(instance);
      return Promise.resolve({ instance });
    });
    app.jobs.define('slow', async (data) => {
      await sleep(Number(data.ms));
      return { sleptMs: Number(data.ms) };
    });
    // Ends only when aborted.
    app.jobs.define(
      'stuck',
      (_data, { signal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
      { retryLimit: 1, retryDelaySeconds: 60 },
    );
    // Tells its progress, then waits for the test to let it end.
    app.jobs.define('in-steps', async (_data, { progress }) => {
      await progress({ done: 2, total: 5 });
      await stepsReleased;
      return { steps: 5 };
    });
    app.jobs.onFinished((run) => runs.push(run));
  }
  let releaseSteps: () => void = () => undefined;
  const stepsReleased = new Promise<void>((resolve) => (releaseSteps = resolve));

  beforeAll(async () => {
    test = await createTestApp({ seedDemo: 'never', jobs: FAST_POLLING });
    defineJobs(test.app, 'first');
    await test.app.ready();
  });
  afterAll(() => test.close());

  it('shows how far it is while it runs, and its report alone once done', async () => {
    const id = await test.app.jobs.send('in-steps');
    const running = await waitForJob(test.app, id, { isOver: (job) => job.progress !== undefined });
    expect(z.parse(jobSchema, running)).toMatchObject({ status: 'running', progress: { done: 2, total: 5 } });
    releaseSteps();
    const done = await waitForJob(test.app, id);
    expect(done).toMatchObject({ status: 'done', report: { steps: 5 } });
    expect(done.progress).toBeUndefined();
  });

  it('runs, keeps its report, and tells the observers how it went', async () => {
    const id = await test.app.jobs.send('count-rows', { rows: 42 });
    const job = z.parse(jobSchema, await waitForJob(test.app, id));
    expect(job).toMatchObject({ id, name: 'count-rows', status: 'done', attempts: 1, error: null });
    expect(job.report).toEqual({ rows: 42, attempt: 1 });
    expect(Date.parse(job.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(job.startedAt ?? ''));
    expect(runs.find((run) => run.id === id)).toMatchObject({
      name: 'count-rows',
      attempt: 1,
      status: 'done',
      willRetry: false,
    });
  });

  it('is sent once per idempotency key, and no id it never gave is found', async () => {
    const first = await test.app.jobs.send('count-rows', { rows: 1 }, { idempotencyKey: 'import:abc' });
    const again = await test.app.jobs.send('count-rows', { rows: 2 }, { idempotencyKey: 'import:abc' });
    expect(again).toBe(first);
    expect((await waitForJob(test.app, first)).report).toEqual({ rows: 1, attempt: 1 });
    expect(await test.app.jobs.get('matrix-jobId')).toBeNull();
    expect(await test.app.jobs.get(randomUUID())).toBeNull();
  });

  it('sent before a restart, runs after it', async () => {
    const id = await test.app.jobs.send('later', {}, { startAfter: new Date(Date.now() + 1500) });
    const app = await test.restart();
    defineJobs(app, 'after the restart');
    await app.ready();
    expect((await waitForJob(app, id)).report).toEqual({ instance: 'after the restart' });
    expect(laterRanOn).toEqual(['after the restart']);
  });

  it('stops gracefully: a running job ends before the stop does', async () => {
    const id = await test.app.jobs.send('slow', { ms: 700 });
    await waitForJob(test.app, id, { isOver: (job) => job.status === 'running' });
    await test.app.jobs.stop();
    expect(await test.app.jobs.get(id)).toMatchObject({ status: 'done', report: { sleptMs: 700 } });
  });

  it('stops within its timeout: a job still running then is interrupted, and queued to run again', async () => {
    const app = await test.restart();
    defineJobs(app, 'third');
    await app.ready();
    const id = await app.jobs.send('stuck');
    await waitForJob(app, id, { isOver: (job) => job.status === 'running' });
    const stopping = Date.now();
    await app.jobs.stop({ timeoutMs: 1000 });
    expect(Date.now() - stopping).toBeLessThan(2500);
    expect(await app.jobs.get(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'Interrompue par l’arrêt du serveur',
    });
    expect(runs.find((run) => run.id === id)).toMatchObject({ status: 'failed', willRetry: true });
  });
});

describe('failed jobs, for the admin', () => {
  let test: TestApp;
  let adminToken = '';
  let isHealed = false;
  const attemptTimes: number[] = [];
  const call = (method: 'GET' | 'POST', url: string, token = adminToken) =>
    test.app.inject({ method, url: `/api/admin/jobs${url}`, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    test = await createTestApp({ jobs: FAST_POLLING });
    test.app.jobs.define(
      'flaky',
      (_data, { attempt }) => {
        attemptTimes.push(Date.now());
        if (!isHealed) {
          return Promise.reject(
            new Error(`Serveur injoignable : postgres://campus:s3cret@db.example/campus (essai ${attempt})`),
          );
        }
        return Promise.resolve({ attempt });
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    adminToken = await test.signIn('admin@campus.test');
  });
  afterAll(() => test.close());

  it('retries a failing job with backoff, keeps it failed with its error, lists it; an admin retry gets it done', async () => {
    const id = await test.app.jobs.send('flaky');
    const failed = await waitForJob(test.app, id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'Serveur injoignable : postgres://campus:***@db.example/campus (essai 3)',
    });
    const [first = 0, second = 0, third = 0] = attemptTimes;
    expect(second - first).toBeGreaterThanOrEqual(950);
    // Backoff: the second retry waits twice as long as the first.
    expect(third - second).toBeGreaterThanOrEqual(1950);

    const listed = await call('GET', '/failed');
    expect(listed.statusCode).toBe(200);
    const page = z.parse(failedJobsPageSchema, listed.json());
    expect(page.items[0]).toMatchObject({ id, name: 'flaky', status: 'failed', attempts: 3, report: null });
    expect(listed.body).not.toMatch(/s3cret|\.ts:\d+|at async/);
    expect((await call('GET', `/${id}`)).json()).toMatchObject({ id, status: 'failed' });

    isHealed = true;
    const retried = await call('POST', `/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(z.parse(jobSchema, retried.json()).status).not.toBe('failed');
    expect(await waitForJob(test.app, id)).toMatchObject({
      status: 'done',
      attempts: 4,
      error: null,
      report: { attempt: 4 },
    });
    const after = z.parse(failedJobsPageSchema, (await call('GET', '/failed')).json());
    expect(after.items.map((item) => item.id)).not.toContain(id);
    const again = await call('POST', `/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Seule une tâche en échec peut être relancée' });
  });

  it('answers a job it does not know with a French 404', async () => {
    for (const response of [
      await call('GET', `/${randomUUID()}`),
      await call('GET', '/pas-une-tache'),
      await call('POST', `/${randomUUID()}/retry`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Tâche introuvable' });
    }
  });

  it('is for admins only: 401 without a token, 403 for a member', async () => {
    const memberToken = await test.signIn('mdb@campus.test');
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/failed'],
      ['GET', `/${id}`],
      ['POST', `/${id}/retry`],
    ] as const) {
      expect((await call(method, url, '')).statusCode).toBe(401);
      expect((await call(method, url, memberToken)).statusCode).toBe(403);
    }
  });
});
