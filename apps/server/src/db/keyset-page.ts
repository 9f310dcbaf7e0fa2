import { sql, type SelectQueryBuilder } from 'kysely';

/** Where the next page starts: the sort time and id of the oldest row loaded. */
export interface KeysetCursor {
  at: string;
  id: string;
}

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
