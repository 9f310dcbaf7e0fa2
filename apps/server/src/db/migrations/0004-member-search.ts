/* eslint-disable check-file/filename-naming-convention -- migrations are named NNNN-name so they sort in order. */
import { memberSearchText } from '@campus/domain/network';
import type { Kysely } from 'kysely';

interface UserNames {
  uid: string;
  display_name: string | null;
  firstname: string | null;
  lastname: string | null;
}

// Member search ignoring case and accents on both dialects (SQLite's lower() folds ASCII only, neither folds
// accents): each member's names folded once on write, searched with `like`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('search_text', 'text').execute();
  const users = db as unknown as Kysely<{ users: UserNames & { search_text: string | null } }>;
  const rows = await users.selectFrom('users').select(['uid', 'display_name', 'firstname', 'lastname']).execute();
  for (const row of rows) {
    const searchText = memberSearchText({
      displayName: row.display_name,
      firstname: row.firstname,
      lastname: row.lastname,
    });
    await users.updateTable('users').set({ search_text: searchText }).where('uid', '=', row.uid).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
