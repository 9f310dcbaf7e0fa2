/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Live sessions through Livestorm and Zoom (issue 35). A session names the provider's session (Livestorm) or meeting
// (Zoom) its seat holders are registered to; `attendance_read_at` says the provider's attendance was read back once the
// session ended. One row per member the provider knows of, or is to know of: PENDING until the registration job
// succeeds, REGISTERED with the member's own join link, FAILED once every attempt failed (the place stays reserved),
// CANCELLING once the member left and the provider is still to be told. The row keeps the provider and its id as
// registered, so a later change of the session's id still cancels the right registration. Without a provider's keys,
// the built-in sandbox keeps the people it registered in `webinar_sandbox_people`: their join link opens a page of the
// instance, which counts them as attended.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('event_sessions').addColumn('webinar_id', 'text').execute();
  await db.schema.alterTable('event_sessions').addColumn('attendance_read_at', 'text').execute();
  await db.schema
    .createTable('webinar_registrations')
    .addColumn('session_id', 'text', (column) => column.notNull().references('event_sessions.id').onDelete('cascade'))
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('webinar_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('registrant_id', 'text')
    // The e-mail registered with: a closed account (anonymised) is still cancelled by it.
    .addColumn('email', 'text')
    .addColumn('join_url', 'text')
    .addColumn('failed_job_id', 'text')
    .addColumn('attended_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    // The registration to cancel first when the session moved to another provider or id (none: null).
    .addColumn('previous_provider', 'text')
    .addColumn('previous_webinar_id', 'text')
    .addColumn('previous_registrant_id', 'text')
    .addPrimaryKeyConstraint('webinar_registrations_pk', ['session_id', 'uid'])
    .execute();
  await db.schema
    .createTable('webinar_sandbox_people')
    .addColumn('registrant_id', 'text', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('webinar_id', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('firstname', 'text', (column) => column.notNull())
    .addColumn('joined_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('webinar_sandbox_people_person', ['provider', 'webinar_id', 'email'])
    .execute();
  // The member's activity reads the sessions they attended, newest first.
  await db.schema
    .createIndex('webinar_registrations_attended')
    .on('webinar_registrations')
    .columns(['uid', 'attended_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webinar_sandbox_people').execute();
  await db.schema.dropTable('webinar_registrations').execute();
  await db.schema.alterTable('event_sessions').dropColumn('attendance_read_at').execute();
  await db.schema.alterTable('event_sessions').dropColumn('webinar_id').execute();
}
