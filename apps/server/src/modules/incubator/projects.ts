import { AUTH_MESSAGES } from '@campus/domain/account';
import { WHOLE_FRANCE, regionOfDepartment } from '@campus/domain/network';
import {
  INCUBATOR_CHANNEL,
  projectSearchText,
  INCUBATOR_MESSAGES,
  MAX_FILES_PER_PROJECT,
  PROJECT_SEARCH_PAGE_SIZE,
  averageScore,
  canChangeAuditStatus,
  canChangeState,
  isEditableByOwner,
  nextAuditStatuses,
  nextStates,
  validatedFirst,
  worksTotalCents,
  type AuditStatus,
  type DashboardProject,
  type Project,
  type ProjectDraft,
  type ProjectSearchPage,
  type ProjectSearchQuery,
  type ProjectState,
  type ProjectSummary,
  type ReviewScores,
  type SubmittedProject,
} from '@campus/domain/incubator';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import { keysetPage } from '../../db/keyset-page.js';
import type { DB, MdbProjectsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { displayNameOf } from '../users/display-name.js';
import { containsPattern } from '../users/member-search.js';
import type { ProjectFileStore, UploadedFile } from './project-files.js';

/** Who asks: their uid and whether they hold MDB_ADMIN. */
export interface Viewer {
  uid: string;
  isAdmin: boolean;
}

/** The steps as stored in `mdb_projects.data`. */
interface StoredSteps {
  property: Project['property'];
  operation: Project['operation'];
  works: Project['works'];
  financing: Project['financing'];
  team: Project['team'];
}

type ProjectRow = Selectable<MdbProjectsTable>;

export const projectNotFound = () => new HttpError(404, INCUBATOR_MESSAGES.projectNotFound);
const fileNotFound = () => new HttpError(404, INCUBATOR_MESSAGES.fileNotFound);

const readSteps = (row: ProjectRow): StoredSteps => {
  const stored = JSON.parse(row.data) as Partial<StoredSteps>;
  return {
    property: stored.property ?? {},
    operation: stored.operation ?? {},
    works: stored.works ?? [],
    financing: stored.financing ?? {},
    team: stored.team ?? {},
  };
};

/** The columns a project's steps decide (name, filters, search text, works total). */
function derivedColumns(steps: StoredSteps, step: number) {
  const { property, operation, works } = steps;
  const name = property.name ?? '';
  return {
    name,
    property_type: property.propertyType ?? null,
    operation_type: operation.operationType ?? null,
    department: property.department ?? null,
    region: property.department ? regionOfDepartment(property.department) : null,
    city: property.city ?? null,
    search_text: projectSearchText(`${name} ${property.city ?? ''}`),
    works_total_cents: worksTotalCents(works),
    step,
    data: JSON.stringify(steps),
  };
}

/** A draft's steps laid over what was saved: each step given replaces its fields, the works their list. */
function mergeSteps(current: StoredSteps, draft: ProjectDraft): StoredSteps {
  return {
    property: { ...current.property, ...draft.property },
    operation: { ...current.operation, ...draft.operation },
    works: draft.works ?? current.works,
    financing: { ...current.financing, ...draft.financing },
    team: { ...current.team, ...draft.team },
  };
}

async function loadRow(db: Queryable, id: string): Promise<ProjectRow> {
  const row = await db.selectFrom('mdb_projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw projectNotFound();
  return row;
}

type Role = 'owner' | 'admin' | 'committee';

/** What the viewer is to a project: its owner, the admin, a committee member while it is under review, or nothing. */
function roleOn(row: ProjectRow, viewer: Viewer): Role | null {
  if (row.owner_uid === viewer.uid) return 'owner';
  if (viewer.isAdmin) return 'admin';
  if (row.state === 'IN_PROGRESS') return 'committee';
  return null;
}

/** The project if the viewer may read it (owner, admin, committee while under review); 404 otherwise. */
export async function findReadableProject(db: Queryable, id: string, viewer: Viewer): Promise<ProjectRow> {
  const row = await loadRow(db, id);
  if (!roleOn(row, viewer)) throw projectNotFound();
  return row;
}

/** The project if the viewer owns it or is the admin (files, report, archive); 404 otherwise. */
export async function findOwnedProject(db: Queryable, id: string, viewer: Viewer): Promise<ProjectRow> {
  const row = await loadRow(db, id);
  const role = roleOn(row, viewer);
  if (role !== 'owner' && role !== 'admin') throw projectNotFound();
  return row;
}

/** The viewer's own project while its owner may still edit it. */
async function findEditableProject(db: Queryable, id: string, uid: string): Promise<ProjectRow> {
  const row = await loadRow(db, id);
  if (row.owner_uid !== uid) throw projectNotFound();
  if (!isEditableByOwner(row.state)) throw new HttpError(409, INCUBATOR_MESSAGES.notEditable);
  return row;
}

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

const summaries = (db: Queryable) =>
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

function presentSummary(row: SummaryRow): ProjectSummary {
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

/**
 * A member's projects, VALIDATED first (spec 4), then the most recently updated: the list of `/mdb` and of the
 * dashboard. Exported for the other modules (dashboard, search) that show a member's projects.
 */
export async function listMemberProjects(db: Queryable, uid: string): Promise<ProjectSummary[]> {
  const rows = await summaries(db)
    .where('mdb_projects.owner_uid', '=', uid)
    .orderBy('mdb_projects.updated_at', 'desc')
    .limit(200)
    .execute();
  return validatedFirst(rows.map(presentSummary));
}

/** The dashboard's shape of a member's projects (architecture 4.8): id, name and state, VALIDATED first. */
export async function listDashboardProjects(db: Queryable, uid: string): Promise<DashboardProject[]> {
  return (await listMemberProjects(db, uid)).map(({ id, name, state, auditStatus, updatedAt }) => ({
    id,
    name,
    state,
    auditStatus,
    updatedAt,
  }));
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

async function addFiles(
  db: Queryable,
  store: ProjectFileStore,
  projectId: string,
  files: readonly UploadedFile[],
  stored: string[],
): Promise<void> {
  if (files.length === 0) return;
  const existing = await db
    .selectFrom('mdb_project_files')
    .select(sql<number>`count(*)`.as('count'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  if (Number(existing.count) + files.length > MAX_FILES_PER_PROJECT) {
    throw new HttpError(409, INCUBATOR_MESSAGES.tooManyFiles);
  }
  const now = isoNow();
  for (const file of files) {
    const id = await store.save(file.content);
    stored.push(id);
    await db
      .insertInto('mdb_project_files')
      .values({
        id,
        project_id: projectId,
        category: file.category,
        name: file.name,
        content_type: file.contentType,
        size: file.content.length,
        created_at: now,
      })
      .execute();
  }
}

/** Runs a write that stores files, removing the files it stored if the write fails. */
async function withFiles<Result>(store: ProjectFileStore, write: (stored: string[]) => Promise<Result>) {
  const stored: string[] = [];
  try {
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((id) => store.remove(id)));
    throw error;
  }
}

/** POST /mdb-projects/user: a new draft, with the files sent with it. */
export async function createProject(
  db: Kysely<DB>,
  store: ProjectFileStore,
  uid: string,
  draft: ProjectDraft,
  files: readonly UploadedFile[],
): Promise<string> {
  const id = createId();
  const now = isoNow();
  const steps = mergeSteps({ property: {}, operation: {}, works: [], financing: {}, team: {} }, draft);
  await withFiles(store, (stored) =>
    db.transaction().execute(async (trx) => {
      await trx
        .insertInto('mdb_projects')
        .values({
          id,
          owner_uid: uid,
          state: 'DRAFT',
          audit_status: null,
          created_at: now,
          updated_at: now,
          submitted_at: null,
          ...derivedColumns(steps, draft.step ?? 0),
        })
        .execute();
      await addFiles(trx, store, id, files, stored);
    }),
  );
  return id;
}

/** PATCH /mdb-projects/user/{id}: saves the steps given (a draft at every step) and adds the files sent. */
export async function saveDraft(
  db: Kysely<DB>,
  store: ProjectFileStore,
  uid: string,
  id: string,
  draft: ProjectDraft,
  files: readonly UploadedFile[],
): Promise<void> {
  await withFiles(store, (stored) =>
    db.transaction().execute(async (trx) => {
      const row = await findEditableProject(trx, id, uid);
      const steps = mergeSteps(readSteps(row), draft);
      if (!steps.property.name) {
        throw new HttpError(400, AUTH_MESSAGES.invalidBody, { 'property.name': [VIOLATION_MESSAGES.notBlank] });
      }
      await trx
        .updateTable('mdb_projects')
        .set({ ...derivedColumns(steps, draft.step ?? row.step), updated_at: isoNow() })
        .where('id', '=', id)
        .execute();
      await addFiles(trx, store, id, files, stored);
    }),
  );
}

interface Change {
  field: 'state' | 'auditStatus';
  from: string | null;
  to: string;
}

async function recordChanges(
  db: Queryable,
  projectId: string,
  actorUid: string,
  changes: readonly Change[],
  note: string | null,
  at: string,
): Promise<void> {
  for (const change of changes) {
    await db
      .insertInto('mdb_project_changes')
      .values({
        id: createId(),
        project_id: projectId,
        actor_uid: actorUid,
        field: change.field,
        from_value: change.from,
        to_value: change.to,
        note,
        created_at: at,
      })
      .execute();
  }
}

/**
 * PUT /mdb-projects/user/{id}: the whole project, every step valid, goes to the committee (DRAFT or MISSING_PARTS
 * -> IN_PROGRESS, by its owner); an audit waiting for parts goes back in progress too.
 */
export async function submitProject(
  db: Kysely<DB>,
  store: ProjectFileStore,
  uid: string,
  id: string,
  project: SubmittedProject,
  files: readonly UploadedFile[],
): Promise<void> {
  await withFiles(store, (stored) =>
    db.transaction().execute(async (trx) => {
      const row = await findEditableProject(trx, id, uid);
      if (!canChangeState(row.state, 'IN_PROGRESS', 'owner')) {
        throw new HttpError(409, INCUBATOR_MESSAGES.transitionRefused);
      }
      const now = isoNow();
      const changes: Change[] = [{ field: 'state', from: row.state, to: 'IN_PROGRESS' }];
      const reopensAudit =
        row.audit_status === 'MISSING_PARTS' && canChangeAuditStatus('MISSING_PARTS', 'IN_PROGRESS', 'owner');
      if (reopensAudit) changes.push({ field: 'auditStatus', from: 'MISSING_PARTS', to: 'IN_PROGRESS' });
      await trx
        .updateTable('mdb_projects')
        .set({
          ...derivedColumns(
            {
              property: project.property,
              operation: project.operation,
              works: project.works,
              financing: project.financing,
              team: project.team,
            },
            project.step ?? row.step,
          ),
          state: 'IN_PROGRESS',
          ...(reopensAudit && { audit_status: 'IN_PROGRESS' as const }),
          updated_at: now,
          submitted_at: now,
        })
        .where('id', '=', id)
        .execute();
      await addFiles(trx, store, id, files, stored);
      await recordChanges(trx, id, uid, changes, null, now);
    }),
  );
}

/** DELETE /mdb-projects/user/{id}/files/{fileId}: the owner removes a file while they may edit the project. */
export async function deleteProjectFile(
  db: Kysely<DB>,
  store: ProjectFileStore,
  uid: string,
  projectId: string,
  fileId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findEditableProject(trx, projectId, uid);
    const deleted = await trx
      .deleteFrom('mdb_project_files')
      .where('id', '=', fileId)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw fileNotFound();
    await trx.updateTable('mdb_projects').set({ updated_at: isoNow() }).where('id', '=', projectId).execute();
  });
  await store.remove(fileId);
}

/** One file of a project the viewer owns or administers. */
export async function findProjectFile(db: Queryable, projectId: string, fileId: string, viewer: Viewer) {
  await findOwnedProject(db, projectId, viewer);
  const file = await db
    .selectFrom('mdb_project_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (!file) throw fileNotFound();
  return file;
}

export async function listProjectFiles(db: Queryable, projectId: string) {
  return db
    .selectFrom('mdb_project_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

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

/** The projects matching the admin's filters. */
function filtered(db: Queryable, query: ProjectSearchQuery) {
  let select = summaries(db);
  if (query.state) select = select.where('mdb_projects.state', '=', query.state);
  if (query.auditStatus) select = select.where('mdb_projects.audit_status', '=', query.auditStatus);
  if (query.department) select = select.where('mdb_projects.department', '=', query.department);
  if (query.region && query.region !== WHOLE_FRANCE) select = select.where('mdb_projects.region', '=', query.region);
  if (query.propertyType) select = select.where('mdb_projects.property_type', '=', query.propertyType);
  if (query.operationType) select = select.where('mdb_projects.operation_type', '=', query.operationType);
  const text = query.q ? projectSearchText(query.q) : '';
  if (text) {
    select = select.where('mdb_projects.search_text', 'like', sql<string>`${containsPattern(text)} escape '\\'`);
  }
  return select;
}

/** GET /mdb-projects/search (MDB_ADMIN): every project matching the filters, newest change first, by pages. */
export async function searchProjects(db: Queryable, query: ProjectSearchQuery): Promise<ProjectSearchPage> {
  const page = await keysetPage(
    filtered(db, query),
    { at: 'mdb_projects.updated_at', id: 'mdb_projects.id' },
    // A cursor no page gave reads as none: the first page.
    decodeKeysetCursor(query.before, () => undefined),
    PROJECT_SEARCH_PAGE_SIZE,
  );
  const items = page.rows.map(presentSummary);
  const last = items.at(-1);
  return {
    items,
    hasMore: page.hasMore,
    next: page.hasMore && last ? encodeKeysetCursor({ at: last.updatedAt, id: last.id }) : null,
  };
}

/** GET /mdb-projects/search/count (MDB_ADMIN): how many projects match the filters. */
export async function countProjects(db: Queryable, query: ProjectSearchQuery): Promise<number> {
  const row = await filtered(db, query)
    .clearSelect()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The committee's list: the projects under review, most recently submitted first, by pages. */
export async function listUnderReview(db: Queryable, before: string | undefined): Promise<ProjectSearchPage> {
  return searchProjects(db, { state: 'IN_PROGRESS', ...(before && { before }) });
}
