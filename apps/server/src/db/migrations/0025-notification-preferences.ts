/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Notifications away from the site (issue 33). One row per member who saved preferences or was mailed (absent: the
// defaults): the kinds turned off in the site (a JSON array), the mail switches, the digest's rhythm, the key that
// signs the member's unsubscribe links, when the unread direct messages were last mailed and when the last digest went
// (one marker each per member: the storage grows with members, not messages). The job that mails missed direct messages walks the direct
// discussions by their last message's date (discussions_direct_recent), never every member.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('uid', 'text', (column) => column.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('site_off', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('email_direct_messages', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('email_contracts', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('email_project_decisions', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('digest', 'text', (column) => column.notNull().defaultTo('weekly'))
    .addColumn('unsubscribe_key', 'text', (column) => column.notNull())
    .addColumn('direct_messages_mailed_at', 'text')
    .addColumn('digest_sent_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('discussions_direct_recent')
    .on('discussions')
    .columns(['type', 'last_message_at'])
    .execute();
  // The digest goes to members seen in the last 90 days only: one range of this index.
  await db.schema.createIndex('users_last_sign_in').on('users').columns(['last_sign_in_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_last_sign_in').execute();
  await db.schema.dropIndex('discussions_direct_recent').execute();
  await db.schema.dropTable('notification_preferences').execute();
}
