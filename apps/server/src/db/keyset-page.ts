import { sql, type SelectQueryBuilder } from 'kysely';
import type { KeysetCursor } from './keyset-cursor.js';

export interface KeysetPage<Row> {
  rows: Row[];
  hasMore: boolean;
}

/**
 * One page of a list sorted newest first by (time, id) (both indexed), older than the cursor: reads one row more
 * than the page to tell whether more follow, never an offset.
 */
export async function keysetPage<Database, Tables extends keyof Database, Row>(
  select: SelectQueryBuilder<Database, Tables, Row>,
  columns: { at: string; id: string },
  cursor: KeysetCursor | undefined,
  pageSize: number,
): Promise<KeysetPage<Row>> {
  const at = sql.ref(columns.at);
  const id = sql.ref(columns.id);
  const after = cursor ? select.where(sql<boolean>`(${at}, ${id}) < (${cursor.at}, ${cursor.id})`) : select;
  const rows = await after
    .orderBy(sql`${at} desc`)
    .orderBy(sql`${id} desc`)
    .limit(pageSize + 1)
    .execute();
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

/**
 * The page older than the row the client names by id (`before`: the oldest it holds), found `among` the rows it may
 * name; the first page when it names none, or one not found there. Lists whose client sends ids, not cursors.
 */
export async function keysetPageBefore<
  Database,
  Tables extends keyof Database,
  Row,
  BeforeTables extends keyof Database,
>(
  select: SelectQueryBuilder<Database, Tables, Row>,
  columns: { at: string; id: string },
  before: { id: string | undefined; among: SelectQueryBuilder<Database, BeforeTables, object> },
  pageSize: number,
): Promise<KeysetPage<Row>> {
  const cursor = before.id
    ? await before.among
        .select([sql<string>`${sql.ref(columns.at)}`.as('at'), sql<string>`${sql.ref(columns.id)}`.as('id')])
        .where(sql<boolean>`${sql.ref(columns.id)} = ${before.id}`)
        .$castTo<KeysetCursor>()
        .executeTakeFirst()
    : undefined;
  return keysetPage(select, columns, cursor, pageSize);
}
