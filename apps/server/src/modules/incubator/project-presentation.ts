import {
  averageScore,
  isEditableByOwner,
  nextAuditStatuses,
  nextStates,
  type Project,
  type ProjectSummary,
  type ReviewScores,
} from '@campus/domain/incubator';
import type { Queryable } from '../../db/schema.js';
import { displayNameOf } from '../users/display-name.js';
import { roleOn, type ProjectRow, type Viewer } from './project-access.js';
import { readSteps } from './project-steps.js';

const summaryColumns = [
  'mdb_projects.id',
  'mdb_projects.name',
  'mdb_projects.state',
  'mdb_projects.audit_status',
  'mdb_projects.property_type',
  'mdb_projects.operation_type',
  'mdb_projects.department',
  'mdb_projects.city',
  'mdb_projects.works_total_cents',
  'mdb_projects.owner_uid',
  'mdb_projects.updated_at',
  'mdb_projects.submitted_at',
  'users.display_name',
  'users.firstname',
  'users.lastname',
] as const;

export const summaries = (db: Queryable) =>
  db.selectFrom('mdb_projects').innerJoin('users', 'users.uid', 'mdb_projects.owner_uid').select(summaryColumns);

type SummaryRow = Pick<
  ProjectRow,
  | 'id'
  | 'name'
  | 'state'
  | 'audit_status'
  | 'property_type'
  | 'operation_type'
  | 'department'
  | 'city'
  | 'works_total_cents'
  | 'owner_uid'
  | 'updated_at'
  | 'submitted_at'
> & { display_name: string | null; firstname: string | null; lastname: string | null };

const nameOf = (user: { display_name: string | null; firstname: string | null; lastname: string | null }) =>
  displayNameOf(user) ?? 'Membre Campus';

export function presentSummary(row: SummaryRow): ProjectSummary {
  return {
    id: row.id,
    kind: 'project',
    name: row.name,
    state: row.state,
    auditStatus: row.audit_status,
    propertyType: row.property_type,
    operationType: row.operation_type,
    department: row.department,
    city: row.city,
    worksTotalCents: row.works_total_cents,
    owner: { uid: row.owner_uid, name: nameOf(row) },
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  };
}

/** The whole project as its page shows it to this viewer, with its files, history, reviews and what they may do. */
export async function presentProject(db: Queryable, row: ProjectRow, viewer: Viewer): Promise<Project> {
  const [owner, files, changes, reviews] = await Promise.all([
    db
      .selectFrom('users')
      .select(['display_name', 'firstname', 'lastname'])
      .where('uid', '=', row.owner_uid)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mdb_project_files')
      .selectAll()
      .where('project_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('mdb_project_changes')
      .innerJoin('users', 'users.uid', 'mdb_project_changes.actor_uid')
      .select([
        'mdb_project_changes.id',
        'mdb_project_changes.actor_uid',
        'mdb_project_changes.field',
        'mdb_project_changes.from_value',
        'mdb_project_changes.to_value',
        'mdb_project_changes.note',
        'mdb_project_changes.created_at',
        'users.display_name',
        'users.firstname',
        'users.lastname',
      ])
      .where('mdb_project_changes.project_id', '=', row.id)
      .orderBy('mdb_project_changes.created_at', 'desc')
      .orderBy('mdb_project_changes.id', 'desc')
      .execute(),
    db
      .selectFrom('mdb_project_reviews')
      .innerJoin('users', 'users.uid', 'mdb_project_reviews.reviewer_uid')
      .select([
        'mdb_project_reviews.id',
        'mdb_project_reviews.reviewer_uid',
        'mdb_project_reviews.comment',
        'mdb_project_reviews.scores',
        'mdb_project_reviews.created_at',
        'users.display_name',
        'users.firstname',
        'users.lastname',
      ])
      .where('mdb_project_reviews.project_id', '=', row.id)
      .orderBy('mdb_project_reviews.created_at', 'desc')
      .execute(),
  ]);
  const role = roleOn(row, viewer);
  const isOwner = role === 'owner';
  const actorStates = [
    ...(isOwner ? nextStates(row.state, 'owner') : []),
    ...(viewer.isAdmin ? nextStates(row.state, 'admin') : []),
  ];
  const actorAudits = [
    ...(isOwner ? nextAuditStatuses(row.audit_status, 'owner') : []),
    ...(viewer.isAdmin ? nextAuditStatuses(row.audit_status, 'admin') : []),
  ];
  const presentedReviews = reviews.map((review) => ({
    id: review.id,
    reviewer: { uid: review.reviewer_uid, name: nameOf(review) },
    comment: review.comment,
    scores: JSON.parse(review.scores) as ReviewScores,
    createdAt: review.created_at,
  }));
  return {
    ...presentSummary({ ...row, ...owner }),
    step: row.step,
    createdAt: row.created_at,
    ...readSteps(row),
    files: files.map((file) => ({
      id: file.id,
      category: file.category,
      name: file.name,
      contentType: file.content_type,
      size: file.size,
      createdAt: file.created_at,
    })),
    history: changes.map((change) => ({
      id: change.id,
      field: change.field,
      from: change.from_value,
      to: change.to_value,
      note: change.note,
      actor: { uid: change.actor_uid, name: nameOf(change) },
      createdAt: change.created_at,
    })),
    reviews: presentedReviews,
    averageScore: averageScore(presentedReviews.map((review) => review.scores)),
    allowed: {
      edit: isOwner && isEditableByOwner(row.state),
      states: [...new Set(actorStates)],
      auditStatuses: [...new Set(actorAudits)],
      review: !isOwner && row.state === 'IN_PROGRESS',
      download: isOwner || role === 'admin',
    },
  };
}
