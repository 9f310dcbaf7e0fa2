import {
  DISCUSSION_PAGE_SIZE,
  GROUP_MAX_MEMBERS,
  MESSAGING_MESSAGES,
  directDiscussionId,
  type CreateDiscussionRequest,
  type Discussion,
  type DiscussionPage,
  type DiscussionState,
  type Message,
} from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { keysetPageBefore } from '../../db/keyset-page.js';
import type { DB, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { refuseBlockedRecipients } from '../blocks/blocks.js';
import { requireOwnedChannel } from '../users/user-queries.js';
import { discussionSeenBy, loadDiscussions, loadExistingDiscussion } from './discussion-documents.js';
import { findMembership, requireMembership, type MemberState } from './discussion-access.js';
import { discussionChanged } from './messaging-events.js';
import { replayStoredPost, storeMessage } from './messages.js';
import { readReceiptEvents } from './read-receipts.js';

const changed = discussionChanged;

/**
 * The recipients other than the creator, deduplicated; every one must be a member of Campus, and a customer who
 * owns the discussion's channel (spec 6: members see only their channels' discussions).
 */
async function recipientsOf(
  db: Queryable,
  uid: string,
  { memberIds, channel }: Pick<CreateDiscussionRequest, 'memberIds' | 'channel'>,
): Promise<string[]> {
  const recipients = [...new Set(memberIds)].filter((id) => id !== uid);
  if (recipients.length === 0) {
    throw new HttpError(400, MESSAGING_MESSAGES.recipientRequired, {
      memberIds: [MESSAGING_MESSAGES.recipientRequired],
    });
  }
  if (recipients.length + 1 > GROUP_MAX_MEMBERS) {
    throw new HttpError(400, MESSAGING_MESSAGES.tooManyMembers, { memberIds: [MESSAGING_MESSAGES.tooManyMembers] });
  }
  const found = await db
    .selectFrom('users')
    .leftJoin('user_channels', (join) =>
      join.onRef('user_channels.uid', '=', 'users.uid').on('user_channels.channel', '=', channel),
    )
    .select(['users.uid', 'users.is_customer', 'user_channels.channel'])
    .where('users.uid', 'in', recipients)
    .execute();
  if (found.length !== recipients.length) {
    throw new HttpError(400, MESSAGING_MESSAGES.recipientUnknown, { memberIds: [MESSAGING_MESSAGES.recipientUnknown] });
  }
  if (found.some((recipient) => recipient.is_customer !== 1 || recipient.channel === null)) {
    const message = MESSAGING_MESSAGES.recipientOutsideChannel;
    throw new HttpError(400, message, { memberIds: [message] });
  }
  return recipients;
}

async function setMemberState(db: Queryable, discussionId: string, uid: string, state: MemberState): Promise<void> {
  await db
    .updateTable('discussion_members')
    .set({ state })
    .where('discussion_id', '=', discussionId)
    .where('uid', '=', uid)
    .execute();
}

/** An existing discussion to reuse: the direct one with the same members, or a group of the same target the user administers. */
async function findReusable(
  db: Queryable,
  uid: string,
  request: CreateDiscussionRequest,
  recipients: readonly string[],
): Promise<string | null> {
  if (request.type === 'DIRECT') {
    const id = directDiscussionId([uid, ...recipients]);
    const row = await db.selectFrom('discussions').select('id').where('id', '=', id).executeTakeFirst();
    return row?.id ?? null;
  }
  if (!request.targetId) return null;
  const row = await db
    .selectFrom('discussions')
    .innerJoin('discussion_members', 'discussion_members.discussion_id', 'discussions.id')
    .select('discussions.id')
    .where('discussions.target_id', '=', request.targetId)
    .where('discussions.channel', '=', request.channel)
    .where('discussions.type', '=', 'GROUP')
    .where('discussion_members.uid', '=', uid)
    .where('discussion_members.role', '=', 'admin')
    .orderBy('discussions.created_at')
    .executeTakeFirst();
  return row?.id ?? null;
}

type CreatedDiscussion = Committed<{ discussion: Discussion; isNew: boolean; message?: Message }>;

/**
 * Spec 4 and 5: creates a discussion or reuses the existing one (direct: same members; group: same
 * TargetId where the user is admin). Re-creating one the user archived restores them to MembersIds.
 * A group's creator and its initial members are all admins.
 *
 * Issue 34: with a `text`, the message is posted in the same transaction, into the new discussion (which no member
 * ever sees empty: it is published once it holds its message) or the reused one. Sent again with the same
 * `clientKey` (the request's Idempotency-Key), it posts nothing more and answers the message already stored.
 */
export async function createDiscussion(
  db: Kysely<DB>,
  uid: string,
  request: CreateDiscussionRequest,
  clientKey: string | null = null,
): Promise<CreatedDiscussion> {
  try {
    return await createOrReuseDiscussion(db, uid, request, clientKey);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A retry of a creation with its first message, or both at once: the first one committed the message.
    if (request.text !== undefined && clientKey !== null) {
      const stored = await replayStoredPost(db, uid, clientKey);
      if (stored) {
        const discussion = await loadExistingDiscussion(db, stored.result.message.discussionId);
        return { result: { discussion, isNew: false, message: stored.result.message }, events: stored.events };
      }
    }
    // Both members created their direct discussion at once: the other insert won, so this one reuses it.
    if (request.type === 'DIRECT') return createOrReuseDiscussion(db, uid, request, clientKey);
    throw error;
  }
}

async function createOrReuseDiscussion(
  db: Kysely<DB>,
  uid: string,
  request: CreateDiscussionRequest,
  clientKey: string | null,
): Promise<CreatedDiscussion> {
  return db.transaction().execute(async (transaction) => {
    await requireOwnedChannel(transaction, uid, request.channel);
    const recipients = await recipientsOf(transaction, uid, request);
    await refuseBlockedRecipients(transaction, uid, recipients, request.type);
    if (request.type === 'DIRECT' && recipients.length !== 1) {
      const message = 'Une discussion directe se tient entre deux membres';
      throw new HttpError(400, message, { memberIds: [message] });
    }
    const existingId = await findReusable(transaction, uid, request, recipients);
    if (existingId) {
      const membership = await findMembership(transaction, existingId, uid);
      if (membership?.state === 'ignoring') await setMemberState(transaction, existingId, uid, 'active');
      const restored =
        membership?.state === 'ignoring' ? [changed(await loadExistingDiscussion(transaction, existingId))] : [];
      if (request.text === undefined) {
        const discussion = await loadExistingDiscussion(transaction, existingId);
        return { result: { discussion: discussionSeenBy(discussion, uid), isNew: false }, events: restored };
      }
      const posted = await storeMessage(transaction, uid, existingId, request.text, clientKey);
      const discussion = await loadExistingDiscussion(transaction, existingId);
      return {
        result: { discussion: discussionSeenBy(discussion, uid), isNew: false, message: posted.result.message },
        events: [...restored, ...posted.events],
      };
    }

    const now = isoNow();
    const id = request.type === 'DIRECT' ? directDiscussionId([uid, ...recipients]) : createId();
    await transaction
      .insertInto('discussions')
      .values({
        id,
        type: request.type,
        channel: request.channel,
        target_id: request.targetId ?? null,
        name: request.name?.trim() || null,
        created_by: uid,
        created_at: now,
        last_activity_at: now,
        last_message_id: null,
        last_message_author_id: null,
        last_message_at: null,
        last_message_text: null,
      })
      .execute();
    await transaction
      .insertInto('discussion_members')
      .values(
        [uid, ...recipients].map((memberId) => ({
          discussion_id: id,
          uid: memberId,
          // A group's creator and initial members are admins; a direct discussion has no admins.
          role: request.type === 'GROUP' ? 'admin' : 'member',
          state: 'active',
          channel: request.channel,
          read_at: null,
        })),
      )
      .execute();
    if (request.text === undefined) {
      const discussion = await loadExistingDiscussion(transaction, id);
      return { result: { discussion: discussionSeenBy(discussion, uid), isNew: true }, events: [changed(discussion)] };
    }
    // Its first message: its events carry the discussion as it is committed, with that message.
    const posted = await storeMessage(transaction, uid, id, request.text, clientKey);
    const discussion = await loadExistingDiscussion(transaction, id);
    return {
      result: { discussion: discussionSeenBy(discussion, uid), isNew: true, message: posted.result.message },
      events: posted.events,
    };
  });
}

/** Spec 4: archiving moves the member from MembersIds to IgnoringMembersIds; reopening does the reverse. */
export async function moveMember(
  db: Kysely<DB>,
  uid: string,
  discussionId: string,
  to: MemberState,
): Promise<Committed<Discussion>> {
  return db.transaction().execute(async (transaction) => {
    const membership = await requireMembership(transaction, discussionId, uid);
    if (membership.state !== to) await setMemberState(transaction, discussionId, uid, to);
    const discussion = await loadExistingDiscussion(transaction, discussionId);
    return {
      result: discussionSeenBy(discussion, uid),
      events: membership.state !== to ? [changed(discussion)] : [],
    };
  });
}

/** Spec 4: clicking a discussion marks it read (the member joins ReadBy of its last message); issue 33: `Vu` to the others. */
export async function markDiscussionRead(
  db: Kysely<DB>,
  uid: string,
  discussionId: string,
): Promise<Committed<Discussion>> {
  return db.transaction().execute(async (transaction) => {
    await requireMembership(transaction, discussionId, uid);
    const before = discussionSeenBy(await loadExistingDiscussion(transaction, discussionId), uid);
    const lastMessage = before.lastMessage;
    if (!lastMessage || lastMessage.readBy.includes(uid)) return { result: before, events: [] };
    await transaction
      .updateTable('discussion_members')
      .set({ read_at: lastMessage.date })
      .where('discussion_id', '=', discussionId)
      .where('uid', '=', uid)
      .execute();
    const discussion = await loadExistingDiscussion(transaction, discussionId);
    return {
      result: discussionSeenBy(discussion, uid),
      events: [changed(discussion), ...(await readReceiptEvents(transaction, uid, discussionId))],
    };
  });
}

/**
 * Spec 4, unread discussion: the member is active in it, its last message is another's, and the member has not
 * read up to it (ReadBy). The one SQL form of the rule: the badge and "mark all read" both read it.
 */
export function findUnreadDiscussions(db: Queryable, uid: string, channel: ChannelSlug) {
  return db
    .selectFrom('discussion_members')
    .innerJoin('discussions', 'discussions.id', 'discussion_members.discussion_id')
    .select(['discussions.id', 'discussions.last_message_at'])
    .where('discussion_members.uid', '=', uid)
    .where('discussion_members.state', '=', 'active')
    .where('discussion_members.channel', '=', channel)
    .where('discussions.last_message_author_id', '!=', uid)
    .where((where) =>
      where.or([
        where('discussion_members.read_at', 'is', null),
        where('discussion_members.read_at', '<', where.ref('discussions.last_message_at')),
      ]),
    )
    .execute();
}

/** Spec 4: opening the messages popup marks every unread discussion of the channel read. */
export async function markAllDiscussionsRead(
  db: Kysely<DB>,
  uid: string,
  channel: ChannelSlug,
): Promise<Committed<number>> {
  return db.transaction().execute(async (transaction) => {
    await requireOwnedChannel(transaction, uid, channel);
    const candidates = await findUnreadDiscussions(transaction, uid, channel);
    for (const candidate of candidates) {
      await transaction
        .updateTable('discussion_members')
        .set({ read_at: candidate.last_message_at })
        .where('discussion_id', '=', candidate.id)
        .where('uid', '=', uid)
        .execute();
    }
    const discussions = await loadDiscussions(
      transaction,
      candidates.map((candidate) => candidate.id),
    );
    const receipts = [];
    for (const discussion of discussions) receipts.push(...(await readReceiptEvents(transaction, uid, discussion.id)));
    return { result: discussions.length, events: [...discussions.map(changed), ...receipts] };
  });
}

/** Spec 7.3: the member's discussions (or archived ones) of a channel, by last activity, newest first, by 10. */
export async function listDiscussions(
  db: Queryable,
  uid: string,
  query: { channel: ChannelSlug; state: DiscussionState; before?: string | undefined },
): Promise<DiscussionPage> {
  const state: MemberState = query.state === 'member' ? 'active' : 'ignoring';
  // The member's rows of the channel (one index range), ordered by their discussions' last activity.
  const { rows, hasMore } = await keysetPageBefore(
    db
      .selectFrom('discussion_members')
      .innerJoin('discussions', 'discussions.id', 'discussion_members.discussion_id')
      .select('discussion_members.discussion_id')
      .where('discussion_members.uid', '=', uid)
      .where('discussion_members.state', '=', state)
      .where('discussion_members.channel', '=', query.channel),
    { at: 'discussions.last_activity_at', id: 'discussions.id' },
    {
      id: query.before,
      among: db
        .selectFrom('discussion_members')
        .innerJoin('discussions', 'discussions.id', 'discussion_members.discussion_id')
        .where('discussion_members.uid', '=', uid),
    },
    DISCUSSION_PAGE_SIZE,
  );
  const discussions = await loadDiscussions(
    db,
    rows.map((row) => row.discussion_id),
  );
  return { items: discussions.map((discussion) => discussionSeenBy(discussion, uid)), hasMore };
}

/** One discussion the member may see (spec 4: "Discussion non trouvée" otherwise). */
export async function getDiscussion(db: Queryable, uid: string, discussionId: string): Promise<Discussion> {
  await requireMembership(db, discussionId, uid);
  return discussionSeenBy(await loadExistingDiscussion(db, discussionId), uid);
}
