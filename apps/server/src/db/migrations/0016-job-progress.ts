/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// How far a running job of the embedded store is (issue 30: a members import shows its progress): JSON
// `{ done, total }`, written by the job between its steps. On PostgreSQL, pg-boss keeps it in its job's output.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('progress', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('progress').execute();
}
