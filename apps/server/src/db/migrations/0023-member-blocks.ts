/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Members blocking members (issue 32). One row per block, the pair unique (its primary key, which also answers "whom
// did I block" and "did B block A" from one index); a second index answers "who blocked me" when a member starts a
// discussion. A message posted in a direct discussion to a member who blocked its author keeps that member's uid in
// messages.hidden_from_uid: their message lists leave it out and it never becomes the discussion's last message, so
// hiding costs no lookup when a message is read or delivered live. Null for every other message (and every earlier
// one: a block hides what comes after it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_blocks')
    .addColumn('blocker_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('blocked_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_blocks_pk', ['blocker_uid', 'blocked_uid'])
    .execute();
  await db.schema
    .createIndex('member_blocks_blocked')
    .on('member_blocks')
    .columns(['blocked_uid', 'blocker_uid'])
    .execute();
  await db.schema.alterTable('messages').addColumn('hidden_from_uid', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('hidden_from_uid').execute();
  await db.schema.dropTable('member_blocks').execute();
}
