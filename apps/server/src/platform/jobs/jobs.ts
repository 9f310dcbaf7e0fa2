import { createHash } from 'node:crypto';
import type { FailedJobsPage, Job } from '@campus/domain/operations';
import type { FastifyBaseLogger } from 'fastify';
import { isCronExpression } from './cron.js';

// One interface for background jobs and cron schedules (decision 0013): pg-boss on PostgreSQL (pg-boss-jobs.ts), the
// same behaviour in process on the embedded SQLite store (sqlite-jobs.ts). Modules define their own jobs; this floor
// knows none of them.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** What a job is sent with: a JSON object, read back by its handler. */
export type JobData = { [key: string]: JsonValue };
/** What a job tells when done (counts, rows, …): kept with the job, shown by `GET /api/admin/jobs/{jobId}`. */
export type JobReport = { [key: string]: JsonValue };

export interface JobContext {
  id: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /** Aborted when the attempt expires or the server stops before it ends: a long job checks it between steps. */
  signal: AbortSignal;
  /** Tells how far the job is (`GET /api/admin/jobs/{jobId}` shows it while it runs); a long job calls it between steps. */
  progress(progress: JobProgress): Promise<void>;
}

/** How far a running job is: steps done of all (lines, members, …). */
export interface JobProgress {
  done: number;
  total: number;
}

export type JobHandler = (data: JobData, context: JobContext) => Promise<JobReport | undefined>;

export interface JobOptions {
  /** Runs after a failed first one (2 unless set). */
  retryLimit?: number;
  /** Seconds before the first retry (30 unless set). */
  retryDelaySeconds?: number;
  /** Each retry waits twice as long as the one before (unless false). */
  retryBackoff?: boolean;
  /** An attempt running longer fails, its signal aborted, and may be retried (15 minutes unless set; 24 h at most). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /**
   * A unit of work sent once: another send of the same job name and key queues nothing and answers the first job's
   * id. Honoured while that job is kept (DONE_JOBS_KEPT_DAYS after it is done, FAILED_JOBS_KEPT_DAYS after it failed).
   */
  idempotencyKey?: string;
  /** Not before this time. */
  startAfter?: Date;
}

/** One attempt that ended, for the observers (metrics count runs and failures by job name and their duration). */
export interface FinishedRun {
  name: string;
  id: string;
  attempt: number;
  status: 'done' | 'failed';
  /** A failed attempt whose job runs again: its retries are not spent. */
  willRetry: boolean;
  durationSeconds: number;
}

export type RetryOutcome = 'retried' | 'not-found' | 'not-failed';

/** The background jobs of one Campus instance (`app.jobs`). */
export interface Jobs {
  /** What a job name does; before `start`. */
  define(name: string, handler: JobHandler, options?: JobOptions): void;
  /** Sends a defined job on every tick of `cron` (Paris time), once per tick across instances; before `start`. */
  schedule(name: string, cron: string, data?: JobData): void;
  /** Queues a job; answers its id (`get`). */
  send(name: string, data?: JobData, options?: SendOptions): Promise<string>;
  get(id: string): Promise<Job | null>;
  /** The jobs whose every attempt failed, newest failure first, kept FAILED_JOBS_KEPT_DAYS. */
  listFailed(page: { limit: number; cursor?: string | undefined }): Promise<FailedJobsPage>;
  /** Queues a failed job for one more attempt. */
  retry(id: string): Promise<RetryOutcome>;
  /** Calls `listener` after each attempt; answers the function that stops it. */
  onFinished(listener: (run: FinishedRun) => void): () => void;
  /** Starts working and scheduling (the app does it when ready). */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones, at most `timeoutMs` (STOP_TIMEOUT_MS unless set); those still
   * running then are aborted and their attempt counted as failed, so another instance or the next start retries it.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export const DONE_JOBS_KEPT_DAYS = 7;
export const FAILED_JOBS_KEPT_DAYS = 30;
/** A graceful stop ends within this (the SIGTERM drain has 10 s in all, architecture 4.15). */
export const STOP_TIMEOUT_MS = 4500;
/** How often an idle worker looks for due jobs, unless the config says otherwise. */
export const DEFAULT_POLL_INTERVAL_SECONDS = 2;

export const DEFAULT_JOB_OPTIONS: Required<JobOptions> = {
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  options: Required<JobOptions>;
}

export interface JobSchedule {
  name: string;
  cron: string;
  data: JobData;
}

/** A job name is a queue name on pg-boss and a label key on the web page. */
const JOB_NAME = /^[a-z][a-z0-9-]{0,62}$/;
const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ERROR_LENGTH = 500;

export const JOB_FAILURES = {
  expired: (seconds: number) => `Délai dépassé : la tâche tournait encore après ${seconds} s`,
  interrupted: 'Interrompue par l’arrêt du serveur',
  unknown: 'Erreur inconnue',
} as const;

/**
 * A failed attempt as it is kept: its message only. pg-boss stores what a handler throws as JSON, which is this
 * object's `toJSON`: no stack (that goes to the log), no cause, no properties carrying values.
 */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';
  toJSON(): { message: string } {
    return { message: this.message };
  }
}

/** The message of anything thrown, shortened, with the password of any URL in it masked. */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : JOB_FAILURES.unknown;
  const masked = message.replace(/(\w+:\/\/[^\s:/@]+):[^\s@/]+@/g, '$1:***@').trim() || JOB_FAILURES.unknown;
  return masked.length > MAX_ERROR_LENGTH ? `${masked.slice(0, MAX_ERROR_LENGTH - 1)}…` : masked;
}

/** The id of the job a name and an idempotency key stand for: the same on every instance and both stores. */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex').slice(0, 32).split('');
  // A UUID of version 8 (RFC 9562: built by its own rule) with the RFC variant, so PostgreSQL's uuid type takes it.
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Whether a value may be a job id at all (checked before any query: a PostgreSQL uuid column refuses the rest). */
export const isJobId = (id: string): boolean => JOB_ID.test(id);

type AttemptOutcome =
  { report: JobReport | null; durationSeconds: number } | { failure: JobFailure; durationSeconds: number };

function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () =>
      reject(signal.reason instanceof JobFailure ? signal.reason : new JobFailure(JOB_FAILURES.interrupted));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** What both stores share: the definitions and schedules, one attempt's run, and the observers. */
export abstract class JobRunner implements Jobs {
  protected readonly definitions = new Map<string, JobDefinition>();
  protected readonly schedules = new Map<string, JobSchedule>();
  readonly #listeners = new Set<(run: FinishedRun) => void>();
  #isSealed = false;

  protected constructor(protected readonly log: FastifyBaseLogger) {}

  define(name: string, handler: JobHandler, options: JobOptions = {}): void {
    this.#assertNotStarted(name);
    if (!JOB_NAME.test(name)) throw new Error(`job name ${name}: lowercase letters, digits and hyphens`);
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    const resolved = { ...DEFAULT_JOB_OPTIONS, ...options };
    if (resolved.expireInSeconds < 1 || resolved.expireInSeconds >= 24 * 60 * 60) {
      throw new Error(`job ${name}: expireInSeconds from 1 s to under 24 h`);
    }
    this.definitions.set(name, { name, handler, options: resolved });
  }

  schedule(name: string, cron: string, data: JobData = {}): void {
    this.#assertNotStarted(name);
    this.definitionOf(name);
    if (!isCronExpression(cron)) throw new Error(`job ${name}: ${cron} is no cron expression`);
    this.schedules.set(name, { name, cron, data });
  }

  onFinished(listener: (run: FinishedRun) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  abstract send(name: string, data?: JobData, options?: SendOptions): Promise<string>;
  abstract get(id: string): Promise<Job | null>;
  abstract listFailed(page: { limit: number; cursor?: string | undefined }): Promise<FailedJobsPage>;
  abstract retry(id: string): Promise<RetryOutcome>;
  abstract start(): Promise<void>;
  abstract stop(options?: { timeoutMs?: number }): Promise<void>;

  /** From `start` on, the set of jobs and schedules is fixed: every instance works the same ones. */
  protected seal(): void {
    this.#isSealed = true;
  }

  protected definitionOf(name: string): JobDefinition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    return definition;
  }

  /**
   * Runs one attempt: the handler, raced against its expiry and the abort of `controller` (a stop). A failure is
   * logged with its stack and answered as a JobFailure holding its message alone.
   */
  protected async runAttempt(
    definition: JobDefinition,
    job: { id: string; data: JobData; attempt: number },
    controller: AbortController,
    recordProgress: (progress: JobProgress) => Promise<void>,
  ): Promise<AttemptOutcome> {
    const { expireInSeconds } = definition.options;
    const expiry = setTimeout(
      () => controller.abort(new JobFailure(JOB_FAILURES.expired(expireInSeconds))),
      expireInSeconds * 1000,
    );
    const startedAt = performance.now();
    const durationSeconds = () => (performance.now() - startedAt) / 1000;
    try {
      const context: JobContext = {
        id: job.id,
        attempt: job.attempt,
        signal: controller.signal,
        progress: (progress) => recordProgress({ done: Math.trunc(progress.done), total: Math.trunc(progress.total) }),
      };
      const report = await Promise.race([definition.handler(job.data, context), rejectWhenAborted(controller.signal)]);
      return { report: report ?? null, durationSeconds: durationSeconds() };
    } catch (error) {
      this.log.error({ err: error, job: { id: job.id, name: definition.name, attempt: job.attempt } }, 'job failed');
      const failure = error instanceof JobFailure ? error : new JobFailure(failureMessage(error));
      return { failure, durationSeconds: durationSeconds() };
    } finally {
      clearTimeout(expiry);
    }
  }

  protected notifyFinished(run: FinishedRun): void {
    for (const listener of this.#listeners) {
      try {
        listener(run);
      } catch (error) {
        this.log.error({ err: error }, 'a job observer failed');
      }
    }
  }

  #assertNotStarted(name: string): void {
    if (this.#isSealed) throw new Error(`job ${name}: define and schedule jobs before the app is ready`);
  }
}
