import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './schema.js';
import { writtenTables } from './write-watch.js';

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('writtenTables', () => {
  it('names the table of an insert, an update and a delete', () => {
    expect(
      writtenTables(
        db.insertInto('user_levels').values({ uid: 'u', channel: 'base', level: 1, completed: 0 }).toOperationNode(),
      ),
    ).toEqual(['user_levels']);
    expect(writtenTables(db.updateTable('users').set({ points: 3 }).where('uid', '=', 'u').toOperationNode())).toEqual([
      'users',
    ]);
    expect(writtenTables(db.deleteFrom('auth_tokens').where('uid', '=', 'u').toOperationNode())).toEqual([
      'auth_tokens',
    ]);
  });

  it('names nothing for a read', () => {
    expect(writtenTables(db.selectFrom('users').selectAll().toOperationNode())).toEqual([]);
  });
});
