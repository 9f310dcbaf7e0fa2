/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// A member closes their account (issue 32, RGPD erasure): the closure asked waits 30 days (closure_due_at) before
// the daily job anonymises the account, which then keeps the status `closed` (a text column: no constraint to widen)
// and the time it was anonymised (closed_at). Numbered 0021: 0019 and 0020 belong to other changes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closure_due_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('closed_at', 'text').execute();
  // The daily job's search: the closures due, few among many members.
  await db.schema.createIndex('users_closure_due').on('users').column('closure_due_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_closure_due').execute();
  await db.schema.alterTable('users').dropColumn('closed_at').execute();
  await db.schema.alterTable('users').dropColumn('closure_due_at').execute();
}
