import { ACTIVITY_PAGE_SIZE, activityCursor, type ActivityItem, type ActivityPage } from '@campus/domain/account';
import { CHARTER_NAME, contractName } from '@campus/domain/contracts';
import type { Queryable } from '../../db/schema.js';

type Cursor = { at: string; id: string } | undefined;

/** Rows that may share the cursor's instant beyond the page (ties are cut in memory). */
const TIE_SLACK = 10;

const isBefore = (item: ActivityItem, cursor: Cursor) =>
  !cursor || item.at < cursor.at || (item.at === cursor.at && item.id < cursor.id);

async function eventsJoined(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('event_participants')
    .innerJoin('event_sessions', 'event_sessions.id', 'event_participants.session_id')
    .innerJoin('events', 'events.id', 'event_sessions.event_id')
    .select([
      'event_participants.session_id as sessionId',
      'event_participants.created_at as at',
      'events.title as title',
      'events.channel as channel',
    ])
    .where('event_participants.uid', '=', uid)
    .where('event_participants.state', '=', 'SEAT');
  if (cursor) query = query.where('event_participants.created_at', '<=', cursor.at);
  const rows = await query.orderBy('event_participants.created_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `event-joined:${row.sessionId}`,
    kind: 'event-joined',
    at: row.at,
    title: row.title,
    channel: row.channel,
  }));
}

async function contractsSigned(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('contracts')
    .select(['id', 'kind', 'product_name', 'course_id', 'created_at', 'signed_at'])
    .where('uid', '=', uid)
    .where('signed_at', 'is not', null);
  if (cursor) query = query.where('signed_at', '<=', cursor.at);
  const rows = await query.orderBy('signed_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `contract-signed:${row.id}`,
    kind: row.kind === 'charter' ? 'charter-accepted' : 'contract-signed',
    at: row.signed_at ?? row.created_at,
    title:
      row.kind === 'charter'
        ? CHARTER_NAME
        : contractName({
            created_at: row.created_at,
            product: row.product_name === null && row.course_id === null ? null : { name: row.product_name },
          }),
    channel: null,
  }));
}

async function invoicesPaid(db: Queryable, uid: string, cursor: Cursor, limit: number): Promise<ActivityItem[]> {
  let query = db
    .selectFrom('invoices')
    .select(['id', 'number', 'title', 'paid_at'])
    .where('uid', '=', uid)
    .where('status', '=', 'paid')
    .where('paid_at', 'is not', null);
  if (cursor) query = query.where('paid_at', '<=', cursor.at);
  const rows = await query.orderBy('paid_at', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: `invoice-paid:${row.id}`,
    kind: 'invoice-paid',
    at: row.paid_at ?? '',
    title: row.number ? `${row.title} (facture ${row.number})` : row.title,
    channel: null,
  }));
}

/**
 * One page of the member's activity, newest first: events joined (a seat taken), contracts signed and the charter
 * accepted, invoices paid. Each source reads its own index newest first, older than the cursor, one page and a few
 * more; the merge keeps the newest page: a keyset over several tables, never an offset.
 */
export async function loadActivity(db: Queryable, uid: string, cursor: Cursor): Promise<ActivityPage> {
  const limit = ACTIVITY_PAGE_SIZE + 1 + TIE_SLACK;
  const sources = await Promise.all([
    eventsJoined(db, uid, cursor, limit),
    contractsSigned(db, uid, cursor, limit),
    invoicesPaid(db, uid, cursor, limit),
  ]);
  const merged = sources
    .flat()
    .filter((item) => isBefore(item, cursor))
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
  const items = merged.slice(0, ACTIVITY_PAGE_SIZE);
  const hasMore = merged.length > ACTIVITY_PAGE_SIZE;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last ? activityCursor(last) : null };
}
