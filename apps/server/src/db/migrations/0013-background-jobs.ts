/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Background jobs and cron schedules (issue 29, decision 0013). On the embedded SQLite store the jobs run in process
// from these tables, so a job sent before a restart runs after it; on PostgreSQL pg-boss keeps them in its own schema
// and these tables stay empty. The indexes on expiry times serve the hourly purge of expired rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    // JSON object.
    .addColumn('data', 'text', (column) => column.notNull())
    // 'queued' | 'running' | 'done' | 'failed'
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (column) => column.notNull())
    .addColumn('retry_delay_seconds', 'integer', (column) => column.notNull())
    .addColumn('retry_backoff', 'integer', (column) => column.notNull())
    .addColumn('expire_in_seconds', 'integer', (column) => column.notNull())
    // Queued: when it may start (its start-after time or its retry's backoff). Running: when the attempt expires.
    .addColumn('run_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('error', 'text')
    // JSON object: what the job returned.
    .addColumn('report', 'text')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_finished').on('jobs').columns(['status', 'finished_at', 'id']).execute();

  // The last tick each cron schedule ran for: a tick runs once, and one missed while stopped runs once at start.
  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('cron', 'text', (column) => column.notNull())
    .addColumn('last_tick_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema.createIndex('auth_tokens_expiry').on('auth_tokens').column('expires_at').execute();
  await db.schema.createIndex('password_resets_created').on('password_resets').column('created_at').execute();
  await db.schema.createIndex('media_access_keys_expiry').on('media_access_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_access_keys_expiry').execute();
  await db.schema.dropIndex('password_resets_created').execute();
  await db.schema.dropIndex('auth_tokens_expiry').execute();
  await db.schema.dropTable('job_schedules').execute();
  await db.schema.dropTable('jobs').execute();
}
