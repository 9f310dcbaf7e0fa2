import type { Discussion } from '@campus/domain/messaging';
import type { DiscussionMembersTable, DiscussionsTable, Queryable } from '../../db/schema.js';

/** A member row, with `hidden_uid` set when the member hides their typing and `Vu` (read_receipts_hidden). */
type MemberRow = Pick<DiscussionMembersTable, 'uid' | 'role' | 'state' | 'read_at'> & { hidden_uid: string | null };

/**
 * The members who read the last message but hide their `Vu` (issue 33), per document: ReadBy leaves them out, so no
 * other member learns they read it; each of them still finds themself in ReadBy of their own copy (`discussionSeenBy`).
 */
const hiddenReaders = new WeakMap<Discussion, readonly string[]>();

/** The readers ReadBy of this document leaves out (they hide their `Vu`). */
export function hiddenReadersOf(discussion: Discussion): readonly string[] {
  return hiddenReaders.get(discussion) ?? [];
}

/** The document as `uid` sees it: the same, or with `uid` back in ReadBy when they read it but hide their `Vu`. */
export function withOwnRead(discussion: Discussion, uid: string): Discussion {
  const { lastMessage } = discussion;
  if (!lastMessage || lastMessage.readBy.includes(uid)) return discussion;
  const readBy = [...lastMessage.readBy, uid].sort();
  return { ...discussion, lastMessage: { ...lastMessage, readBy } };
}

/** The document `uid` is answered (an API response, a snapshot). */
export function discussionSeenBy(discussion: Discussion, uid: string): Discussion {
  return hiddenReadersOf(discussion).includes(uid) ? withOwnRead(discussion, uid) : discussion;
}

const hasRead = (member: MemberRow, lastMessageAt: string) =>
  member.read_at !== null && member.read_at >= lastMessageAt;

/** A discussion row and its member rows as the document of spec 3.4. */
export function toDiscussion(row: DiscussionsTable, members: readonly MemberRow[]): Discussion {
  const lastMessageAt = row.last_message_at;
  const discussion: Discussion = {
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
              .filter((member) => member.hidden_uid === null && hasRead(member, lastMessageAt))
              .map((member) => member.uid),
          }
        : null,
  };
  if (lastMessageAt) {
    const hidden = members.filter((member) => member.hidden_uid !== null && hasRead(member, lastMessageAt));
    if (hidden.length > 0)
      hiddenReaders.set(
        discussion,
        hidden.map((member) => member.uid),
      );
  }
  return discussion;
}

/** The documents of these discussions, in the order of the ids given (two indexed queries). */
export async function loadDiscussions(db: Queryable, ids: readonly string[]): Promise<Discussion[]> {
  if (ids.length === 0) return [];
  const [rows, members] = await Promise.all([
    db.selectFrom('discussions').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('discussion_members as m')
      .leftJoin('read_receipts_hidden as h', 'h.uid', 'm.uid')
      .select(['m.discussion_id', 'm.uid', 'm.role', 'm.state', 'm.read_at', 'h.uid as hidden_uid'])
      .where('m.discussion_id', 'in', ids)
      .orderBy('m.discussion_id')
      .orderBy('m.uid')
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
    .selectFrom('discussion_members as m')
    .leftJoin('read_receipts_hidden as h', 'h.uid', 'm.uid')
    .select(['m.uid', 'm.role', 'm.state', 'm.read_at', 'h.uid as hidden_uid'])
    .where('m.discussion_id', '=', discussionId)
    .orderBy('m.uid')
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
