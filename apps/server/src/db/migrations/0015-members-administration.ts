/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Members run by the organisation (issue 30): a status per member (existing members are active), single-use
// invitations, and the one audit journal of admin actions (decision 0015), which takes over the rows of the two
// audit tables that came before it (invoice status changes, contract admin actions) and replaces them: they are
// dropped, so nothing can write a trace the journal misses. Numbered 0015: 0014 belongs to another branch.

interface OldAuditTables {
  invoice_status_changes: {
    id: string;
    invoice_id: string;
    actor_uid: string;
    from_status: string;
    to_status: string;
    created_at: string;
  };
  invoices: { id: string; uid: string; number: string | null };
  contract_admin_actions: {
    id: string;
    action: string;
    actor_uid: string;
    target_uid: string;
    contract_id: string;
    details: string | null;
    created_at: string;
  };
  audit_events: {
    id: string;
    at: string;
    actor_uid: string | null;
    action: string;
    target_uid: string | null;
    subject: string | null;
    before: string | null;
    after: string | null;
  };
}

const CONTRACT_ACTIONS: Record<string, string> = { 'contract-issued': 'contract.issued' };

async function copyOldAuditRows(db: Kysely<OldAuditTables>): Promise<void> {
  const invoiceChanges = await db
    .selectFrom('invoice_status_changes')
    .innerJoin('invoices', 'invoices.id', 'invoice_status_changes.invoice_id')
    .select([
      'invoice_status_changes.id',
      'invoice_status_changes.invoice_id',
      'invoice_status_changes.actor_uid',
      'invoice_status_changes.from_status',
      'invoice_status_changes.to_status',
      'invoice_status_changes.created_at',
      'invoices.uid',
      'invoices.number',
    ])
    .execute();
  for (const change of invoiceChanges) {
    await db
      .insertInto('audit_events')
      .values({
        id: change.id,
        at: change.created_at,
        actor_uid: change.actor_uid,
        action: 'invoice.status-changed',
        target_uid: change.uid,
        subject: `invoice:${change.invoice_id}`,
        before: JSON.stringify({ status: change.from_status }),
        after: JSON.stringify({ status: change.to_status, number: change.number }),
      })
      .execute();
  }
  const contractActions = await db.selectFrom('contract_admin_actions').selectAll().execute();
  for (const action of contractActions) {
    await db
      .insertInto('audit_events')
      .values({
        id: action.id,
        at: action.created_at,
        actor_uid: action.actor_uid,
        action: CONTRACT_ACTIONS[action.action] ?? `contract.${action.action}`,
        target_uid: action.target_uid,
        subject: `contract:${action.contract_id}`,
        before: null,
        after: action.details,
      })
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // 'invited' | 'active' | 'deactivated'
  await db.schema
    .alterTable('users')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('active'))
    .execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  // The admin list's sorts, each with its keyset tie-break.
  await db.schema.createIndex('users_by_name').on('users').columns(['search_text', 'uid']).execute();
  await db.schema.createIndex('users_by_created').on('users').columns(['created_at', 'uid']).execute();
  await db.schema.createIndex('users_by_last_sign_in').on('users').columns(['last_sign_in_at', 'uid']).execute();
  await db.schema.createIndex('users_by_status').on('users').columns(['status', 'search_text', 'uid']).execute();
  await db.schema.createIndex('user_channels_by_channel').on('user_channels').columns(['channel', 'uid']).execute();

  // Single use (accepted_at), 7 days (expires_at), revocable (revoked_at); only the SHA-256 of the link's token.
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('invited_by', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema.createIndex('invitations_uid').on('invitations').columns(['uid', 'created_at']).execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    // null: the command line (create-admin).
    .addColumn('actor_uid', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_uid', 'text')
    // `kind:id` of what else the action concerns (invoice, contract, project, deal, content, job).
    .addColumn('subject', 'text')
    // JSON objects: the fields the action changed, before and after.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_events_target').on('audit_events').columns(['target_uid', 'at', 'id']).execute();
  await db.schema.createIndex('audit_events_actor').on('audit_events').columns(['actor_uid', 'at', 'id']).execute();
  await db.schema.createIndex('audit_events_action').on('audit_events').columns(['action', 'at', 'id']).execute();
  await copyOldAuditRows(db as Kysely<OldAuditTables>);
  await db.schema.dropTable('invoice_status_changes').execute();
  await db.schema.dropTable('contract_admin_actions').execute();
}

/** The two audit tables as migrations 0005 and 0006 made them (their rows stay in the journal, not copied back). */
async function recreateOldAuditTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_status_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('invoice_id', 'text', (column) => column.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('actor_uid', 'text', (column) => column.notNull())
    .addColumn('from_status', 'text', (column) => column.notNull())
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_status_changes_invoice')
    .on('invoice_status_changes')
    .columns(['invoice_id', 'created_at'])
    .execute();
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
  await recreateOldAuditTables(db);
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('invitations').execute();
  for (const index of ['user_channels_by_channel', 'users_by_status', 'users_by_last_sign_in', 'users_by_created']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropIndex('users_by_name').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('users').dropColumn('status').execute();
}
