import type { Job } from '@campus/domain/operations';
import type { FastifyInstance } from 'fastify';
import type { JobData } from '../platform/jobs/jobs.js';

const WAIT_STEP_MS = 20;

/** Polls a job until `isOver` says so (by default: done or failed), at most `timeoutMs`. */
export async function waitForJob(
  app: FastifyInstance,
  id: string,
  { isOver = (job: Job) => job.status === 'done' || job.status === 'failed', timeoutMs = 15_000 } = {},
): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await app.jobs.get(id);
    if (job && isOver(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.status ?? 'missing'} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** Sends a job now and waits for it to be done or failed (the app must be ready: its jobs started). */
export async function runJob(app: FastifyInstance, name: string, data: JobData = {}): Promise<Job> {
  await app.ready();
  return waitForJob(app, await app.jobs.send(name, data));
}

/** Polls until `isTrue` holds, at most `timeoutMs`. */
export async function waitUntil(isTrue: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isTrue())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
