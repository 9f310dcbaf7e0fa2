import type { FailedJobsPage, Job } from '@campus/domain/operations';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import { keysetPage } from '../../db/keyset-page.js';
import type { DB, JobsTable, Queryable } from '../../db/schema.js';
import { createId } from '../tokens.js';
import { nextTick, previousTick } from './cron.js';
import {
  DEFAULT_POLL_INTERVAL_SECONDS,
  DONE_JOBS_KEPT_DAYS,
  FAILED_JOBS_KEPT_DAYS,
  JOB_FAILURES,
  JobFailure,
  JobRunner,
  STOP_TIMEOUT_MS,
  isJobId,
  jobIdFor,
  type JobData,
  type JobDefinition,
  type JobProgress,
  type JobReport,
  type RetryOutcome,
  type SendOptions,
} from './jobs.js';

type JobRow = Selectable<JobsTable>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** After the stop's timeout, the time given to record the aborted attempt. */
const STOP_GRACE_MS = 400;
/** pg-boss's ceiling on a backoff's doubling, kept here too. */
const MAX_BACKOFF_DOUBLINGS = 16;

const iso = (ms: number) => new Date(ms).toISOString();
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    error: row.error,
    report: row.report === null ? null : (JSON.parse(row.report) as Job['report']),
    ...(row.status === 'running' && row.progress !== null && { progress: JSON.parse(row.progress) as JobProgress }),
  };
}

async function insertJob(
  db: Queryable,
  id: string,
  definition: JobDefinition,
  data: JobData,
  runAt: number,
): Promise<void> {
  const { options } = definition;
  await db
    .insertInto('jobs')
    .values({
      id,
      name: definition.name,
      data: JSON.stringify(data),
      status: 'queued',
      attempts: 0,
      retry_limit: options.retryLimit,
      retry_delay_seconds: options.retryDelaySeconds,
      retry_backoff: options.retryBackoff ? 1 : 0,
      expire_in_seconds: options.expireInSeconds,
      run_at: iso(runAt),
      created_at: iso(Date.now()),
      started_at: null,
      finished_at: null,
      error: null,
      report: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * The jobs of the embedded SQLite store, run in this process from the `jobs` table (a job sent before a restart runs
 * after it). One loop claims one due job at a time with an update guarded by its status, runs it, and records the
 * outcome guarded by the attempt it claimed; a send wakes it, otherwise it looks every poll interval and at each
 * schedule's next tick. A job left running by a dead process is taken again once its attempt has expired.
 */
export class SqliteJobs extends JobRunner {
  readonly #db: Kysely<DB>;
  readonly #pollIntervalMs: number;
  #loop: Promise<void> | null = null;
  #isStopping = false;
  #wake: (() => void) | null = null;
  #running: { id: string; controller: AbortController } | null = null;
  /** Each schedule's next tick (ms): the loop sends its job once that time has come. */
  readonly #nextTicks = new Map<string, number>();
  #nextCleanupAt = 0;

  constructor(db: Kysely<DB>, log: FastifyBaseLogger, pollIntervalSeconds = DEFAULT_POLL_INTERVAL_SECONDS) {
    super(log);
    this.#db = db;
    this.#pollIntervalMs = pollIntervalSeconds * 1000;
  }

  async send(name: string, data: JobData = {}, options: SendOptions = {}): Promise<string> {
    const definition = this.definitionOf(name);
    const id = options.idempotencyKey ? jobIdFor(name, options.idempotencyKey) : createId();
    const runAt = options.startAfter?.getTime() ?? Date.now();
    await insertJob(this.#db, id, definition, data, runAt);
    if (runAt <= Date.now()) this.#wake?.();
    return id;
  }

  async get(id: string): Promise<Job | null> {
    if (!isJobId(id)) return null;
    const row = await this.#db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toJob(row) : null;
  }

  async listFailed({ limit, cursor }: { limit: number; cursor?: string | undefined }): Promise<FailedJobsPage> {
    const select = this.#db.selectFrom('jobs').selectAll().where('status', '=', 'failed');
    const after = decodeKeysetCursor(cursor, () => undefined);
    const { rows, hasMore } = await keysetPage(select, { at: 'finished_at', id: 'id' }, after, limit);
    const last = rows.at(-1);
    return {
      items: rows.map(toJob),
      nextCursor: hasMore && last ? encodeKeysetCursor({ at: last.finished_at ?? '', id: last.id }) : null,
    };
  }

  async retry(id: string): Promise<RetryOutcome> {
    const job = await this.get(id);
    if (!job) return 'not-found';
    // One more attempt than it has had; it runs at once.
    const retried = await this.#db
      .updateTable('jobs')
      .set({ status: 'queued', retry_limit: job.attempts, run_at: iso(Date.now()), finished_at: null })
      .where('id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    if (Number(retried.numUpdatedRows) === 0) return 'not-failed';
    this.#wake?.();
    return 'retried';
  }

  async start(): Promise<void> {
    if (this.#loop) return;
    this.seal();
    await this.#registerSchedules(new Date());
    this.#isStopping = false;
    this.#loop = this.#work();
  }

  async stop({ timeoutMs = STOP_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<void> {
    const loop = this.#loop;
    if (!loop) return;
    this.#isStopping = true;
    this.#wake?.();
    const isFinished = await Promise.race([loop.then(() => true), delay(timeoutMs).then(() => false)]);
    if (!isFinished) {
      // The running attempt ends now as failed (retried at the next start when it has retries left).
      this.#running?.controller.abort(new JobFailure(JOB_FAILURES.interrupted));
      await Promise.race([loop, delay(STOP_GRACE_MS)]);
    }
    this.#loop = null;
  }

  async #work(): Promise<void> {
    while (!this.#isStopping) {
      try {
        const now = Date.now();
        await this.#takeBackExpired(now);
        await this.#sendDueSchedules(now);
        await this.#cleanUp(now);
        const job = await this.#claimNext(now);
        if (job) {
          await this.#perform(job);
          continue;
        }
      } catch (error) {
        this.log.error({ err: error }, 'background jobs: the loop failed; it goes on');
      }
      await this.#sleep();
    }
  }

  /** Until a send, the poll interval, or the next tick of a schedule, whichever comes first. */
  #sleep(): Promise<void> {
    if (this.#isStopping) return Promise.resolve();
    const nextTick = Math.min(...this.#nextTicks.values());
    const waitMs = Math.max(0, Math.min(this.#pollIntervalMs, nextTick - Date.now()));
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(wake, waitMs);
      // A process that never closes the app (a command-line tool) is not kept alive by the loop.
      timer.unref();
      this.#wake = wake;
    });
  }

  /** The oldest due job of a defined name, now `running`, or none. */
  async #claimNext(now: number): Promise<JobRow | undefined> {
    const names = [...this.definitions.keys()];
    if (names.length === 0) return undefined;
    for (;;) {
      const candidate = await this.#db
        .selectFrom('jobs')
        .select(['id', 'expire_in_seconds'])
        .where('status', '=', 'queued')
        .where('run_at', '<=', iso(now))
        .where('name', 'in', names)
        .orderBy('run_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const claimed = await this.#db
        .updateTable('jobs')
        .set((update) => ({
          status: 'running',
          attempts: update('attempts', '+', 1),
          started_at: iso(now),
          run_at: iso(now + candidate.expire_in_seconds * 1000),
        }))
        .where('id', '=', candidate.id)
        .where('status', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
      if (claimed) return claimed;
    }
  }

  async #perform(job: JobRow): Promise<void> {
    const definition = this.definitionOf(job.name);
    const controller = new AbortController();
    this.#running = { id: job.id, controller };
    try {
      const data = JSON.parse(job.data) as JobData;
      const outcome = await this.runAttempt(
        definition,
        { id: job.id, data, attempt: job.attempts },
        controller,
        async (progress) => {
          // Guarded by the attempt claimed: a stale run tells nothing.
          await this.#db
            .updateTable('jobs')
            .set({ progress: JSON.stringify(progress) })
            .where('id', '=', job.id)
            .where('status', '=', 'running')
            .where('attempts', '=', job.attempts)
            .execute();
        },
      );
      const willRetry =
        'report' in outcome
          ? await this.#recordDone(job, outcome.report)
          : await this.#recordFailure(job, outcome.failure.message);
      this.notifyFinished({
        name: job.name,
        id: job.id,
        attempt: job.attempts,
        status: 'report' in outcome ? 'done' : 'failed',
        willRetry,
        durationSeconds: outcome.durationSeconds,
      });
    } finally {
      this.#running = null;
    }
  }

  /** A done attempt, its report kept; guarded by the attempt claimed (a stale run changes nothing). */
  async #recordDone(job: JobRow, report: JobReport | null): Promise<false> {
    await this.#db
      .updateTable('jobs')
      .set({ status: 'done', finished_at: iso(Date.now()), error: null, report: report && JSON.stringify(report) })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts)
      .execute();
    return false;
  }

  /** A failed attempt: queued again after its backoff while retries are left, else failed for good. */
  async #recordFailure(job: JobRow, error: string): Promise<boolean> {
    const now = Date.now();
    const willRetry = job.attempts <= job.retry_limit;
    const doublings = job.retry_backoff ? Math.min(job.attempts - 1, MAX_BACKOFF_DOUBLINGS) : 0;
    const retryAt = now + job.retry_delay_seconds * 1000 * 2 ** doublings;
    await this.#db
      .updateTable('jobs')
      .set(
        willRetry
          ? { status: 'queued', run_at: iso(retryAt), error }
          : { status: 'failed', finished_at: iso(now), error },
      )
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('attempts', '=', job.attempts)
      .execute();
    return willRetry;
  }

  /** Jobs a dead process left running: once their attempt has expired, it counts as failed and they run again. */
  async #takeBackExpired(now: number): Promise<void> {
    const expired = await this.#db
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'running')
      .where('run_at', '<=', iso(now))
      .execute();
    for (const job of expired) {
      if (job.id !== this.#running?.id) await this.#recordFailure(job, JOB_FAILURES.interrupted);
    }
  }

  /**
   * At start: a new schedule begins at its next tick; one whose last tick is older than the latest due one missed it
   * while stopped and runs once now; a changed cron starts over from its own latest tick.
   */
  async #registerSchedules(now: Date): Promise<void> {
    for (const { name, cron } of this.schedules.values()) {
      const latest = previousTick(cron, now).toISOString();
      const row = await this.#db.selectFrom('job_schedules').selectAll().where('name', '=', name).executeTakeFirst();
      if (!row) {
        await this.#db.insertInto('job_schedules').values({ name, cron, last_tick_at: latest }).execute();
      } else if (row.cron !== cron) {
        await this.#db
          .updateTable('job_schedules')
          .set({ cron, last_tick_at: latest })
          .where('name', '=', name)
          .execute();
      }
      const hasMissedTick = row !== undefined && row.cron === cron && row.last_tick_at < latest;
      this.#nextTicks.set(name, hasMissedTick ? now.getTime() : nextTick(cron, now).getTime());
    }
  }

  /** Each schedule whose tick has come sends its job once: the tick is claimed and the job queued in one transaction. */
  async #sendDueSchedules(now: number): Promise<void> {
    for (const { name, cron, data } of this.schedules.values()) {
      if ((this.#nextTicks.get(name) ?? Infinity) > now) continue;
      const tick = previousTick(cron, new Date(now)).toISOString();
      const definition = this.definitionOf(name);
      await this.#db.transaction().execute(async (transaction) => {
        const claimed = await transaction
          .updateTable('job_schedules')
          .set({ last_tick_at: tick })
          .where('name', '=', name)
          .where('last_tick_at', '<', tick)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) > 0) {
          await insertJob(transaction, jobIdFor(name, `tick ${tick}`), definition, data, now);
        }
      });
      this.#nextTicks.set(name, nextTick(cron, new Date(now)).getTime());
    }
  }

  /** Done jobs are kept DONE_JOBS_KEPT_DAYS, failed ones FAILED_JOBS_KEPT_DAYS (pg-boss keeps them as long). */
  async #cleanUp(now: number): Promise<void> {
    if (now < this.#nextCleanupAt) return;
    this.#nextCleanupAt = now + HOUR_MS;
    for (const [status, days] of [
      ['done', DONE_JOBS_KEPT_DAYS],
      ['failed', FAILED_JOBS_KEPT_DAYS],
    ] as const) {
      await this.#db
        .deleteFrom('jobs')
        .where('status', '=', status)
        .where('finished_at', '<', iso(now - days * DAY_MS))
        .execute();
    }
  }
}
