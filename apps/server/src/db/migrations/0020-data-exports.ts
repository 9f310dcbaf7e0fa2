/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import { sql, type Kysely } from 'kysely';

// A member's copy of their data (issue 32): one row per export asked from Mon compte. The zip itself is a file under
// DATA_DIR/exports named by the row's id; the link's token is kept only as its SHA-256, set once the zip is ready,
// with the link's end (7 days). A partial unique index lets one export at most be in preparation per member, on both
// dialects, so two requests at once cannot both start one. The hourly purge deletes expired rows and their files.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    // preparing, ready or failed (expired is a ready one past expires_at).
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('size', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('data_exports_member').on('data_exports').columns(['uid', 'created_at']).execute();
  await db.schema.createIndex('data_exports_expiry').on('data_exports').column('expires_at').execute();
  await db.schema
    .createIndex('data_exports_one_preparing')
    .on('data_exports')
    .column('uid')
    .unique()
    .where(sql.ref('status'), '=', 'preparing')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
