import type { Discussion } from '@campus/domain/messaging';
import type { DiscussionMembersTable, DiscussionsTable, Queryable } from '../../db/schema.js';

type MemberRow = Pick<DiscussionMembersTable, 'uid' | 'role' | 'state' | 'read_at'>;

/** A discussion row and its member rows as the document of spec 3.4. */
export function toDiscussion(row: DiscussionsTable, members: readonly MemberRow[]): Discussion {
  const lastMessageAt = row.last_message_at;
  return {
    id: row.id,
    type: row.type,
    channel: row.channel,
    targetId: row.target_id,
    name: row.name,
    date: row.created_at,
    membersIds: members.filter((member) => member.state === 'active').map((member) => member.uid),
    adminsIds: members.filter((member) => member.role === 'admin').map((member) => member.uid),
    ignoringMembersIds: members.filter((member) => member.state === 'ignoring').map((member) => member.uid),
    lastActivityDate: row.last_activity_at,
    lastMessage:
      lastMessageAt && row.last_message_author_id !== null
        ? {
            date: lastMessageAt,
            text: row.last_message_text ?? '',
            authorId: row.last_message_author_id,
            // ReadBy is kept as a pointer per member: read_at at or after the last message.
            readBy: members
              .filter((member) => member.read_at !== null && member.read_at >= lastMessageAt)
              .map((member) => member.uid),
          }
        : null,
  };
}

/** The documents of these discussions, in the order of the ids given (two indexed queries). */
export async function loadDiscussions(db: Queryable, ids: readonly string[]): Promise<Discussion[]> {
  if (ids.length === 0) return [];
  const [rows, members] = await Promise.all([
    db.selectFrom('discussions').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('discussion_members')
      .select(['discussion_id', 'uid', 'role', 'state', 'read_at'])
      .where('discussion_id', 'in', ids)
      .orderBy('discussion_id')
      .orderBy('uid')
      .execute(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toDiscussion(
            row,
            members.filter((member) => member.discussion_id === id),
          ),
        ]
      : [];
  });
}

/** The member rows of one discussion, in the order `loadDiscussions` gives them. */
export function loadMemberRows(db: Queryable, discussionId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('discussion_members')
    .select(['uid', 'role', 'state', 'read_at'])
    .where('discussion_id', '=', discussionId)
    .orderBy('uid')
    .execute();
}

export async function loadDiscussion(db: Queryable, id: string): Promise<Discussion | null> {
  const [discussion] = await loadDiscussions(db, [id]);
  return discussion ?? null;
}

/** A discussion the caller knows exists (membership was checked in the same transaction). */
export async function loadExistingDiscussion(db: Queryable, id: string): Promise<Discussion> {
  const discussion = await loadDiscussion(db, id);
  if (!discussion) throw new Error(`discussion ${id} is missing`);
  return discussion;
}
