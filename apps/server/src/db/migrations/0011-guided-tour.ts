/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import { sql, type Kysely } from 'kysely';

// The guided tour (spec 2.6, issue 12): when the member saw it (finished or skipped); null, it shows on their next visit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('tour_seen_at', 'text').execute();
  // Members from before the tour are not on their first visit: only new members (and those who reset it) see it.
  await sql`update users set tour_seen_at = coalesce(last_sign_in_at, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('tour_seen_at').execute();
}
