import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.js';
import { createTestApp } from '../../testing/test-app.js';
import { EXCLUDED_FROM_EXPORT, exportedMemberColumns } from './export-contents.js';

let test: TestApp;
let columns: Column[];
beforeAll(async () => {
  test = await createTestApp();
  columns = await columnsOfDatabase();
});
afterAll(() => test.close());

/** A column named as a member's id: uid, *_uid, *author_id, user_id, owner*, created_by / invited_by / issued_by… */
const MEMBER_ID_NAME = /^(uid|.+_uid|(.+_)?author_id|user_id|owner.*|.+_by)$/;

interface Column {
  table: string;
  column: string;
  referencesUsers: boolean;
}

/** Every column of the migrated database, with whether a foreign key points it at users.uid. */
async function columnsOfDatabase(): Promise<Column[]> {
  const { db, dialect } = test.app;
  if (dialect === 'postgres') {
    const { rows } = await sql<{ table: string; column: string; references_users: boolean }>`
      select c.table_name as "table", c.column_name as "column",
        exists (
          select 1 from information_schema.key_column_usage k
          join information_schema.referential_constraints r
            on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
          join information_schema.constraint_column_usage u
            on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
          where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
            and u.table_name = 'users' and u.column_name = 'uid'
        ) as references_users
      from information_schema.columns c
      where c.table_schema = current_schema() and c.table_name not like 'kysely_%'
    `.execute(db);
    return rows.map((row) => ({ table: row.table, column: row.column, referencesUsers: row.references_users }));
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'
  `.execute(db);
  const columns: Column[] = [];
  for (const { name } of tables) {
    const { rows: info } = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    const { rows: keys } = await sql<{ from: string; table: string; to: string | null }>`
      select "from", "table", "to" from pragma_foreign_key_list(${name})
    `.execute(db);
    for (const column of info) {
      const referencesUsers = keys.some((key) => key.from === column.name && key.table === 'users');
      columns.push({ table: name, column: column.name, referencesUsers });
    }
  }
  return columns;
}

describe('the data export is complete (issue 32)', () => {
  it('exports, or says why it does not, every column of the schema holding a member’s id', () => {
    const memberColumns = columns
      .filter((column) => column.referencesUsers || MEMBER_ID_NAME.test(column.column))
      .map((column) => `${column.table}.${column.column}`)
      // users.uid is the member themself: the profile reads it (exported below like any other).
      .sort();
    expect(memberColumns.length).toBeGreaterThan(30);
    const exported = exportedMemberColumns();
    const unaccounted = memberColumns.filter((key) => {
      const table = key.slice(0, key.indexOf('.'));
      return !exported.has(key) && !(key in EXCLUDED_FROM_EXPORT) && !(table in EXCLUDED_FROM_EXPORT);
    });
    // A new table or column with a member's id: export it (export-contents.ts) or say why not (EXCLUDED_FROM_EXPORT).
    expect(unaccounted).toEqual([]);
  });

  it('names only tables and columns that exist, and each exclusion says why', () => {
    const known = new Set(columns.map((column) => `${column.table}.${column.column}`));
    const tables = new Set(columns.map((column) => column.table));
    expect([...exportedMemberColumns()].filter((key) => !known.has(key))).toEqual([]);
    for (const [key, reason] of Object.entries(EXCLUDED_FROM_EXPORT)) {
      expect(key.includes('.') ? known.has(key) : tables.has(key), key).toBe(true);
      expect(reason.length, key).toBeGreaterThan(20);
    }
  });
});
