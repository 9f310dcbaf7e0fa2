/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import type { Kysely } from 'kysely';

// Media keys belong to a session (issue 32): one key per sign-in, gone with it (sign-out, password change, revoked
// sessions, the purge), where each listing stored a new key of the member's that outlived their sign-out. The key
// itself is derived from the session's token and the row's nonce (see media-keys.ts), so the same key answers every
// listing while it lasts; only its SHA-256 is kept. The keys of the old table name no session: they go.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_access_keys').execute();
  await db.schema
    .createTable('media_access_keys')
    .addColumn('token_hash', 'text', (column) =>
      column.primaryKey().references('auth_tokens.token_hash').onDelete('cascade'),
    )
    .addColumn('key_hash', 'text', (column) => column.notNull().unique())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('media_access_keys_expiry').on('media_access_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_access_keys').execute();
  await db.schema
    .createTable('media_access_keys')
    .addColumn('key_hash', 'text', (column) => column.primaryKey())
    .addColumn('uid', 'text', (column) => column.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('media_access_keys_member')
    .on('media_access_keys')
    .columns(['uid', 'expires_at'])
    .execute();
  await db.schema.createIndex('media_access_keys_expiry').on('media_access_keys').column('expires_at').execute();
}
