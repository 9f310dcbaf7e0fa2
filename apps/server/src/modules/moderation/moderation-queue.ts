import { targetKey, type ModerationQuery, type ModerationQueue, type QueueItem } from '@campus/domain/moderation';
import type { Queryable } from '../../db/schema.js';
import { displayNameOf } from '../users/display-name.js';
import { toDecisions } from './moderation-decisions.js';
import { describeTarget } from './moderation-targets.js';

/** The open reports read at most (a queue longer than this is worked from its top first). */
const OPEN_REPORTS_LIMIT = 500;
/** The reported things shown at once, and the decisions of the history. */
const QUEUE_LIMIT = 100;

/**
 * The queue (MDB_ADMIN): every open report grouped by the thing it reports, the things most members reported first
 * (distinct reporters: one member's reports count once), then the latest reported. Or the history of decisions.
 */
export async function loadModerationQueue(db: Queryable, query: ModerationQuery, now: Date): Promise<ModerationQueue> {
  if (query.status === 'resolved') {
    let decisions = db.selectFrom('moderation_decisions').selectAll();
    if (query.kind) decisions = decisions.where('target_kind', '=', query.kind);
    const rows = await decisions.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(QUEUE_LIMIT).execute();
    return { items: [], decisions: await toDecisions(db, rows, now) };
  }
  let open = db
    .selectFrom('reports')
    .leftJoin('users', 'users.uid', 'reports.reporter_uid')
    .select([
      'reports.id',
      'reports.target_kind',
      'reports.target_id',
      'reports.reported_uid',
      'reports.reporter_uid',
      'reports.reason',
      'reports.comment',
      'reports.status',
      'reports.created_at',
      'users.display_name',
      'users.firstname',
      'users.lastname',
    ])
    .where('reports.status', '=', 'open');
  if (query.kind) open = open.where('reports.target_kind', '=', query.kind);
  const rows = await open
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(OPEN_REPORTS_LIMIT)
    .execute();
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = targetKey(row.target_kind, row.target_id);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items: QueueItem[] = [];
  for (const reports of groups.values()) {
    const [latest] = reports;
    if (!latest) continue;
    const reporters = new Set(reports.map((report) => report.reporter_uid ?? report.id));
    items.push({
      target: await describeTarget(db, latest.target_kind, latest.target_id, latest.reported_uid, now),
      reporterCount: reporters.size,
      reports: reports.map((report) => ({
        id: report.id,
        reporter: report.reporter_uid ? { uid: report.reporter_uid, name: displayNameOf(report) } : null,
        reason: report.reason,
        comment: report.comment,
        status: report.status,
        createdAt: report.created_at,
      })),
      firstReportedAt: reports.at(-1)?.created_at ?? latest.created_at,
      lastReportedAt: latest.created_at,
    });
    if (items.length >= QUEUE_LIMIT) break;
  }
  items.sort((a, b) => b.reporterCount - a.reporterCount || b.lastReportedAt.localeCompare(a.lastReportedAt));
  return { items, decisions: [] };
}

/** The things waiting for a decision (the live query's badge). */
export async function openTargetKeys(db: Queryable): Promise<Set<string>> {
  const rows = await db
    .selectFrom('reports')
    .select(['target_kind', 'target_id'])
    .where('status', '=', 'open')
    .orderBy('created_at', 'desc')
    .limit(OPEN_REPORTS_LIMIT)
    .execute();
  return new Set(rows.map((row) => targetKey(row.target_kind, row.target_id)));
}
