import { fullNameOf } from '@campus/domain/account';
import {
  AUDIT_MESSAGES,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type auditQuerySchema,
} from '@campus/domain/administration';
import { isIsoDay } from '@campus/domain/shared';
import type * as z from 'zod/mini';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from '../../db/keyset-cursor.js';
import { keysetPage } from '../../db/keyset-page.js';
import type { Queryable } from '../../db/schema.js';
import { fieldViolation } from '../../platform/errors.js';
import { displayNameOf } from '../users/display-name.js';

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The journal's filters, checked: instants as stored (ISO, UTC), `to` a day meaning up to its end. */
export interface AuditFilter {
  actor?: string | undefined;
  target?: string | undefined;
  action?: AuditAction | undefined;
  fromAt?: string | undefined;
  beforeAt?: string | undefined;
  toAt?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day or an instant of the query (the contract's date rule checked it) as an ISO instant. */
const instantOf = (text: string) => new Date(isIsoDay(text) ? `${text}T00:00:00.000Z` : text).toISOString();

/** The filters of GET /api/admin/audit (and its export), or a 400 `{ error, errors }` in French. */
export function auditFilterOf(query: AuditQuery): AuditFilter {
  const fromAt = query.from === undefined ? undefined : instantOf(query.from);
  const to = query.to === undefined ? undefined : instantOf(query.to);
  // A day as `to` is included whole: up to the next day's start, excluded.
  const isToDay = to !== undefined && query.to !== undefined && isIsoDay(query.to);
  const beforeAt = isToDay ? new Date(Date.parse(to) + DAY_MS).toISOString() : undefined;
  const toAt = isToDay ? undefined : to;
  const end = beforeAt ?? toAt;
  if (fromAt && end && fromAt >= end && !(toAt && fromAt === toAt)) {
    throw fieldViolation('from', AUDIT_MESSAGES.fromAfterTo);
  }
  return { actor: query.actor, target: query.target, action: query.action, fromAt, beforeAt, toAt };
}

/** The rows of the journal matching the filters, with the actor's and the target's names. */
function journalRows(db: Queryable, filter: AuditFilter) {
  let select = db
    .selectFrom('audit_events')
    .leftJoin('users as actor', 'actor.uid', 'audit_events.actor_uid')
    .leftJoin('users as target', 'target.uid', 'audit_events.target_uid')
    .select([
      'audit_events.id',
      'audit_events.at',
      'audit_events.actor_uid',
      'audit_events.action',
      'audit_events.target_uid',
      'audit_events.subject',
      'audit_events.before',
      'audit_events.after',
      'actor.firstname as actor_firstname',
      'actor.lastname as actor_lastname',
      'actor.display_name as actor_display_name',
      'actor.email as actor_email',
      'target.firstname as target_firstname',
      'target.lastname as target_lastname',
      'target.display_name as target_display_name',
      'target.email as target_email',
    ]);
  if (filter.actor) select = select.where('audit_events.actor_uid', '=', filter.actor);
  if (filter.target) select = select.where('audit_events.target_uid', '=', filter.target);
  if (filter.action) select = select.where('audit_events.action', '=', filter.action);
  if (filter.fromAt) select = select.where('audit_events.at', '>=', filter.fromAt);
  if (filter.beforeAt) select = select.where('audit_events.at', '<', filter.beforeAt);
  if (filter.toAt) select = select.where('audit_events.at', '<=', filter.toAt);
  return select;
}

type JournalRow = Awaited<ReturnType<ReturnType<typeof journalRows>['execute']>>[number];

const nameOf = (person: {
  firstname: string | null;
  lastname: string | null;
  display_name: string | null;
  email: string | null;
}) => (person.email === null ? null : fullNameOf(person) || displayNameOf(person) || person.email);

const stateOf = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

function presentEntry(row: JournalRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorUid: row.actor_uid,
    actorName: nameOf({
      firstname: row.actor_firstname,
      lastname: row.actor_lastname,
      display_name: row.actor_display_name,
      email: row.actor_email,
    }),
    action: row.action,
    targetUid: row.target_uid,
    targetName: nameOf({
      firstname: row.target_firstname,
      lastname: row.target_lastname,
      display_name: row.target_display_name,
      email: row.target_email,
    }),
    subject: row.subject,
    before: stateOf(row.before),
    after: stateOf(row.after),
  };
}

const COLUMNS = { at: 'audit_events.at', id: 'audit_events.id' };

/** One page of the journal, newest first, older than the cursor (keyset on `at`, `id`). */
async function journalPage(
  db: Queryable,
  filter: AuditFilter,
  cursor: KeysetCursor | undefined,
  pageSize: number,
): Promise<AuditPage> {
  const { rows, hasMore } = await keysetPage(journalRows(db, filter), COLUMNS, cursor, pageSize);
  const last = rows.at(-1);
  return {
    items: rows.map(presentEntry),
    nextCursor: hasMore && last ? encodeKeysetCursor({ at: last.at, id: last.id }) : null,
  };
}

/** GET /api/admin/audit: a page of the journal matching the query's filters, newest first. */
export function listAuditEntries(db: Queryable, query: AuditQuery): Promise<AuditPage> {
  const filter = auditFilterOf(query);
  const cursor = decodeKeysetCursor(query.cursor, () => {
    throw fieldViolation('cursor', AUDIT_MESSAGES.badCursor);
  });
  return journalPage(db, filter, cursor, AUDIT_PAGE_SIZE);
}

/** Every entry matching the filters, newest first, page after page (the export reads the journal in pages). */
export async function* allAuditEntries(db: Queryable, filter: AuditFilter, pageSize = 500): AsyncGenerator<AuditEntry> {
  let cursor: KeysetCursor | undefined;
  do {
    const page = await journalPage(db, filter, cursor, pageSize);
    yield* page.items;
    cursor = page.nextCursor ? decodeKeysetCursor(page.nextCursor, () => undefined) : undefined;
  } while (cursor);
}
