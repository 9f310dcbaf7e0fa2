/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// The member network (issue 13): each member's network profile (what they show, their department, their roles),
// skills, partners and good contacts, experts, training points of sale, and the deals off market.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per member who set their network profile; no row is the default: nothing shown.
  await db.schema
    .createTable('network_profiles')
    .addColumn('uid', 'text', (column) => column.primaryKey().references('users.uid').onDelete('cascade'))
    .addColumn('department_code', 'text')
    .addColumn('show_phone', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('show_city', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('show_on_map', 'integer', (column) => column.notNull().defaultTo(0))
    // AIR or MDB for ambassadors (spec 3.10), null otherwise.
    .addColumn('ambassador_type', 'text')
    .addColumn('is_mentor', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_coach', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // The map's counts and the department filter read the members who chose to be placed.
  await db.schema
    .createIndex('network_profiles_map')
    .on('network_profiles')
    .columns(['show_on_map', 'department_code', 'uid'])
    .execute();

  await db.schema
    .createTable('member_skills')
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('skill', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_skills_pk', ['uid', 'skill'])
    .execute();
  await db.schema.createIndex('member_skills_skill').on('member_skills').columns(['skill', 'uid']).execute();

  // Partners and good contacts (trades and services): businesses, public by nature.
  await db.schema
    .createTable('network_contacts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('trade', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('department_code', 'text')
    .addColumn('contact_kind', 'text', (column) => column.notNull())
    .addColumn('contact', 'text', (column) => column.notNull())
    // JSON list of { network, url }.
    .addColumn('socials', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('network_contacts_kind')
    .on('network_contacts')
    .columns(['kind', 'search_text', 'id'])
    .execute();

  await db.schema
    .createTable('experts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('speciality', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('website', 'text')
    .execute();
  await db.schema
    .createTable('points_of_sale')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('department_code', 'text', (column) => column.notNull())
    .addColumn('website', 'text')
    .execute();

  // status draft, published or closed; a published deal past expires_at is expired (read, not stored).
  await db.schema
    .createTable('deals')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('author_uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('market_list', 'text', (column) => column.notNull())
    .addColumn('condition', 'text', (column) => column.notNull())
    .addColumn('property_type', 'text', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('surface', 'integer', (column) => column.notNull())
    .addColumn('rooms', 'integer', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('department_code', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('hidden_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // The market's sorts read from these (status first, so a list starts on the published deals).
  await db.schema.createIndex('deals_recent').on('deals').columns(['status', 'published_at', 'id']).execute();
  await db.schema.createIndex('deals_price').on('deals').columns(['status', 'price', 'id']).execute();
  await db.schema.createIndex('deals_surface').on('deals').columns(['status', 'surface', 'id']).execute();
  await db.schema.createIndex('deals_author').on('deals').columns(['author_uid', 'created_at', 'id']).execute();

  await db.schema
    .createTable('deal_photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('deal_id', 'text', (column) => column.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('deal_photos_deal').on('deal_photos').columns(['deal_id', 'position']).execute();

  await db.schema
    .createTable('deal_reports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('deal_id', 'text', (column) => column.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('reporter_uid', 'text', (column) => column.references('users.uid').onDelete('set null'))
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('deal_reports_once', ['deal_id', 'reporter_uid'])
    .execute();
  await db.schema.createIndex('deal_reports_open').on('deal_reports').columns(['resolved_at', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'deal_reports',
    'deal_photos',
    'deals',
    'points_of_sale',
    'experts',
    'network_contacts',
    'member_skills',
    'network_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
