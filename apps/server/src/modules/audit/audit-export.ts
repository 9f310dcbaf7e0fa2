import { AUDIT_CSV_HEADER, type AuditEntry } from '@campus/domain/administration';
import type { Queryable } from '../../db/schema.js';
import { UTF8_BOM, csvLine } from '../../platform/csv.js';
import { allAuditEntries, type AuditFilter } from './audit-journal.js';

const personOf = (name: string | null, uid: string | null) => (uid === null ? '' : `${name ?? ''} (${uid})`.trim());
const stateText = (state: Record<string, unknown> | null) => (state === null ? '' : JSON.stringify(state));

const lineOf = (entry: AuditEntry) =>
  csvLine([
    entry.at,
    entry.actorUid === null ? 'ligne de commande' : personOf(entry.actorName, entry.actorUid),
    entry.action,
    personOf(entry.targetName, entry.targetUid),
    entry.subject,
    stateText(entry.before),
    stateText(entry.after),
  ]);

/**
 * GET /api/admin/audit/export: every entry matching the filters, newest first, as a `;`-separated UTF-8 CSV with a
 * BOM (French Excel), read from the journal page after page rather than all at once.
 */
export async function* auditCsv(db: Queryable, filter: AuditFilter): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(AUDIT_CSV_HEADER);
  for await (const entry of allAuditEntries(db, filter)) yield lineOf(entry);
}

/** The export's file name: the journal and the day it was taken. */
export const auditCsvFileName = (now: Date) => `journal-administration-${now.toISOString().slice(0, 10)}.csv`;
