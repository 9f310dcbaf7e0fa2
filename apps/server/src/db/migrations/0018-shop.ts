/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Selling formations (issue 31): offers, checkouts, the payment provider's events (each processed once), the rights a
// payment granted (taken back when it ends, unless something else grants them), and credit notes beside invoices.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    // TTC, in cents.
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addColumn('vat_rate_bp', 'integer', (column) => column.notNull())
    .addColumn('interval', 'text', (column) => column.notNull())
    // JSON arrays of formation keys and channel slugs.
    .addColumn('grant_formations', 'text', (column) => column.notNull())
    .addColumn('grant_channels', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('offer_id', 'text', (column) => column.notNull().references('offers.id'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    // Stripe's Checkout session id.
    .addColumn('provider_session_id', 'text', (column) => column.unique())
    .addColumn('failure', 'text')
    // The sandbox's card waiting for its 3-D Secure step (JSON: brand, last4, expiry; never the number).
    .addColumn('pending_card', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('checkouts_member').on('checkouts').columns(['uid', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .alterTable('subscriptions')
    .addColumn('offer_id', 'text', (column) => column.references('offers.id'))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('provider', 'text').execute();
  // SQLite adds no UNIQUE column: the unique indexes say it.
  await db.schema.alterTable('subscriptions').addColumn('provider_subscription_id', 'text').execute();
  await db.schema
    .createIndex('subscriptions_provider_id')
    .on('subscriptions')
    .column('provider_subscription_id')
    .unique()
    .execute();
  await db.schema
    .alterTable('subscriptions')
    .addColumn('cancel_at_period_end', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('past_due_since', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('ended_at', 'text').execute();

  // What a payment grants: one row per paid one-off purchase or subscription, `added` the rights it gave that the
  // member did not hold (the only ones it may take back, and only when no other active grant gives them).
  await db.schema
    .createTable('shop_grants')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('source', 'text', (column) => column.notNull().unique())
    .addColumn('formations', 'text', (column) => column.notNull())
    .addColumn('channels', 'text', (column) => column.notNull())
    .addColumn('added', 'text', (column) => column.notNull())
    .addColumn('is_active', 'integer', (column) => column.notNull())
    .addColumn('granted_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('shop_grants_member').on('shop_grants').columns(['uid', 'is_active']).execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('invoice'))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('credit_of', 'text', (column) => column.references('invoices.id'))
    .execute();
  // What the provider calls the payment (Stripe's invoice or payment intent, its refund): one invoice or credit
  // note each, however often its event arrives.
  await db.schema.alterTable('invoices').addColumn('provider_ref', 'text').execute();
  await db.schema.createIndex('invoices_provider_ref').on('invoices').column('provider_ref').unique().execute();
  await db.schema.alterTable('invoices').addColumn('payment_ref', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('offer_id', 'text').execute();
  await db.schema.createIndex('invoices_issued').on('invoices').columns(['issued_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_issued').execute();
  await db.schema.dropIndex('invoices_provider_ref').execute();
  for (const column of ['offer_id', 'payment_ref', 'provider_ref', 'credit_of', 'kind']) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
  await db.schema.dropTable('shop_grants').execute();
  await db.schema.dropIndex('subscriptions_provider_id').execute();
  for (const column of [
    'ended_at',
    'past_due_since',
    'cancel_at_period_end',
    'provider_subscription_id',
    'provider',
    'offer_id',
  ]) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('checkouts').execute();
  await db.schema.dropTable('offers').execute();
}
