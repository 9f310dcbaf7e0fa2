import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type auditQuerySchema } from '@campus/domain/administration';
import type { SelectQueryBuilder } from 'kysely';
import type * as z from 'zod/mini';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import type { DB, Queryable } from '../../db/schema.js';
import { fieldViolation } from '../../platform/errors.js';

export type AuditFilter = z.output<typeof auditQuerySchema>;

const BAD_CURSOR = "Cette page du journal n'existe pas";

/** `to` given as a day includes that whole day. */
const endOf = (to: string) => (to.length === 10 ? `${to}T23:59:59.999Z` : to);

type JournalQuery = SelectQueryBuilder<
  DB & { actors: DB['users']; targets: DB['users'] },
  'audit_events' | 'actors' | 'targets',
  object
>;

/** The journal's rows matching the filters, with the names of their actor and target. */
function journal(db: Queryable, filter: AuditFilter): JournalQuery {
  let query = db
    .selectFrom('audit_events')
    .leftJoin('users as actors', 'actors.uid', 'audit_events.actor_uid')
    .leftJoin('users as targets', 'targets.uid', 'audit_events.target_uid') as unknown as JournalQuery;
  if (filter.actor) query = query.where('audit_events.actor_uid', '=', filter.actor);
  if (filter.target) query = query.where('audit_events.target_uid', '=', filter.target);
  if (filter.action) query = query.where('audit_events.action', '=', filter.action);
  if (filter.from) query = query.where('audit_events.at', '>=', filter.from);
  if (filter.to) query = query.where('audit_events.at', '<=', endOf(filter.to));
  return query;
}

const name = (firstname: string | null, lastname: string | null, email: string | null) =>
  email === null ? null : `${firstname ?? ''} ${lastname ?? ''}`.trim() || email;

const parseState = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

async function entries(query: JournalQuery, limit: number): Promise<AuditEntry[]> {
  const rows = await query
    .select([
      'audit_events.id',
      'audit_events.at',
      'audit_events.actor_uid',
      'audit_events.action',
      'audit_events.target_uid',
      'audit_events.subject',
      'audit_events.before',
      'audit_events.after',
      'actors.firstname as actor_firstname',
      'actors.lastname as actor_lastname',
      'actors.email as actor_email',
      'targets.firstname as target_firstname',
      'targets.lastname as target_lastname',
      'targets.email as target_email',
    ])
    .orderBy('audit_events.at', 'desc')
    .orderBy('audit_events.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actorUid: row.actor_uid,
    actorName: name(row.actor_firstname, row.actor_lastname, row.actor_email),
    action: row.action,
    targetUid: row.target_uid,
    targetName: name(row.target_firstname, row.target_lastname, row.target_email),
    subject: row.subject,
    before: parseState(row.before),
    after: parseState(row.after),
  }));
}

/** A page of the journal, newest first, after the cursor of the previous page. */
export async function listAuditEntries(db: Queryable, filter: AuditFilter): Promise<AuditPage> {
  const cursor = decodeKeysetCursor(filter.cursor, () => {
    throw fieldViolation('cursor', BAD_CURSOR);
  });
  let query = journal(db, filter);
  if (cursor) {
    query = query.where((where) =>
      where.or([
        where('audit_events.at', '<', cursor.at),
        where.and([where('audit_events.at', '=', cursor.at), where('audit_events.id', '<', cursor.id)]),
      ]),
    );
  }
  const items = await entries(query, AUDIT_PAGE_SIZE + 1);
  const page = items.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: items.length > AUDIT_PAGE_SIZE && last ? encodeKeysetCursor({ at: last.at, id: last.id }) : null,
  };
}

/** The most rows an export holds: a year of a busy organisation. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const CSV_HEADER = ['date', 'acteur', 'acteur_uid', 'action', 'membre', 'membre_uid', 'objet', 'avant', 'apres'];

/** A CSV field, quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
export function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The journal matching the filters as CSV (`;`, UTF-8 with a BOM: French Excel opens it as it is). */
export async function exportAuditCsv(db: Queryable, filter: AuditFilter): Promise<string> {
  const items = await entries(journal(db, filter), AUDIT_EXPORT_MAX_ROWS);
  const lines = items.map((item) =>
    [
      item.at,
      item.actorName,
      item.actorUid,
      item.action,
      item.targetName,
      item.targetUid,
      item.subject,
      item.before && JSON.stringify(item.before),
      item.after && JSON.stringify(item.after),
    ]
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[CSV_HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}
