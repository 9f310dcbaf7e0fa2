import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection.js';
import { MIGRATIONS, migrateToLatest } from './migrate.js';

let dataDir: string;
let database: Database;
afterEach(async () => {
  await database.db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('an existing database gets the search text of the members it already holds', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'campus-migrate-'));
    database = openDatabase({ dataDir, databaseUrl: null });
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
    expect((await migrator.migrateTo('0003-events')).error).toBeUndefined();
    const now = new Date().toISOString();
    // The users table as migration 0003 left it: no search_text yet.
    await sql`insert into users (uid, email, password_hash, firstname, lastname, created_at, updated_at)
      values ('u1', 'e@campus.test', 'x', 'Émilie', 'Rousseau', ${now}, ${now})`.execute(database.db);

    await migrateToLatest(database.db, database.dialect);
    const row = await database.db.selectFrom('users').select('search_text').where('uid', '=', 'u1').executeTakeFirst();
    expect(row?.search_text).toBe('emilie rousseau');
  });

  it('keeps the members already there active, and takes the earlier audit rows into the one journal', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'campus-migrate-'));
    database = openDatabase({ dataDir, databaseUrl: null });
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
    expect((await migrator.migrateTo('0013-background-jobs')).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (uid, email, password_hash, firstname, lastname, created_at, updated_at)
      values ('u1', 'e@campus.test', 'x', 'Émilie', 'Rousseau', ${now}, ${now})`.execute(database.db);
    await sql`insert into contract_admin_actions (id, action, actor_uid, target_uid, contract_id, details, created_at)
      values ('a1', 'contract-issued', 'admin', 'u1', 'c1', '{"productName":"AIR"}', ${now})`.execute(database.db);

    await migrateToLatest(database.db, database.dialect);
    const user = await database.db.selectFrom('users').select('status').where('uid', '=', 'u1').executeTakeFirst();
    expect(user?.status).toBe('active');
    const events = await database.db.selectFrom('audit_events').selectAll().execute();
    expect(events).toEqual([
      {
        id: 'a1',
        at: now,
        actor_uid: 'admin',
        action: 'contract.issued',
        target_uid: 'u1',
        subject: 'contract:c1',
        before: null,
        after: '{"productName":"AIR"}',
      },
    ]);
  });

  it('moves the deal reports into the one reports table, a hidden deal becoming an undoable decision', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'campus-migrate-'));
    database = openDatabase({ dataDir, databaseUrl: null });
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
    expect((await migrator.migrateTo('0021-account-closure')).error).toBeUndefined();
    const now = new Date().toISOString();
    for (const uid of ['author', 'reporter']) {
      await sql`insert into users (uid, email, password_hash, created_at, updated_at)
        values (${uid}, ${`${uid}@campus.test`}, 'x', ${now}, ${now})`.execute(database.db);
    }
    for (const [id, hiddenAt] of [
      ['d1', null],
      ['d2', now],
    ]) {
      await sql`insert into deals (id, author_uid, title, search_text, market_list, condition, property_type, price,
        surface, rooms, city, department_code, description, status, hidden_at, created_at, updated_at)
        values (${id}, 'author', 'Grange', 'grange', 'MDB', 'RENOVATE', 'HOUSE', 1, 1, 1, 'Cluny', '71', 'x',
        'published', ${hiddenAt}, ${now}, ${now})`.execute(database.db);
    }
    await sql`insert into deal_reports (id, deal_id, reporter_uid, reason, created_at, resolved_at)
      values ('r1', 'd1', 'reporter', 'Annonce en double', ${now}, null),
        ('r2', 'd2', 'reporter', 'Arnaque', ${now}, ${now})`.execute(database.db);

    await migrateToLatest(database.db, database.dialect);
    const reports = await database.db.selectFrom('reports').selectAll().orderBy('id').execute();
    expect(reports.map((row) => [row.id, row.target_id, row.reason, row.comment, row.status, row.decision_id])).toEqual(
      [
        ['r1', 'd1', 'other', 'Annonce en double', 'open', null],
        ['r2', 'd2', 'other', 'Arnaque', 'actioned', 'moved-d2'],
      ],
    );
    expect(reports.every((row) => row.target_kind === 'deal' && row.reported_uid === 'author')).toBe(true);
    const decisions = await database.db.selectFrom('moderation_decisions').selectAll().execute();
    expect(decisions).toEqual([expect.objectContaining({ id: 'moved-d2', action: 'hide', target_id: 'd2' })]);
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'deal_reports'`.execute(
      database.db,
    );
    expect(rows).toEqual([]);
  });
});
