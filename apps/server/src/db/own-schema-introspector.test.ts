import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.js';
import { migrateToLatest } from './migrate.js';

// PostgreSQL only (vitest.config.ts): two schemas of one database.
const baseUrl = process.env.TEST_DATABASE_URL ?? '';
const ours = `test_${randomUUID().replaceAll('-', '')}`;
const other = `${ours}_other`;
let admin: pg.Client;
let database: Database;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${ours}`);
  // Another user of the same database: a table of each kind Campus has, Kysely's bookkeeping included.
  await admin.query(`create schema ${other}`);
  await admin.query(`create table ${other}.users (id serial primary key, elsewhere text)`);
  await admin.query(`create table ${other}.kysely_migration (name text primary key)`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${ours}`);
  database = openDatabase({ dataDir: '', databaseUrl: url.toString() });
  await migrateToLatest(database.db, database.dialect);
});
afterAll(async () => {
  await database.db.destroy();
  await admin.query(`drop schema ${other} cascade`);
  await admin.query(`drop schema ${ours} cascade`);
  await admin.end();
});

describe('introspection on PostgreSQL', () => {
  it("reads the connection's own schema only, never another one of the database", async () => {
    const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ours]));
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['users', 'kysely_migration']));
    const users = tables.find((table) => table.name === 'users');
    expect(users?.columns.map((column) => column.name)).not.toContain('elsewhere');
    expect(users?.columns.find((column) => column.name === 'email')).toMatchObject({
      dataType: 'text',
      isNullable: false,
    });
  });

  it("leaves Kysely's own tables out unless asked", async () => {
    const names = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(names).toContain('users');
    expect(names).not.toContain('kysely_migration');
    expect(names).not.toContain('kysely_migration_lock');
  });

  it('migrates again as a no-op, its bookkeeping found in its own schema', async () => {
    await expect(migrateToLatest(database.db, database.dialect)).resolves.toBeUndefined();
    const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(database.db);
    expect(Number(rows[0]?.count)).toBeGreaterThan(20);
  });
});
