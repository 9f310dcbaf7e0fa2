/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Billing (spec 3.2, 4, 7.2): invoices numbered without gaps per year, their lines, the status changes made by the
// billing admin, subscriptions, and the sandbox provider's cards (brand, last four digits, expiry: never a number).
export async function up(db: Kysely<unknown>): Promise<void> {
  // The last number given per year: incremented in the transaction that finalises an invoice (no gap, no twin).
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (column) => column.primaryKey())
    .addColumn('last_number', 'integer', (column) => column.notNull())
    .execute();

  // Invoices outlive the account (ten-year retention of accounting records): no foreign key on uid; the buyer is
  // copied at finalisation. A draft has no number and no issue date; status is draft, open, paid, void or refunded.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull())
    .addColumn('number', 'text', (column) => column.unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('net_cents', 'integer', (column) => column.notNull())
    .addColumn('vat_cents', 'integer', (column) => column.notNull())
    .addColumn('gross_cents', 'integer', (column) => column.notNull())
    .addColumn('issued_at', 'text')
    .addColumn('due_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('buyer_name', 'text')
    .addColumn('buyer_company', 'text')
    .addColumn('buyer_siren', 'text')
    .addColumn('buyer_line1', 'text')
    .addColumn('buyer_postale_code', 'text')
    .addColumn('buyer_city', 'text')
    .addColumn('buyer_country', 'text')
    // The seller's mentions (JSON) as they were at finalisation.
    .addColumn('seller', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // The member's list, newest first (filtered by status and year: a range of issued_at).
  await db.schema.createIndex('invoices_member').on('invoices').columns(['uid', 'issued_at', 'id']).execute();

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'text', (column) => column.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addColumn('unit_price_cents', 'integer', (column) => column.notNull())
    .addColumn('vat_rate_bp', 'integer', (column) => column.notNull())
    .addColumn('net_cents', 'integer', (column) => column.notNull())
    .addColumn('vat_cents', 'integer', (column) => column.notNull())
    .addColumn('gross_cents', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'position'])
    .execute();

  // The billing admin's audit trail: who set which status on which invoice, when.
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
    .createTable('subscriptions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('product', 'text', (column) => column.notNull())
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addColumn('next_renewal_at', 'text')
    .execute();
  await db.schema.createIndex('subscriptions_member').on('subscriptions').columns(['uid', 'started_at']).execute();

  // The sandbox provider's cards (with Stripe configured, Stripe keeps them and this table stays empty).
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('last4', 'text', (column) => column.notNull())
    .addColumn('exp_month', 'integer', (column) => column.notNull())
    .addColumn('exp_year', 'integer', (column) => column.notNull())
    .addColumn('is_default', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('payment_methods_member').on('payment_methods').columns(['uid', 'created_at']).execute();

  // The member's Stripe customer, created on first use when Stripe is configured.
  await db.schema
    .createTable('billing_customers')
    .addColumn('uid', 'text', (column) => column.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'billing_customers',
    'payment_methods',
    'subscriptions',
    'invoice_status_changes',
    'invoice_lines',
    'invoices',
    'invoice_counters',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
