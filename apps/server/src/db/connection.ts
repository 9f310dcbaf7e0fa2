import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** PostgreSQL's connection pool, counted for the metrics; null on SQLite (one connection, no pool). */
  pool: PoolStats | null;
}

/** What the PostgreSQL pool holds now, and the waits for a connection since start. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  /** Queries waiting for a connection right now. */
  readonly waiting: number;
  /** Connections handed out after a wait of a millisecond or more, and the seconds so waited. */
  readonly waits: number;
  readonly waitSeconds: number;
}

/** A wait for a pooled connection shorter than this is the pool's own bookkeeping, not a wait. */
const POOL_WAIT_THRESHOLD_MS = 1;

/** The pool's figures, and the waits of every connection Kysely asks it for. */
function countedPool(pool: pg.Pool): PoolStats {
  const stats = {
    get total() {
      return pool.totalCount;
    },
    get idle() {
      return pool.idleCount;
    },
    get waiting() {
      return pool.waitingCount;
    },
    waits: 0,
    waitSeconds: 0,
  };
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  Object.assign(pool, {
    async connect() {
      const started = performance.now();
      const client = await connect();
      const waitedMs = performance.now() - started;
      if (waitedMs >= POOL_WAIT_THRESHOLD_MS) {
        stats.waits += 1;
        stats.waitSeconds += waitedMs / 1000;
      }
      return client;
    },
  });
  return stats;
}

/** Where the database lives (the config's DATA_DIR and DATABASE_URL). */
export interface DatabaseLocation {
  /** Holds the SQLite file when there is no PostgreSQL URL. */
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; null means SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** The pool's connections at most (PostgreSQL); 10 when not given. */
  databasePoolMax?: number;
}

export const SQLITE_FILE_NAME = 'campus.sqlite';

const MAX_CACHED_STATEMENTS = 500;

/** Builds a row object from a raw row's values (its column names read once, when the statement is prepared). */
function rowBuilder(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  return (values) => {
    const row: Record<string, unknown> = {};
    // Two columns of one name: the last one wins, as better-sqlite3's own rows have it.
    for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
    return row;
  };
}

/**
 * A statement whose rows come as arrays, made objects here: better-sqlite3 on Node 20 builds each row object by
 * setting each column by its name, interned again for every row and column; measured, that took 7% of the server's CPU
 * while it delivered messages, and a read of a discussion's 26 members took about 1.7x the time it takes this way.
 */
function withRawRows(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const toRow = rowBuilder(names);
  const raw = statement.raw(true);
  return {
    reader: true,
    all(parameters) {
      const rows = raw.all(parameters) as unknown[][];
      return rows.map(toRow);
    },
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/** Kysely prepares every query anew; reusing prepared statements makes hot reads several times cheaper. */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sqlText) {
      let statement = statements.get(sqlText);
      if (!statement) {
        // Bulk inserts make one-off statements: a full cache starts over rather than grow.
        if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
        statement = withRawRows(sqlite.prepare(sqlText));
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
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: location.databasePoolMax ?? 10 });
    const stats = countedPool(pool);
    return {
      db: new Kysely<DB>({ dialect: new OwnSchemaPostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool: stats,
    };
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
    pool: null,
  };
}
