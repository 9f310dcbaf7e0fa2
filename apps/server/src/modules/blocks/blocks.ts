import { BLOCK_MESSAGES, type BlockedMember } from '@campus/domain/blocks';
import type { DiscussionType } from '@campus/domain/messaging';
import { precompiled } from '../../db/precompiled.js';
import type { Queryable } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import { HttpError } from '../../platform/errors.js';
import { pictureUrl } from '../../platform/files.js';
import { isoNow } from '../../platform/tokens.js';
import { displayNameOf } from '../users/display-name.js';

/**
 * Members blocking members (issue 32). B blocks A: A can no longer start a discussion with B nor put B in a group;
 * what A posts in their direct discussion afterwards is kept from B (messages.hidden_from_uid); B cannot write to A
 * there until B unblocks. Each block and unblock is journaled (decision 0015, update): admins looking into a
 * member's complaint see who blocked whom; the blocked member's data export leaves these rows out.
 */

const memberNotFound = () => new HttpError(404, BLOCK_MESSAGES.memberNotFound);

async function requireOtherMember(db: Queryable, uid: string, otherUid: string): Promise<void> {
  if (otherUid === uid) throw new HttpError(400, BLOCK_MESSAGES.cannotBlockSelf);
  const row = await db.selectFrom('users').select('uid').where('uid', '=', otherUid).executeTakeFirst();
  if (!row) throw memberNotFound();
}

function blockedMembersOf(db: Queryable, uid: string) {
  return db
    .selectFrom('member_blocks')
    .innerJoin('users', 'users.uid', 'member_blocks.blocked_uid')
    .select([
      'users.uid',
      'users.display_name',
      'users.firstname',
      'users.lastname',
      'users.picture_path',
      'member_blocks.created_at',
    ])
    .where('member_blocks.blocker_uid', '=', uid);
}

type BlockedRow = Awaited<ReturnType<ReturnType<typeof blockedMembersOf>['executeTakeFirstOrThrow']>>;

function toBlockedMember(row: BlockedRow): BlockedMember {
  return {
    uid: row.uid,
    displayName: displayNameOf(row),
    pictureUrl: pictureUrl(row.picture_path),
    since: row.created_at,
  };
}

/** Blocks a member; blocking them again keeps the first block (and its date) and journals nothing. */
export async function blockMember(
  db: Queryable,
  uid: string,
  blockedUid: string,
): Promise<{ blocked: BlockedMember; isNew: boolean }> {
  return withAudit(db, async (transaction) => {
    await requireOtherMember(transaction, uid, blockedUid);
    const inserted = await transaction
      .insertInto('member_blocks')
      .values({ blocker_uid: uid, blocked_uid: blockedUid, created_at: isoNow() })
      .onConflict((conflict) => conflict.columns(['blocker_uid', 'blocked_uid']).doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    const row = await blockedMembersOf(transaction, uid)
      .where('member_blocks.blocked_uid', '=', blockedUid)
      .executeTakeFirstOrThrow();
    return {
      result: { blocked: toBlockedMember(row), isNew },
      audit: isNew
        ? { actorUid: uid, action: 'member.blocked', targetUid: blockedUid, before: null, after: { blocked: true } }
        : null,
    };
  });
}

/** Unblocks a member; one not blocked stays so, and nothing is journaled. */
export async function unblockMember(db: Queryable, uid: string, blockedUid: string): Promise<void> {
  await withAudit(db, async (transaction) => {
    await requireOtherMember(transaction, uid, blockedUid);
    const deleted = await transaction
      .deleteFrom('member_blocks')
      .where('blocker_uid', '=', uid)
      .where('blocked_uid', '=', blockedUid)
      .executeTakeFirst();
    const wasBlocked = Number(deleted.numDeletedRows) > 0;
    return {
      result: undefined,
      audit: wasBlocked
        ? {
            actorUid: uid,
            action: 'member.unblocked',
            targetUid: blockedUid,
            before: { blocked: true },
            after: { blocked: false },
          }
        : null,
    };
  });
}

/** The members `uid` blocked, the latest block first (the primary key's range: blocker first). */
export async function listBlockedMembers(db: Queryable, uid: string): Promise<BlockedMember[]> {
  const rows = await blockedMembersOf(db, uid)
    .orderBy('member_blocks.created_at', 'desc')
    .orderBy('member_blocks.blocked_uid')
    .execute();
  return rows.map(toBlockedMember);
}

/**
 * Creating a discussion (messaging's discussions.ts), in one indexed query: refused (403) when a recipient blocked
 * the creator, without saying more; a direct discussion with a member the creator blocked asks to unblock them first.
 * A group may still include a member the creator blocked: the creator chose them.
 */
export async function refuseBlockedRecipients(
  db: Queryable,
  uid: string,
  recipients: readonly string[],
  type: DiscussionType,
): Promise<void> {
  if (recipients.length === 0) return;
  const rows = await db
    .selectFrom('member_blocks')
    .select(['blocker_uid', 'blocked_uid'])
    .where((where) =>
      where.or([
        where.and([where('blocked_uid', '=', uid), where('blocker_uid', 'in', recipients)]),
        where.and([where('blocker_uid', '=', uid), where('blocked_uid', 'in', recipients)]),
      ]),
    )
    .execute();
  if (rows.some((row) => row.blocked_uid === uid)) throw new HttpError(403, BLOCK_MESSAGES.recipientUnavailable);
  if (type === 'DIRECT' && rows.length > 0) throw new HttpError(403, BLOCK_MESSAGES.unblockToWrite);
}

/** The blocks between two members, either way (two lookups of the primary key): a post's hot path, compiled once. */
const readBlocksBetween = precompiled(['authorUid', 'otherUid'], (db, { authorUid, otherUid }) =>
  db
    .selectFrom('member_blocks')
    .select('blocker_uid')
    .where((where) =>
      where.or([
        where.and([where('blocker_uid', '=', authorUid), where('blocked_uid', '=', otherUid)]),
        where.and([where('blocker_uid', '=', otherUid), where('blocked_uid', '=', authorUid)]),
      ]),
    ),
);

/**
 * A post to a direct discussion (messaging's messages.ts), in one query on the primary key: refused (403) when the
 * author blocked the other member; when the other member blocked the author, their uid, from whom the message is
 * hidden; else null.
 */
export async function hiddenFromOnPost(db: Queryable, authorUid: string, otherUid: string): Promise<string | null> {
  const rows = await readBlocksBetween(db, { authorUid, otherUid });
  if (rows.some((row) => row.blocker_uid === authorUid)) throw new HttpError(403, BLOCK_MESSAGES.unblockToWrite);
  return rows.length > 0 ? otherUid : null;
}
