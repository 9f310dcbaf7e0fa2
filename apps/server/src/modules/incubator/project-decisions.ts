import {
  INCUBATOR_CHANNEL,
  INCUBATOR_MESSAGES,
  canChangeAuditStatus,
  canChangeState,
  type AuditStatus,
  type ProjectState,
  type ReviewScores,
} from '@campus/domain/incubator';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { findReadableProject, loadRow, type Viewer } from './project-access.js';
import { recordChanges, type Change } from './project-changes.js';
import { recordAudit } from '../../platform/audit.js';

// The decisions on a submitted project: the admin's state and audit status, the committee's reviews.

/**
 * PUT /mdb-projects/{id}/status (MDB_ADMIN): sets the state and/or audit status along the allowed transitions,
 * keeps who did it, and notifies the owner (kind mdb-project update). Returns the events to publish.
 */
export async function setProjectStatus(
  db: Kysely<DB>,
  actorUid: string,
  id: string,
  request: { state?: ProjectState | undefined; auditStatus?: AuditStatus | undefined; note: string | null },
): Promise<RealtimeEvent[]> {
  return db.transaction().execute(async (trx) => {
    const row = await loadRow(trx, id);
    const changes: Change[] = [];
    if (request.state && request.state !== row.state) {
      if (!canChangeState(row.state, request.state, 'admin')) {
        throw new HttpError(409, INCUBATOR_MESSAGES.transitionRefused, {
          state: [INCUBATOR_MESSAGES.transitionRefused],
        });
      }
      changes.push({ field: 'state', from: row.state, to: request.state });
    }
    if (request.auditStatus && request.auditStatus !== row.audit_status) {
      if (!canChangeAuditStatus(row.audit_status, request.auditStatus, 'admin')) {
        throw new HttpError(409, INCUBATOR_MESSAGES.transitionRefused, {
          auditStatus: [INCUBATOR_MESSAGES.transitionRefused],
        });
      }
      changes.push({ field: 'auditStatus', from: row.audit_status, to: request.auditStatus });
    }
    if (changes.length === 0) return [];
    const now = isoNow();
    await trx
      .updateTable('mdb_projects')
      .set({
        ...(request.state && { state: request.state }),
        ...(request.auditStatus && { audit_status: request.auditStatus }),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await recordChanges(trx, id, actorUid, changes, request.note, now);
    await recordAudit(
      trx,
      {
        actorUid,
        action: 'project.status-changed',
        targetUid: row.owner_uid,
        subject: `project:${id}`,
        before: Object.fromEntries(changes.map((change) => [change.field, change.from])),
        after: { ...Object.fromEntries(changes.map((change) => [change.field, change.to])), note: request.note },
      },
      now,
    );
    if (row.owner_uid === actorUid) return [];
    return notify(trx, {
      uids: [row.owner_uid],
      channel: INCUBATOR_CHANNEL,
      kind: 'mdb-project-update',
      data: { title: row.name, id },
    });
  });
}

/** POST /mdb-projects/{id}/reviews: a committee member (not the owner) comments on and scores a project under review. */
export async function reviewProject(
  db: Queryable,
  viewer: Viewer,
  id: string,
  review: { comment: string; scores: ReviewScores },
): Promise<void> {
  const row = await findReadableProject(db, id, viewer);
  if (row.owner_uid === viewer.uid) throw new HttpError(403, INCUBATOR_MESSAGES.ownProject);
  if (row.state !== 'IN_PROGRESS') throw new HttpError(409, INCUBATOR_MESSAGES.notUnderReview);
  await db
    .insertInto('mdb_project_reviews')
    .values({
      id: createId(),
      project_id: id,
      reviewer_uid: viewer.uid,
      comment: review.comment,
      scores: JSON.stringify(review.scores),
      created_at: isoNow(),
    })
    .execute();
}
