import {
  MODERATION_MESSAGES,
  REPORT_REASON_LABELS,
  REPORTS_PER_HOUR,
  type MyReport,
  type reportRequestSchema,
} from '@campus/domain/moderation';
import { NETWORK_MESSAGES, type DealReport } from '@campus/domain/network';
import type { RightsSubject } from '@campus/domain/rights';
import type * as z from 'zod/mini';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Queryable, ReportsTable } from '../../db/schema.js';
import { HttpError, tooManyRequests } from '../../platform/errors.js';
import { createId } from '../../platform/tokens.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { findReportableDealAuthor } from '../network/deals.js';
import { displayNameOf } from '../users/display-name.js';
import { moderationChanged } from './moderation-events.js';
import { findReportableThing } from './report-targets.js';

const HOUR_MS = 60 * 60 * 1000;
const MY_REPORTS_LIMIT = 50;

export type ReportInput = z.output<typeof reportRequestSchema>;

interface Caller {
  uid: string;
  rights: RightsSubject;
}

function toMyReport(row: ReportsTable): MyReport {
  return {
    id: row.id,
    targetKind: row.target_kind,
    targetId: row.target_id,
    reason: row.reason,
    comment: row.comment,
    status: row.status,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  };
}

/**
 * At most REPORTS_PER_HOUR reports an hour per member, withdrawn ones included: reporting, withdrawing and reporting
 * again costs a report each time, so nobody floods the queue.
 */
async function checkReportRate(db: Queryable, uid: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const recent = await db
    .selectFrom('reports')
    .select('created_at')
    .where('reporter_uid', '=', uid)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .limit(REPORTS_PER_HOUR)
    .execute();
  const oldest = recent[0];
  if (recent.length >= REPORTS_PER_HOUR && oldest) {
    const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(oldest.created_at) + HOUR_MS - now.getTime()) / 1000));
    throw tooManyRequests(MODERATION_MESSAGES.tooManyReports, retryAfterSeconds);
  }
}

async function insertReport(
  db: Queryable,
  reporterUid: string,
  input: ReportInput,
  reportedUid: string | null,
  now: Date,
  alreadyReported: string,
): Promise<ReportsTable> {
  const at = now.toISOString();
  const row: ReportsTable = {
    id: createId(),
    reporter_uid: reporterUid,
    target_kind: input.targetKind,
    target_id: input.targetId,
    reported_uid: reportedUid,
    reason: input.reason,
    comment: input.comment,
    status: 'open',
    decision_id: null,
    resolved_by: null,
    resolved_at: null,
    created_at: at,
    updated_at: at,
  };
  try {
    await db.insertInto('reports').values(row).execute();
  } catch (error) {
    // One open report per member and thing (the partial unique index): the first one stands.
    if (isUniqueViolation(error)) throw new HttpError(409, alreadyReported);
    throw error;
  }
  return row;
}

/**
 * A member reports something they can see (404 otherwise), once while their report is open (409). A report never
 * hides anything by itself: it waits in the queue for a moderator (docs/decisions/0017-moderation.md).
 */
export async function createReport(
  db: Queryable,
  caller: Caller,
  input: ReportInput,
  now: Date,
): Promise<Committed<MyReport>> {
  await checkReportRate(db, caller.uid, now);
  const thing = await findReportableThing(db, caller, input.targetKind, input.targetId, now);
  const row = await insertReport(db, caller.uid, input, thing.reportedUid, now, MODERATION_MESSAGES.alreadyReported);
  return { result: toMyReport(row), events: [moderationChanged()] };
}

/** The reporter withdraws their open report (404: not theirs; 409: already settled). */
export async function withdrawReport(db: Queryable, uid: string, id: string, now: Date): Promise<Committed<void>> {
  const row = await db
    .selectFrom('reports')
    .select('status')
    .where('id', '=', id)
    .where('reporter_uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, MODERATION_MESSAGES.reportNotFound);
  const at = now.toISOString();
  const withdrawn = await db
    .updateTable('reports')
    .set({ status: 'withdrawn', resolved_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(withdrawn.numUpdatedRows) === 0) throw new HttpError(409, MODERATION_MESSAGES.notOpen);
  return { result: undefined, events: [moderationChanged()] };
}

/** The member's own reports, newest first, each with its outcome in a word (never the sanction). */
export async function listMyReports(db: Queryable, uid: string): Promise<MyReport[]> {
  const rows = await db
    .selectFrom('reports')
    .selectAll()
    .where('reporter_uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MY_REPORTS_LIMIT)
    .execute();
  return rows.map(toMyReport);
}

/**
 * `POST /api/deals/{id}/reports { reason }` of issue 13, kept as it was on top of the reports: the free text becomes
 * the comment of an `other` report, and the deal's own messages answer (404 for a deal the member does not find).
 */
export async function reportDeal(
  db: Queryable,
  caller: Caller,
  id: string,
  reason: string,
  now: Date,
): Promise<Committed<void>> {
  const authorUid = await findReportableDealAuthor(db, caller.uid, caller.rights, id, now);
  if (authorUid === caller.uid) throw new HttpError(400, NETWORK_MESSAGES.ownDeal);
  await checkReportRate(db, caller.uid, now);
  const input: ReportInput = { targetKind: 'deal', targetId: id, reason: 'other', comment: reason };
  await insertReport(db, caller.uid, input, authorUid, now, NETWORK_MESSAGES.alreadyReported);
  return { result: undefined, events: [moderationChanged()] };
}

/** `GET /api/deals/reports` of issue 13: the open deal reports, newest first (the queue has them all). */
export async function listOpenDealReports(db: Queryable): Promise<DealReport[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('deals', 'deals.id', 'reports.target_id')
    .leftJoin('users', 'users.uid', 'reports.reporter_uid')
    .select([
      'reports.id',
      'reports.target_id',
      'reports.reason',
      'reports.comment',
      'reports.created_at',
      'deals.title',
      'users.display_name',
      'users.firstname',
      'users.lastname',
    ])
    .where('reports.status', '=', 'open')
    .where('reports.target_kind', '=', 'deal')
    .orderBy('reports.created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    dealId: row.target_id,
    dealTitle: row.title,
    reason: row.comment ?? REPORT_REASON_LABELS[row.reason],
    reporter: displayNameOf(row),
    createdAt: row.created_at,
  }));
}
