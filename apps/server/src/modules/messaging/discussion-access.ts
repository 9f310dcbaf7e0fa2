import { MESSAGING_MESSAGES } from '@campus/domain';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';

export type MemberState = 'active' | 'ignoring';

/** The member's row of a discussion, or null when they are neither a member nor an ignoring member. */
export async function findMembership(
  db: Queryable,
  discussionId: string,
  uid: string,
): Promise<{ state: MemberState; role: string } | null> {
  const row = await db
    .selectFrom('discussion_members')
    .select(['state', 'role'])
    .where('discussion_id', '=', discussionId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? { state: row.state as MemberState, role: row.role } : null;
}

export const discussionNotFound = () => new HttpError(404, MESSAGING_MESSAGES.discussionNotFound);

/** Spec 6: a member sees a discussion only as a member or an ignoring member; others get "not found". */
export async function requireMembership(db: Queryable, discussionId: string, uid: string) {
  const membership = await findMembership(db, discussionId, uid);
  if (!membership) throw discussionNotFound();
  return membership;
}
