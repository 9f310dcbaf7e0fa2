import type { AuditAction } from '@campus/domain/administration';
import type { Queryable } from '../db/schema.js';
import { createId, isoNow } from './tokens.js';

/** One admin action for the journal (decision 0015): who, on whom, what else, and the state before and after. */
export interface AuditRecord {
  /** null: the command line. */
  actorUid: string | null;
  action: AuditAction;
  targetUid?: string | null;
  /** `kind:id` of what else the action concerns (`invoice:…`). */
  subject?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const json = (state: Record<string, unknown> | null | undefined) => (state ? JSON.stringify(state) : null);

/** Writes one row of the audit journal, in the caller's transaction: the action and its trace commit together. */
export async function recordAudit(db: Queryable, record: AuditRecord, at: string = isoNow()): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: createId(),
      at,
      actor_uid: record.actorUid,
      action: record.action,
      target_uid: record.targetUid ?? null,
      subject: record.subject ?? null,
      before: json(record.before),
      after: json(record.after),
    })
    .execute();
}

/**
 * Runs an admin write and journals it in one transaction: `write` returns its result and the audit record of what it
 * did (null when it changed nothing), so no admin write commits without its trace.
 */
export async function withAudit<Result>(
  db: Queryable,
  write: (transaction: Queryable) => Promise<{ result: Result; audit: AuditRecord | readonly AuditRecord[] | null }>,
): Promise<Result> {
  const run = async (transaction: Queryable) => {
    const { result, audit } = await write(transaction);
    const records: readonly AuditRecord[] = audit === null ? [] : 'action' in audit ? [audit] : audit;
    for (const record of records) await recordAudit(transaction, record);
    return result;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
