/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Web push (issue 33). One row per device a member turned push on (the browser's subscription: its push service URL
// and its two keys), gone when the push service answers 404 or 410, when the member turns push off on that device or
// signs out of it, and with the member. The VAPID key pair, when the configuration gives none, is made on the first
// start and kept in `server_keys`, so every instance of a cluster and every restart signs with the same one (a new
// key would orphan every subscription). The push switches join the member's notification preferences, and so do the
// channels the member muted (a JSON array, like the kinds).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('p256dh', 'text', (column) => column.notNull())
    .addColumn('auth', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_member').on('push_subscriptions').column('uid').execute();
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('push_direct_messages', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('push_off', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('channels_off', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification_preferences').dropColumn('channels_off').execute();
  await db.schema.alterTable('notification_preferences').dropColumn('push_off').execute();
  await db.schema.alterTable('notification_preferences').dropColumn('push_direct_messages').execute();
  await db.schema.dropTable('server_keys').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
