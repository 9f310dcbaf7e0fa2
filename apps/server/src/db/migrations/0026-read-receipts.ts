/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Typing and `Vu` (issue 33): shown by default; one row per member who hides them (and so sees no one's). `Vu` reads
// the members' one last-read marker each (discussion_members.read_at): nothing is stored per message.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('read_receipts_hidden')
    .addColumn('uid', 'text', (column) => column.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('hidden_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('read_receipts_hidden').execute();
}
