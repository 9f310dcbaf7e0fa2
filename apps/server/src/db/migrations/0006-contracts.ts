/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import { sql, type Kysely } from 'kysely';

// Contracts and their electronic signature (spec 2.6, 3.8, 7.1; issue 15): the contract, its documents (the PDF as
// issued and the signed PDF, kept as bytes with their SHA-256: never rewritten), and the admin's audit trail.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A contract is evidence: it outlives the account (no foreign key on uid), like an invoice.
  await db.schema
    .createTable('contracts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('product_name', 'text')
    .addColumn('course_id', 'text')
    // The signature types allowed, comma-separated (`typed,drawn`).
    .addColumn('signature_types', 'text', (column) => column.notNull())
    .addColumn('issued_by', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('original_sha256', 'text', (column) => column.notNull())
    // The signature's evidence, set once by the signature (a second signature finds signed_at set and fails).
    .addColumn('signed_at', 'text')
    .addColumn('signer_name', 'text')
    .addColumn('signature_type', 'text')
    .addColumn('signer_ip', 'text')
    .addColumn('signer_user_agent', 'text')
    .addColumn('consent_text', 'text')
    .addColumn('signed_sha256', 'text', (column) => column.unique())
    .execute();
  // The member's lists, newest first (all, and the waiting ones); the public verification by hash.
  await db.schema.createIndex('contracts_member').on('contracts').columns(['uid', 'created_at', 'id']).execute();
  // The activity timeline (GET /api/me/activity): signed contracts, events joined and invoices paid, newest first.
  await db.schema.createIndex('contracts_member_signed').on('contracts').columns(['uid', 'signed_at', 'id']).execute();
  await db.schema
    .createIndex('event_participants_activity')
    .on('event_participants')
    .columns(['uid', 'created_at', 'session_id'])
    .execute();
  await db.schema.createIndex('invoices_member_paid').on('invoices').columns(['uid', 'paid_at', 'id']).execute();
  await db.schema.createIndex('contracts_original_sha256').on('contracts').column('original_sha256').execute();

  // The PDFs as bytes in the database: every instance serves them, a backup keeps them with their contract.
  await db.schema
    .createTable('contract_documents')
    .addColumn('contract_id', 'text', (column) => column.notNull().references('contracts.id').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('content', sql`bytea`, (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('contract_documents_pk', ['contract_id', 'role'])
    .execute();

  // Every action of the contracts admin: who did what to whose contract, when (kept, never edited).
  await db.schema
    .createTable('contract_admin_actions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('actor_uid', 'text', (column) => column.notNull())
    .addColumn('target_uid', 'text', (column) => column.notNull())
    .addColumn('contract_id', 'text', (column) => column.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('contract_admin_actions_target')
    .on('contract_admin_actions')
    .columns(['target_uid', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_participants_activity').execute();
  await db.schema.dropIndex('invoices_member_paid').execute();
  for (const table of ['contract_admin_actions', 'contract_documents', 'contracts']) {
    await db.schema.dropTable(table).execute();
  }
}
