/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Events and their sessions (spec 3.7), seats and waitlist per session, the members' private iCal feed tokens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('mode', 'text', (column) => column.notNull())
    .addColumn('provider', 'text')
    .addColumn('link', 'text')
    .addColumn('address', 'text')
    .addColumn('capacity', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('author_id', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    // Deleted events stay (cancelled) so the iCal feeds can carry the cancellation.
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('events_channel').on('events').columns(['channel', 'cancelled_at']).execute();

  // seats_taken is the counter a join increments only while below capacity: one atomic update on both dialects.
  await db.schema
    .createTable('event_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('event_id', 'text', (column) => column.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('duration_minutes', 'integer', (column) => column.notNull())
    .addColumn('capacity', 'integer', (column) => column.notNull())
    .addColumn('seats_taken', 'integer', (column) => column.notNull().defaultTo(0))
    // The iCalendar SEQUENCE: bumped on every change so subscribed calendars take the update.
    .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema.createIndex('event_sessions_event').on('event_sessions').columns(['event_id', 'starts_at']).execute();

  // state SEAT or WAITING; the waitlist is served by created_at.
  await db.schema
    .createTable('event_participants')
    .addColumn('session_id', 'text', (column) => column.notNull().references('event_sessions.id').onDelete('cascade'))
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('event_participants_pk', ['session_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('event_participants_member')
    .on('event_participants')
    .columns(['uid', 'state', 'session_id'])
    .execute();
  await db.schema
    .createIndex('event_participants_waitlist')
    .on('event_participants')
    .columns(['session_id', 'state', 'created_at'])
    .execute();

  // One private feed per member: the SHA-256 of its secret, replaced when the member renews the URL.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('uid', 'text', (column) => column.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_feeds', 'event_participants', 'event_sessions', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
