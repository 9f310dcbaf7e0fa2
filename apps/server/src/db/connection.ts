import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
}

/** Where the database lives (the config's DATA_DIR and DATABASE_URL). */
export interface DatabaseLocation {
  /** Holds the SQLite file when there is no PostgreSQL URL. */
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; null means SQLite in `dataDir`. */
  databaseUrl: string | null;
}

export const SQLITE_FILE_NAME = 'campus.sqlite';

const MAX_CACHED_STATEMENTS = 500;

/** Kysely prepares every query anew; reusing prepared statements makes hot reads several times cheaper. */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sqlText) {
      let statement = statements.get(sqlText);
      if (!statement) {
        // Bulk inserts make one-off statements: a full cache starts over rather than grow.
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sqlText);
        statements.set(sqlText, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** SQLite in DATA_DIR by default (WAL mode); PostgreSQL through a pool when DATABASE_URL is set. */
export function openDatabase(location: DatabaseLocation): Database {
  if (location.databaseUrl) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(location.dataDir, { recursive: true });
  const sqlite = new SQLite(join(location.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  };
}
