import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection.js';
import type { DB } from '../../db/schema.js';
import type { JobsConfig } from '../config.js';
import type { Jobs } from './jobs.js';
import { PgBossJobs } from './pg-boss-jobs.js';
import { SqliteJobs } from './sqlite-jobs.js';

export interface JobsSetup {
  db: Kysely<DB>;
  dialect: Dialect;
  databaseUrl: string | null;
  config: JobsConfig;
  log: FastifyBaseLogger;
}

/** pg-boss on PostgreSQL, where instances share the jobs; the in-process store on the embedded SQLite default. */
export function createJobs({ db, dialect, databaseUrl, config, log }: JobsSetup): Jobs {
  if (dialect === 'postgres' && databaseUrl) {
    return new PgBossJobs({
      db,
      databaseUrl,
      schema: config.schema,
      log,
      pollIntervalSeconds: config.pollIntervalSeconds,
    });
  }
  return new SqliteJobs(db, log, config.pollIntervalSeconds);
}
