import { INCUBATOR_MESSAGES, isEditableByOwner } from '@campus/domain/incubator';
import type { Selectable } from 'kysely';
import type { MdbProjectsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';

// Who may do what to a project: its owner, the admin, the committee while it is under review; 404 to anyone else.

/** Who asks: their uid and whether they hold MDB_ADMIN. */
export interface Viewer {
  uid: string;
  isAdmin: boolean;
}

export type ProjectRow = Selectable<MdbProjectsTable>;

const projectNotFound = () => new HttpError(404, INCUBATOR_MESSAGES.projectNotFound);

/** The project whoever asks (the caller checks the access); 404 when there is none. */
export async function loadRow(db: Queryable, id: string): Promise<ProjectRow> {
  const row = await db.selectFrom('mdb_projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw projectNotFound();
  return row;
}

type Role = 'owner' | 'admin' | 'committee';

/** What the viewer is to a project: its owner, the admin, a committee member while it is under review, or nothing. */
export function roleOn(row: ProjectRow, viewer: Viewer): Role | null {
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
export async function findEditableProject(db: Queryable, id: string, uid: string): Promise<ProjectRow> {
  const row = await loadRow(db, id);
  if (row.owner_uid !== uid) throw projectNotFound();
  if (!isEditableByOwner(row.state)) throw new HttpError(409, INCUBATOR_MESSAGES.notEditable);
  return row;
}
