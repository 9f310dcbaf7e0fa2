/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// The incubator (spec 2.1, 3.10, 4, 7.1; docs/incubator.md): MDB projects with their steps (JSON), files, the audited
// changes of state and audit status, the committee's reviews, and the association offers with their members.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mdb_projects')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('owner_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('audit_status', 'text')
    .addColumn('property_type', 'text')
    .addColumn('operation_type', 'text')
    .addColumn('department', 'text')
    .addColumn('region', 'text')
    .addColumn('city', 'text')
    // The name and city folded (foldForSearch), for the admin's search.
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('works_total_cents', 'integer', (column) => column.notNull())
    .addColumn('step', 'integer', (column) => column.notNull())
    // The steps of the form as the member filled them (property, operation, works, financing, team).
    .addColumn('data', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  // A member's projects; the committee's and the admin's lists by state, newest first; the admin's whole list.
  await db.schema.createIndex('mdb_projects_owner').on('mdb_projects').columns(['owner_uid', 'updated_at']).execute();
  await db.schema.createIndex('mdb_projects_state').on('mdb_projects').columns(['state', 'updated_at', 'id']).execute();
  await db.schema.createIndex('mdb_projects_updated').on('mdb_projects').columns(['updated_at', 'id']).execute();

  await db.schema
    .createTable('mdb_project_files')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull().references('mdb_projects.id').onDelete('cascade'))
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mdb_project_files_project')
    .on('mdb_project_files')
    .columns(['project_id', 'created_at'])
    .execute();

  // The audit trail: who changed a project's state or audit status, when, from what to what.
  await db.schema
    .createTable('mdb_project_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull().references('mdb_projects.id').onDelete('cascade'))
    .addColumn('actor_uid', 'text', (column) => column.notNull())
    .addColumn('field', 'text', (column) => column.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text', (column) => column.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mdb_project_changes_project')
    .on('mdb_project_changes')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('mdb_project_reviews')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull().references('mdb_projects.id').onDelete('cascade'))
    .addColumn('reviewer_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('comment', 'text', (column) => column.notNull())
    .addColumn('scores', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mdb_project_reviews_project')
    .on('mdb_project_reviews')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('mdb_associations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull().references('mdb_projects.id').onDelete('cascade'))
    .addColumn('owner_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('investor_kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mdb_associations_created')
    .on('mdb_associations')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('mdb_association_members')
    .addColumn('association_id', 'text', (column) =>
      column.notNull().references('mdb_associations.id').onDelete('cascade'),
    )
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('joined_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('mdb_association_members_pk', ['association_id', 'uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mdb_association_members',
    'mdb_associations',
    'mdb_project_reviews',
    'mdb_project_changes',
    'mdb_project_files',
    'mdb_projects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
