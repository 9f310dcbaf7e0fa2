import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.js';

// The embedded store reads rows as arrays and makes them objects itself (db/connection.ts): what Kysely's callers get
// must be exactly what better-sqlite3's own rows were.
let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'campus-connection-'));
  database = openDatabase({ dataDir, databaseUrl: null });
  await sql`create table things (id text primary key, label text, amount integer, price real, picture blob)`.execute(
    database.db,
  );
  await sql`insert into things values ('a', 'Première', 3, 1.5, x'00ff'), ('b', null, -2, 0, null)`.execute(
    database.db,
  );
});
afterAll(async () => {
  await database.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('rows of the embedded store', () => {
  it('come as objects of their columns, with each type as SQLite gives it', async () => {
    const { rows } = await sql`select * from things order by id`.execute(database.db);
    expect(rows).toEqual([
      { id: 'a', label: 'Première', amount: 3, price: 1.5, picture: Buffer.from([0, 255]) },
      { id: 'b', label: null, amount: -2, price: 0, picture: null },
    ]);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'label', 'amount', 'price', 'picture']);
  });

  it('keep the last of two columns of one name, and any name as it is', async () => {
    const { rows } = await sql`select id, label as id, amount as "montant à payer" from things where id = 'a'`.execute(
      database.db,
    );
    expect(rows).toEqual([{ id: 'Première', 'montant à payer': 3 }]);
  });

  it('come the same way from a RETURNING write, and from a streamed read', async () => {
    const { rows } = await sql`update things set amount = amount + 1 where id = 'b' returning id, amount`.execute(
      database.db,
    );
    expect(rows).toEqual([{ id: 'b', amount: -1 }]);
    const streamed = [];
    for await (const row of database.db
      .selectFrom('things' as never)
      .select(['id', 'amount'] as never)
      .stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual([
      { id: 'a', amount: 3 },
      { id: 'b', amount: -1 },
    ]);
  });

  it('answer a write without rows with what it changed', async () => {
    const result = await sql`delete from things where id = 'nothing'`.execute(database.db);
    expect(result.numAffectedRows).toBe(0n);
    expect(result.rows).toEqual([]);
  });
});
