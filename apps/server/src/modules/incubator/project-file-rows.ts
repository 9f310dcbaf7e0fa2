import { INCUBATOR_MESSAGES, MAX_FILES_PER_PROJECT } from '@campus/domain/incubator';
import { sql, type Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { findEditableProject, findOwnedProject, type Viewer } from './project-access.js';
import type { ProjectFileStore, UploadedFile } from './project-files.js';

// A project's files as rows (mdb_project_files) beside their bytes in the ProjectFileStore.

const fileNotFound = () => new HttpError(404, INCUBATOR_MESSAGES.fileNotFound);

/**
 * Stores the files sent with a write and their rows (at most MAX_FILES_PER_PROJECT per project); `stored` collects
 * the ids saved, for withFiles to remove if the write fails.
 */
export async function addFiles(
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
export async function withFiles<Result>(store: ProjectFileStore, write: (stored: string[]) => Promise<Result>) {
  const stored: string[] = [];
  try {
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((id) => store.remove(id)));
    throw error;
  }
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
