import type { Queryable } from './schema.js';

/**
 * Runs `work` in the caller's transaction when there is one, else in a new one: a write that opens its own
 * transaction can then be part of a larger one (an admin write and its audit row, decision 0015).
 */
export function inTransaction<Result>(
  db: Queryable,
  work: (transaction: Queryable) => Promise<Result>,
): Promise<Result> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
