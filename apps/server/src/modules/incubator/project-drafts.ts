import { AUTH_MESSAGES } from '@campus/domain/account';
import {
  INCUBATOR_MESSAGES,
  canChangeAuditStatus,
  canChangeState,
  type ProjectDraft,
  type SubmittedProject,
} from '@campus/domain/incubator';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { findEditableProject } from './project-access.js';
import { recordChanges, type Change } from './project-changes.js';
import { addFiles, withFiles } from './project-file-rows.js';
import type { ProjectFileStore, UploadedFile } from './project-files.js';
import { derivedColumns, mergeSteps, readSteps } from './project-steps.js';

// The owner's side of a project's life: a draft saved step by step, then submitted to the committee.

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
