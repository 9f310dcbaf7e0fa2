/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Replays authored by MDB_ADMIN (issue 12, Admin): a replay is a draft (members never see it) until it is published,
// and may count for a video or audio lesson of its course (what a member watches of it is watched of the lesson).
export async function up(db: Kysely<unknown>): Promise<void> {
  // 'draft' | 'published'; the replays from before were all published. A draft's published_at holds its creation
  // time (the admin list's order) and becomes the publication time when it is published.
  await db.schema
    .alterTable('replays')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('replays')
    .addColumn('lesson_id', 'text', (column) => column.references('lessons.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('replays').dropColumn('lesson_id').execute();
  await db.schema.alterTable('replays').dropColumn('status').execute();
}
