/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Discussions, messages and notifications of the realtime store (spec 3.4-3.6, 7.3). Every list query has its index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discussions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text')
    .addColumn('name', 'text')
    .addColumn('created_by', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_activity_at', 'text', (column) => column.notNull())
    .addColumn('last_message_id', 'text')
    .addColumn('last_message_author_id', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('last_message_text', 'text')
    .execute();
  // Reusing a group with the same TargetId (spec 5).
  await db.schema.createIndex('discussions_target').on('discussions').columns(['target_id', 'channel']).execute();

  // One row per member: state active (MembersIds) or ignoring (IgnoringMembersIds); read_at is the ReadBy pointer.
  // channel and last_activity_at are copied from the discussion so the member's list is one index range.
  await db.schema
    .createTable('discussion_members')
    .addColumn('discussion_id', 'text', (column) => column.notNull().references('discussions.id').onDelete('cascade'))
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('last_activity_at', 'text', (column) => column.notNull())
    .addColumn('read_at', 'text')
    .addPrimaryKeyConstraint('discussion_members_pk', ['discussion_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('discussion_members_list')
    .on('discussion_members')
    .columns(['uid', 'state', 'channel', 'last_activity_at', 'discussion_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('discussion_id', 'text', (column) => column.notNull().references('discussions.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('messages_discussion_date')
    .on('messages')
    .columns(['discussion_id', 'created_at', 'id'])
    .execute();

  // One row per target member, so "nobody has read it" is per member (issue 3).
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_target_channel_date')
    .on('notifications')
    .columns(['uid', 'channel', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('global_notifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('link', 'text')
    .addColumn('created_by', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('global_notifications_channel_date')
    .on('global_notifications')
    .columns(['channel', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('global_notification_reads')
    .addColumn('notification_id', 'text', (column) =>
      column.notNull().references('global_notifications.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('read_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('global_notification_reads_pk', ['notification_id', 'uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'global_notification_reads',
    'global_notifications',
    'notifications',
    'messages',
    'discussion_members',
    'discussions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
