import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../testing/demo-data.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { precompiled } from './precompiled.js';
import { watchWrites } from './write-watch.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const channelsOf = precompiled(['uid'], (db, { uid }) =>
  db
    .selectFrom('user_channels')
    .select('channel')
    .where('uid', '=', uid)
    .where('channel', '<>', 'sport')
    .orderBy('channel'),
);

describe('a precompiled read', () => {
  it('answers each call with its own values, as the same query built each time does', async () => {
    for (const member of [DEMO_ACCOUNTS.mdb, DEMO_ACCOUNTS.sport, DEMO_ACCOUNTS.admin]) {
      const built = await test.app.db
        .selectFrom('user_channels')
        .select('channel')
        .where('uid', '=', member.uid)
        .where('channel', '<>', 'sport')
        .orderBy('channel')
        .execute();
      expect(await channelsOf(test.app.db, { uid: member.uid })).toEqual(built);
    }
    expect(await channelsOf(test.app.db, { uid: 'nobody' })).toEqual([]);
  });

  it('runs inside a transaction, and refuses a name the query does not use', async () => {
    const rows = await test.app.db
      .transaction()
      .execute((transaction) => channelsOf(transaction, { uid: DEMO_ACCOUNTS.mdb.uid }));
    expect(rows.length).toBeGreaterThan(0);
    const unused = precompiled(['uid', 'channel'], (db, { uid }) =>
      db.selectFrom('user_channels').select('channel').where('uid', '=', uid),
    );
    await expect(unused(test.app.db, { uid: DEMO_ACCOUNTS.mdb.uid, channel: 'immobilier' })).rejects.toThrow(
      /each name/,
    );
  });

  it('runs a write with its values each time, and the plugins that follow writes see every run', async () => {
    const written: string[] = [];
    const db = test.app.db.withPlugin(watchWrites((table) => written.push(table)));
    const rename = precompiled(['uid', 'firstname'], (builder, { uid, firstname }) =>
      builder.updateTable('users').set({ firstname }).where('uid', '=', uid),
    );
    const { uid } = DEMO_ACCOUNTS.sport;
    await rename(db, { uid, firstname: 'Jeanne' });
    await rename(db, { uid, firstname: 'Léa' });
    expect(written).toEqual(['users', 'users']);
    const row = await db.selectFrom('users').select('firstname').where('uid', '=', uid).executeTakeFirst();
    expect(row?.firstname).toBe('Léa');
  });
});
