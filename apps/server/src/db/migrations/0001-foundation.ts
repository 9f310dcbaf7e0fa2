/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Kysely migrations are untyped on purpose: they describe the schema at their point in history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('display_name', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('picture_path', 'text')
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_customer', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_ambassador', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('permission_ambassador', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_yam', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('formation_air', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('formation_mdb', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('formation_sport', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('formation_starter_mdb', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('scenario', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_postale_code', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_country', 'text', (column) => column.notNull().defaultTo('FR'))
    .addColumn('address_company', 'text')
    .addColumn('cgv_accepted_version', 'text')
    .addColumn('previous_sign_in_at', 'text')
    .addColumn('last_sign_in_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('users_email_unique').unique().on('users').column('email').execute();

  await db.schema
    .createTable('user_channels')
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_channels_pk', ['uid', 'channel'])
    .execute();
  await db.schema.createIndex('user_channels_channel').on('user_channels').column('channel').execute();

  await db.schema
    .createTable('user_permissions')
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('permission', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('user_permissions_pk', ['uid', 'permission'])
    .execute();

  await db.schema
    .createTable('user_levels')
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('completed', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_levels_pk', ['uid', 'channel', 'level'])
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_uid').on('auth_tokens').columns(['uid', 'expires_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('password_resets_uid').on('password_resets').column('uid').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('login_failures_created_at').on('login_failures').column('created_at').execute();

  await db.schema
    .createTable('terms_of_sale')
    .addColumn('version', 'text', (column) => column.primaryKey())
    .addColumn('published_at', 'text', (column) => column.notNull())
    .addColumn('effective_at', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('terms_of_sale_published_at').on('terms_of_sale').column('published_at').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_to_address')
    .on('mail_outbox')
    .columns(['to_address', 'created_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_unsent').on('mail_outbox').columns(['sent_at', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'terms_of_sale',
    'login_failures',
    'password_resets',
    'auth_tokens',
    'user_levels',
    'user_permissions',
    'user_channels',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
