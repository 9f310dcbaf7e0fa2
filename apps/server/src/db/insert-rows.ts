import type { Insertable } from 'kysely';
import type { DB, Queryable } from './schema.js';

/** Bound parameters one statement may carry: SQLite's limit (32,766), below PostgreSQL's (65,535). */
export const MAX_BOUND_PARAMETERS = 32_766;

/** How many rows of this many columns fit in one statement. */
export function rowsPerStatement(columnCount: number): number {
  return Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Math.max(1, columnCount)));
}

/**
 * Inserts rows in as many statements as the databases' parameter limits need (one row is one parameter per
 * column); run it inside a transaction for all-or-nothing.
 */
export async function insertRows<Table extends keyof DB>(
  db: Queryable,
  table: Table,
  rows: readonly Insertable<DB[Table]>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const chunkSize = rowsPerStatement(Object.keys(first).length);
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunkSize))
      .execute();
  }
}
