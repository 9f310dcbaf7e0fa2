import {
  INCUBATOR_CHANNEL,
  INCUBATOR_MESSAGES,
  type Association,
  type AssociationStatus,
  type InvestorKind,
  type MdbContact,
} from '@campus/domain/incubator';
import { MDB_ADMIN } from '@campus/domain/rights';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { pictureUrl } from '../../platform/files.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { displayNameOf } from '../users/display-name.js';

const associationNotFound = () => new HttpError(404, INCUBATOR_MESSAGES.associationNotFound);
const nameOf = (user: { display_name: string | null; firstname: string | null; lastname: string | null }) =>
  displayNameOf(user) ?? 'Membre Campus';

/** The newest association offers shown at once. */
const ASSOCIATIONS_SHOWN = 100;

/** The association offers, newest first, with their members, as the viewer sees them. */
export async function listAssociations(db: Queryable, viewerUid: string, id?: string): Promise<Association[]> {
  let select = db
    .selectFrom('mdb_associations')
    .innerJoin('mdb_projects', 'mdb_projects.id', 'mdb_associations.project_id')
    .innerJoin('users', 'users.uid', 'mdb_associations.owner_uid')
    .select([
      'mdb_associations.id',
      'mdb_associations.project_id',
      'mdb_associations.owner_uid',
      'mdb_associations.title',
      'mdb_associations.description',
      'mdb_associations.investor_kind',
      'mdb_associations.status',
      'mdb_associations.created_at',
      'mdb_projects.name as project_name',
      'users.display_name',
      'users.firstname',
      'users.lastname',
    ]);
  if (id) select = select.where('mdb_associations.id', '=', id);
  const rows = await select
    .orderBy('mdb_associations.created_at', 'desc')
    .orderBy('mdb_associations.id', 'desc')
    .limit(ASSOCIATIONS_SHOWN)
    .execute();
  const ids = rows.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .selectFrom('mdb_association_members')
          .innerJoin('users', 'users.uid', 'mdb_association_members.uid')
          .select([
            'mdb_association_members.association_id',
            'mdb_association_members.uid',
            'users.display_name',
            'users.firstname',
            'users.lastname',
          ])
          .where('mdb_association_members.association_id', 'in', ids)
          .orderBy('mdb_association_members.joined_at')
          .execute();
  return rows.map((row) => {
    const own = members
      .filter((member) => member.association_id === row.id)
      .map((member) => ({ uid: member.uid, name: nameOf(member) }));
    return {
      id: row.id,
      kind: 'association',
      projectId: row.project_id,
      projectName: row.project_name,
      title: row.title,
      description: row.description,
      investorKind: row.investor_kind,
      status: row.status,
      owner: { uid: row.owner_uid, name: nameOf(row) },
      members: own,
      isMember: own.some((member) => member.uid === viewerUid),
      isOwner: row.owner_uid === viewerUid,
      createdAt: row.created_at,
    };
  });
}

async function loadAssociation(db: Queryable, viewerUid: string, id: string): Promise<Association> {
  const [association] = await listAssociations(db, viewerUid, id);
  if (!association) throw associationNotFound();
  return association;
}

/** An MDB member publishes an association offer on one of their own projects. */
export async function createAssociation(
  db: Queryable,
  uid: string,
  input: { projectId: string; title: string; description: string | null; investorKind: InvestorKind },
): Promise<Association> {
  const project = await db
    .selectFrom('mdb_projects')
    .select('owner_uid')
    .where('id', '=', input.projectId)
    .executeTakeFirst();
  if (project?.owner_uid !== uid) {
    throw new HttpError(404, INCUBATOR_MESSAGES.projectNotFound, { projectId: [INCUBATOR_MESSAGES.projectNotFound] });
  }
  const id = createId();
  const now = isoNow();
  await db
    .insertInto('mdb_associations')
    .values({
      id,
      project_id: input.projectId,
      owner_uid: uid,
      title: input.title,
      description: input.description,
      investor_kind: input.investorKind,
      status: 'IN_PROGRESS',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return loadAssociation(db, uid, id);
}

/** The owner opens or closes their offer. */
export async function setAssociationStatus(
  db: Queryable,
  uid: string,
  id: string,
  status: AssociationStatus,
): Promise<Association> {
  const association = await loadAssociation(db, uid, id);
  if (!association.isOwner) throw associationNotFound();
  await db.updateTable('mdb_associations').set({ status, updated_at: isoNow() }).where('id', '=', id).execute();
  return loadAssociation(db, uid, id);
}

/** A member joins an open offer (not their own); its owner is notified (kind mdb-association join). */
export async function joinAssociation(
  db: Kysely<DB>,
  uid: string,
  id: string,
): Promise<{ association: Association; events: RealtimeEvent[] }> {
  return db.transaction().execute(async (trx) => {
    const association = await loadAssociation(trx, uid, id);
    if (association.isOwner) throw new HttpError(409, INCUBATOR_MESSAGES.ownAssociation);
    if (association.status === 'CLOSED') throw new HttpError(409, INCUBATOR_MESSAGES.associationClosed);
    if (association.isMember) throw new HttpError(409, INCUBATOR_MESSAGES.alreadyMember);
    await trx.insertInto('mdb_association_members').values({ association_id: id, uid, joined_at: isoNow() }).execute();
    const events = await notifyOwner(trx, association, uid, 'mdb-association-join');
    return { association: await loadAssociation(trx, uid, id), events };
  });
}

/** A member quits an offer they joined; its owner is notified (kind mdb-association quit). */
export async function quitAssociation(
  db: Kysely<DB>,
  uid: string,
  id: string,
): Promise<{ association: Association; events: RealtimeEvent[] }> {
  return db.transaction().execute(async (trx) => {
    const association = await loadAssociation(trx, uid, id);
    if (!association.isMember) throw new HttpError(409, INCUBATOR_MESSAGES.notMember);
    await trx.deleteFrom('mdb_association_members').where('association_id', '=', id).where('uid', '=', uid).execute();
    const events = await notifyOwner(trx, association, uid, 'mdb-association-quit');
    return { association: await loadAssociation(trx, uid, id), events };
  });
}

async function notifyOwner(
  db: Queryable,
  association: Association,
  uid: string,
  kind: 'mdb-association-join' | 'mdb-association-quit',
): Promise<RealtimeEvent[]> {
  const member = await db
    .selectFrom('users')
    .select(['display_name', 'firstname', 'lastname'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return notify(db, {
    uids: [association.owner.uid],
    channel: INCUBATOR_CHANNEL,
    kind,
    data: { name: nameOf(member), title: association.title, id: association.id },
  });
}

/** GET /users/mdb-contact: the incubator's contact, the first MDB admin. */
export async function findMdbContact(db: Queryable): Promise<MdbContact> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_permissions', 'user_permissions.uid', 'users.uid')
    .select([
      'users.uid',
      'users.email',
      'users.display_name',
      'users.firstname',
      'users.lastname',
      'users.picture_path',
    ])
    .where('user_permissions.permission', '=', MDB_ADMIN)
    .orderBy('users.uid')
    .executeTakeFirst();
  if (!row) throw notFound();
  return { uid: row.uid, name: nameOf(row), email: row.email, pictureUrl: pictureUrl(row.picture_path) };
}
