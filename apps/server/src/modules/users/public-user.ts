import type { ProfileInfoResponse, PublicUserResponse } from '@campus/domain/account';
import type { Queryable } from '../../db/schema.js';
import { notFound } from '../../platform/errors.js';
import { pictureUrl } from '../../platform/files.js';
import { displayNameOf } from './display-name.js';
import { findUserChannels } from './user-queries.js';

const PUBLIC_COLUMNS = [
  'uid',
  'display_name',
  'firstname',
  'lastname',
  'picture_path',
  'is_ambassador',
  'created_at',
] as const;

/** What any member may see of another: no e-mail, phone or address. */
export async function findPublicUser(db: Queryable, uid: string): Promise<PublicUserResponse> {
  const [user, userChannels] = await Promise.all([
    db.selectFrom('users').select(PUBLIC_COLUMNS).where('uid', '=', uid).executeTakeFirst(),
    findUserChannels(db, uid),
  ]);
  if (!user) throw notFound();
  return {
    uid: user.uid,
    displayName: displayNameOf(user),
    firstname: user.firstname,
    lastname: user.lastname,
    pictureUrl: pictureUrl(user.picture_path),
    isAmbassador: user.is_ambassador === 1,
    userChannels,
    memberSince: user.created_at,
  };
}

/** The profile of spec 3.3 (display name and picture), as the firebase info call answers it. */
export async function findProfileInfo(db: Queryable, uid: string): Promise<ProfileInfoResponse> {
  const user = await db
    .selectFrom('users')
    .select(['display_name', 'firstname', 'lastname', 'picture_path'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!user) throw notFound();
  return { success: true, data: { displayName: displayNameOf(user), pictureUrl: pictureUrl(user.picture_path) } };
}
