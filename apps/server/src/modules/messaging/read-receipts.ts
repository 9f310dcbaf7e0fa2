import { hasReceipts, type MemberActivity } from '@campus/domain/messaging';
import type { Queryable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';
import {
  memberActivity,
  receiptsHidden,
  type MemberActivityEvent,
  type ReceiptsHiddenEvent,
} from './messaging-events.js';

// Typing and `Vu` in small discussions (issue 33). `Vu` reads each member's one last-read marker
// (discussion_members.read_at); typing is never stored. Who hides theirs (read_receipts_hidden) neither shows nor sees.

interface ReceiptMember {
  uid: string;
  readAt: string | null;
  isHidden: boolean;
}

/** The members of a discussion (members and ignoring members) with their marker and whether they hide theirs. */
async function loadReceiptMembers(db: Queryable, discussionId: string): Promise<ReceiptMember[]> {
  const rows = await db
    .selectFrom('discussion_members')
    .leftJoin('read_receipts_hidden', 'read_receipts_hidden.uid', 'discussion_members.uid')
    .select(['discussion_members.uid', 'discussion_members.read_at', 'read_receipts_hidden.uid as hidden_uid'])
    .where('discussion_members.discussion_id', '=', discussionId)
    .execute();
  return rows.map((row) => ({ uid: row.uid, readAt: row.read_at, isHidden: row.hidden_uid !== null }));
}

/** The members blocking `uid` or blocked by them, among `others` (a block hides typing and `Vu` both ways). */
async function blockedBetween(db: Queryable, uid: string, others: readonly string[]): Promise<Set<string>> {
  if (others.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_blocks')
    .select(['blocker_uid', 'blocked_uid'])
    .where((where) =>
      where.or([
        where.and([where('blocker_uid', '=', uid), where('blocked_uid', 'in', others)]),
        where.and([where('blocked_uid', '=', uid), where('blocker_uid', 'in', others)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => (row.blocker_uid === uid ? row.blocked_uid : row.blocker_uid)));
}

/**
 * The members who may see `uid`'s activity in a discussion, and `uid`'s own row: nobody in a discussion of more than
 * 20 members or when `uid` hides theirs; else the others who show theirs and share no block with `uid`.
 */
async function audienceOf(
  db: Queryable,
  uid: string,
  members: readonly ReceiptMember[],
): Promise<{ self: ReceiptMember | undefined; audience: ReceiptMember[] }> {
  const self = members.find((member) => member.uid === uid);
  if (!self || self.isHidden || !hasReceipts(members.length)) return { self, audience: [] };
  const others = members.filter((member) => member.uid !== uid && !member.isHidden);
  const blocked = await blockedBetween(
    db,
    uid,
    others.map((member) => member.uid),
  );
  return { self, audience: others.filter((member) => !blocked.has(member.uid)) };
}

const activityOf = (member: ReceiptMember, typingAt: string | null = null): MemberActivity => ({
  id: member.uid,
  date: typingAt ?? member.readAt ?? '',
  readAt: member.readAt,
  typingAt,
});

/** The `receipts` snapshot: the markers of the members `uid` may see, who may see theirs (nothing if `uid` hides). */
export async function loadReceipts(db: Queryable, uid: string, discussionId: string): Promise<MemberActivity[]> {
  const { audience } = await audienceOf(db, uid, await loadReceiptMembers(db, discussionId));
  return audience.map((member) => activityOf(member));
}

/** A member read a discussion up to `readAt` (their marker, already stored): `Vu` for the members who may see it. */
export async function readReceiptEvents(
  db: Queryable,
  uid: string,
  discussionId: string,
): Promise<MemberActivityEvent[]> {
  const { self, audience } = await audienceOf(db, uid, await loadReceiptMembers(db, discussionId));
  if (!self || audience.length === 0) return [];
  return [
    memberActivity(
      discussionId,
      activityOf(self),
      audience.map((member) => member.uid),
    ),
  ];
}

/** A member is typing in a discussion of theirs (the caller checked it): the event for the members who may see it. */
export async function typingEvents(db: Queryable, uid: string, discussionId: string): Promise<MemberActivityEvent[]> {
  const { self, audience } = await audienceOf(db, uid, await loadReceiptMembers(db, discussionId));
  if (!self || audience.length === 0) return [];
  return [
    memberActivity(
      discussionId,
      activityOf(self, isoNow()),
      audience.map((member) => member.uid),
    ),
  ];
}

export async function areReceiptsShown(db: Queryable, uid: string): Promise<boolean> {
  const row = await db.selectFrom('read_receipts_hidden').select('uid').where('uid', '=', uid).executeTakeFirst();
  return !row;
}

/** The discussions of a member where typing and `Vu` exist (at most 20 members). */
async function smallDiscussionsOf(db: Queryable, uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('discussion_members')
    .select(['discussion_id', (select) => select.fn.countAll<number | string>().as('member_count')])
    .where('discussion_id', 'in', db.selectFrom('discussion_members').select('discussion_id').where('uid', '=', uid))
    .groupBy('discussion_id')
    .execute();
  return rows.filter((row) => hasReceipts(Number(row.member_count))).map((row) => row.discussion_id);
}

/**
 * Shows or hides the member's typing and `Vu` (and so everyone's, to them). Hidden: their activity leaves the others'
 * receipts at once; shown again: their markers come back.
 */
export async function setReceiptsShown(
  db: Queryable,
  uid: string,
  isShown: boolean,
): Promise<(MemberActivityEvent | ReceiptsHiddenEvent)[]> {
  if (isShown) {
    const deleted = await db.deleteFrom('read_receipts_hidden').where('uid', '=', uid).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return [];
    const discussionIds = await smallDiscussionsOf(db, uid);
    const events = await Promise.all(discussionIds.map((id) => readReceiptEvents(db, uid, id)));
    return events.flat();
  }
  const inserted = await db
    .insertInto('read_receipts_hidden')
    .values({ uid, hidden_at: isoNow() })
    .onConflict((conflict) => conflict.column('uid').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return [];
  const discussionIds = await smallDiscussionsOf(db, uid);
  return discussionIds.length > 0 ? [receiptsHidden(uid, discussionIds)] : [];
}
