import { MESSAGING_MESSAGES } from '@campus/domain/messaging';
import type { JoinBuilder } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';

export type MemberState = 'active' | 'ignoring';

/** Joins a member row to the member's channel: found only while they still own the discussion's channel (spec 6). */
export function onOwnedChannel(
  join: JoinBuilder<DB, 'discussion_members' | 'user_channels'>,
): JoinBuilder<DB, 'discussion_members' | 'user_channels'> {
  return join
    .onRef('user_channels.uid', '=', 'discussion_members.uid')
    .onRef('user_channels.channel', '=', 'discussion_members.channel');
}

const readMembership = precompiled(['discussionId', 'uid'], (db, { discussionId, uid }) =>
  db
    .selectFrom('discussion_members')
    .innerJoin('user_channels', onOwnedChannel)
    .select(['discussion_members.state', 'discussion_members.role'])
    .where('discussion_members.discussion_id', '=', discussionId)
    .where('discussion_members.uid', '=', uid),
);

/**
 * The member's row of a discussion, or null when they are neither a member nor an ignoring member, or no longer
 * own the discussion's channel (spec 6: a member sees only the discussions of their channels).
 */
export async function findMembership(
  db: Queryable,
  discussionId: string,
  uid: string,
): Promise<{ state: MemberState; role: string } | null> {
  const [row] = await readMembership(db, { discussionId, uid });
  return row ? { state: row.state, role: row.role } : null;
}

export const discussionNotFound = () => new HttpError(404, MESSAGING_MESSAGES.discussionNotFound);

/** Spec 6: a member sees a discussion only as a member or an ignoring member; others get "not found". */
export async function requireMembership(db: Queryable, discussionId: string, uid: string) {
  const membership = await findMembership(db, discussionId, uid);
  if (!membership) throw discussionNotFound();
  return membership;
}
