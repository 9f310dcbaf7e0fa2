import type { FailedJobsPage, Job, JobStatus } from '@campus/domain/operations';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import type { DB } from '../../db/schema.js';
import { createId } from '../tokens.js';
import { SCHEDULE_TIME_ZONE } from './cron.js';
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
  type RetryOutcome,
  type SendOptions,
} from './jobs.js';

const DAY_SECONDS = 24 * 60 * 60;
/** Many instances (and, in tests, many apps) share the database: pg-boss polls and locks through two connections. */
const POOL_SIZE = 2;
/** pg-boss checks for a running job every half second while it stops: the stop aborts them a little before. */
const ABORT_AHEAD_MS = 500;

type PgBossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

const STATUS_OF: Record<PgBossState, JobStatus> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  cancelled: 'failed',
  failed: 'failed',
};

/** pg-boss's own failures, as an admin reads them. */
const PG_BOSS_FAILURES: [RegExp, string][] = [
  [/^job failed by timeout in active state$/, 'Délai dépassé : la tâche n’a pas fini à temps'],
  [/^handler execution exceeded \d+ms$/, 'Délai dépassé : la tâche n’a pas fini à temps'],
  [/^pg-boss shut down while active$/, JOB_FAILURES.interrupted],
];

/** A row of pg-boss's job or archive table, as these reads select it. */
interface PgBossRow {
  id: string;
  name: string;
  state: PgBossState;
  retry_count: number;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  output: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a failed attempt left in `output`: a JobFailure's `{ message }`, or pg-boss's `{ value }` for its own. */
function storedFailure(output: unknown): string | null {
  if (!isObject(output)) return null;
  const value = 'message' in output ? output.message : output.value;
  const message = typeof value === 'string' ? value : isObject(value) ? value.message : null;
  if (typeof message !== 'string') return null;
  return PG_BOSS_FAILURES.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}

function toJob(row: PgBossRow): Job {
  const status = STATUS_OF[row.state];
  return {
    id: row.id,
    name: row.name,
    status,
    // retry_count counts the runs after the first, from the moment each starts.
    attempts: row.retry_count + (row.started_on ? 1 : 0),
    createdAt: row.created_on.toISOString(),
    startedAt: row.started_on?.toISOString() ?? null,
    finishedAt: status === 'done' || status === 'failed' ? (row.completed_on?.toISOString() ?? null) : null,
    error: status === 'done' ? null : storedFailure(row.output),
    report: status === 'done' && isObject(row.output) ? row.output : null,
    ...(status === 'running' &&
      isObject(row.output) &&
      isObject(row.output.progress) && {
        progress: row.output.progress as unknown as JobProgress,
      }),
  };
}

const queueOptions = ({ name, options }: JobDefinition): PgBoss.Queue => ({
  name,
  policy: 'standard',
  retryLimit: options.retryLimit,
  retryDelay: options.retryDelaySeconds,
  retryBackoff: options.retryBackoff,
  expireInSeconds: options.expireInSeconds,
});

export interface PgBossJobsSetup {
  db: Kysely<DB>;
  databaseUrl: string;
  /** pg-boss's own schema (JOBS_SCHEMA). */
  schema: string;
  log: FastifyBaseLogger;
  pollIntervalSeconds?: number | undefined;
}

/**
 * The jobs on PostgreSQL, kept and run by pg-boss 10 in its own schema. A job is fetched with `FOR UPDATE SKIP LOCKED`
 * and marked active in the same statement, so one instance runs it; a cron tick is sent by the one instance that
 * takes the schedule check for that interval, as a job unique per minute, so it runs once. Reads for the admin
 * (one job, the failed ones) query pg-boss's job and archive tables directly: its API has no list.
 */
export class PgBossJobs extends JobRunner {
  readonly #db: Kysely<DB>;
  readonly #boss: PgBoss;
  readonly #schema: string;
  readonly #pollIntervalSeconds: number;
  /** This instance's worker per job name: a send wakes it at once. */
  readonly #workers = new Map<string, string>();
  readonly #running = new Map<string, AbortController>();
  #isStarted = false;

  constructor({ db, databaseUrl, schema, log, pollIntervalSeconds = DEFAULT_POLL_INTERVAL_SECONDS }: PgBossJobsSetup) {
    super(log);
    this.#db = db;
    this.#schema = schema;
    this.#pollIntervalSeconds = pollIntervalSeconds;
    this.#boss = new PgBoss({
      connectionString: databaseUrl,
      schema,
      max: POOL_SIZE,
      application_name: 'campus-jobs',
      // Done and failed jobs stay in the job table (retryable, readable by id) as long as the SQLite store keeps them.
      archiveCompletedAfterSeconds: DONE_JOBS_KEPT_DAYS * DAY_SECONDS,
      archiveFailedAfterSeconds: FAILED_JOBS_KEPT_DAYS * DAY_SECONDS,
      // One instance per interval looks at the schedules; a minute's tick is looked at several times.
      cronMonitorIntervalSeconds: Math.min(45, Math.max(1, pollIntervalSeconds * 5)),
      cronWorkerIntervalSeconds: Math.max(1, pollIntervalSeconds),
    });
    this.#boss.on('error', (error) => log.error({ err: error }, 'background jobs: pg-boss failed'));
  }

  async send(name: string, data: JobData = {}, options: SendOptions = {}): Promise<string> {
    this.definitionOf(name);
    if (!this.#isStarted) throw new Error(`job ${name}: the jobs are not started`);
    const id = options.idempotencyKey ? jobIdFor(name, options.idempotencyKey) : createId();
    // The same id again (an idempotency key sent before) inserts nothing: the first job stands.
    await this.#boss.send(name, data, { id, ...(options.startAfter && { startAfter: options.startAfter }) });
    if (!options.startAfter || options.startAfter.getTime() <= Date.now()) this.#wakeWorker(name);
    return id;
  }

  async get(id: string): Promise<Job | null> {
    const names = [...this.definitions.keys()];
    if (!isJobId(id) || names.length === 0) return null;
    const columns = sql`id::text as id, name, state::text as state, retry_count, created_on, started_on, completed_on, output`;
    const { rows } = await sql<PgBossRow>`
      select ${columns} from ${this.#table('job')} where name = any(${names}::text[]) and id = ${id}::uuid
      union all
      select ${columns} from ${this.#table('archive')} where name = any(${names}::text[]) and id = ${id}::uuid
      limit 1`.execute(this.#db);
    return rows[0] ? toJob(rows[0]) : null;
  }

  async listFailed({ limit, cursor }: { limit: number; cursor?: string | undefined }): Promise<FailedJobsPage> {
    const names = [...this.definitions.keys()];
    const after = decodeKeysetCursor(cursor, () => undefined);
    const isValidCursor = after !== undefined && isJobId(after.id) && !Number.isNaN(Date.parse(after.at));
    // Milliseconds: what a cursor carries of a time (PostgreSQL keeps microseconds).
    const finishedAt = sql`date_trunc('milliseconds', completed_on)`;
    const { rows } = await sql<PgBossRow>`
      select id::text as id, name, state::text as state, retry_count, created_on, started_on, completed_on, output
      from ${this.#table('job')}
      where state = 'failed' and name = any(${names}::text[])
        ${isValidCursor ? sql`and (${finishedAt}, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by ${finishedAt} desc, id desc
      limit ${limit + 1}`.execute(this.#db);
    const items = rows.slice(0, limit).map(toJob);
    const last = items.at(-1);
    return {
      items,
      nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: last.finishedAt ?? '', id: last.id }) : null,
    };
  }

  async retry(id: string): Promise<RetryOutcome> {
    const job = await this.get(id);
    if (!job) return 'not-found';
    if (job.status !== 'failed') return 'not-failed';
    // pg-boss gives a failed job in its job table one more attempt (an archived one is past its keeping time).
    await this.#boss.retry(job.name, id);
    if ((await this.get(id))?.status === 'failed') return 'not-failed';
    this.#wakeWorker(job.name);
    return 'retried';
  }

  async start(): Promise<void> {
    if (this.#isStarted) return;
    this.seal();
    // Instances starting together would create the same queue tables at once, which PostgreSQL ends in a deadlock:
    // each starts pg-boss and makes its queues and schedules in turn, behind one advisory lock.
    await this.#db.transaction().execute(async (transaction) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`campus-jobs:${this.#schema}`}, 0))`.execute(
        transaction,
      );
      await this.#boss.start();
      for (const definition of this.definitions.values()) {
        await this.#boss.createQueue(definition.name, queueOptions(definition));
        // A queue made by an older version takes the options of this one.
        await this.#boss.updateQueue(definition.name, queueOptions(definition));
      }
      for (const { name, cron, data } of this.schedules.values()) {
        await this.#boss.schedule(name, cron, data, { tz: SCHEDULE_TIME_ZONE });
      }
    });
    this.#isStarted = true;
    for (const definition of this.definitions.values()) {
      const worker = await this.#boss.work<JobData>(
        definition.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.#pollIntervalSeconds },
        ([job]) => (job ? this.#perform(definition, job) : Promise.resolve(undefined)),
      );
      this.#workers.set(definition.name, worker);
    }
  }

  async stop({ timeoutMs = STOP_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<void> {
    if (!this.#isStarted) return;
    this.#isStarted = false;
    // Still running near the end: aborted, so their failure is recorded (and retried elsewhere) before pg-boss closes.
    const abort = setTimeout(
      () => {
        for (const controller of this.#running.values()) controller.abort(new JobFailure(JOB_FAILURES.interrupted));
      },
      Math.max(0, timeoutMs - ABORT_AHEAD_MS),
    );
    try {
      await this.#boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    } finally {
      clearTimeout(abort);
    }
  }

  /** One fetched job: its attempt, the observers told, and pg-boss told (a throw fails it; a return completes it). */
  async #perform(definition: JobDefinition, job: PgBoss.JobWithMetadata<JobData>) {
    const controller = new AbortController();
    this.#running.set(job.id, controller);
    const attempt = job.retryCount + 1;
    const outcome = await this.runAttempt(definition, { id: job.id, data: job.data, attempt }, controller, (progress) =>
      // pg-boss writes the output when the attempt ends (its report or its failure); until then it holds the progress.
      sql`update ${this.#table('job')} set output = ${JSON.stringify({ progress })}::jsonb
        where name = ${definition.name} and id = ${job.id}::uuid and state = 'active'`
        .execute(this.#db)
        .then(() => undefined),
    );
    this.#running.delete(job.id);
    this.notifyFinished({
      name: definition.name,
      id: job.id,
      attempt,
      status: 'report' in outcome ? 'done' : 'failed',
      willRetry: 'failure' in outcome && job.retryCount < job.retryLimit,
      durationSeconds: outcome.durationSeconds,
    });
    if ('failure' in outcome) throw outcome.failure;
    return outcome.report ?? undefined;
  }

  #wakeWorker(name: string): void {
    const worker = this.#workers.get(name);
    if (worker) this.#boss.notifyWorker(worker);
  }

  #table(name: 'job' | 'archive') {
    return sql.table(`${this.#schema}.${name}`);
  }
}
