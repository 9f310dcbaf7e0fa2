import type { Queryable } from '../../db/schema.js';

/** An event as the journal keeps it (decision 0015): its row, without its sessions (each has its own). */
export const eventState = (db: Queryable, id: string) =>
  db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();

/** A session as the journal keeps it. */
export const sessionState = (db: Queryable, id: string) =>
  db.selectFrom('event_sessions').selectAll().where('id', '=', id).executeTakeFirst();
