import type { AuditAction } from '@campus/domain/administration';
import { inTransaction } from '../db/in-transaction.js';
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
  return inTransaction(db, async (transaction) => {
    const { result, audit } = await write(transaction);
    const records: readonly AuditRecord[] = audit === null ? [] : 'action' in audit ? [audit] : audit;
    for (const record of records) await recordAudit(transaction, record);
    return result;
  });
}

type AuditState = Record<string, unknown>;

/**
 * The state of a thing as the journal keeps it: its own fields (text, numbers, booleans, dates, null), not the lists
 * and objects nested in it (a course's modules, an event's sessions), which have their own rows when they change.
 */
export function auditState(thing: object | null | undefined): AuditState | null {
  if (!thing) return null;
  const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  return Object.fromEntries(Object.entries(thing).filter(([, value]) => isScalar(value)));
}

/** An admin write described for the journal: its states `before` and `after` are read in its transaction. */
export interface AuditedChange<Result> {
  actorUid: string | null;
  action: AuditAction;
  targetUid?: string | null | ((result: Result) => string | null);
  subject: string | ((result: Result) => string);
  before?: (transaction: Queryable) => Promise<object | null | undefined>;
  after?: (result: Result, transaction: Queryable) => object | null | undefined | Promise<object | null | undefined>;
}

/** Runs an admin write and journals it with the state before and after, in one transaction (withAudit). */
export function auditedWrite<Result>(
  db: Queryable,
  change: AuditedChange<NoInfer<Result>>,
  write: (transaction: Queryable) => Promise<Result>,
): Promise<Result> {
  return withAudit(db, async (transaction) => {
    const before = change.before ? await change.before(transaction) : null;
    const result = await write(transaction);
    const of = <Value>(value: Value | ((result: Result) => Value)) =>
      typeof value === 'function' ? (value as (result: Result) => Value)(result) : value;
    return {
      result,
      audit: {
        actorUid: change.actorUid,
        action: change.action,
        targetUid: of(change.targetUid ?? null),
        subject: of(change.subject),
        before: auditState(before),
        after: auditState(await change.after?.(result, transaction)),
      },
    };
  });
}
