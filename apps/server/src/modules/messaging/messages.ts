import { MESSAGE_PAGE_SIZE, type Message, type MessagePage } from '@campus/domain/messaging';
import { HIDDEN_MESSAGE_TEXT } from '@campus/domain/moderation';
import type { Kysely, Transaction } from 'kysely';
import { keysetPageBefore } from '../../db/keyset-page.js';
import { precompiled } from '../../db/precompiled.js';
import type { DB, MessagesTable, Queryable } from '../../db/schema.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { loadMemberRows, toDiscussion } from './discussion-documents.js';
import { discussionNotFound, onOwnedChannel, requireMembership } from './discussion-access.js';
import type { Committed } from '../../realtime/realtime-events.js';
import { discussionChanged, messageAdded } from './messaging-events.js';
import { hiddenFromOnPost } from '../blocks/blocks.js';

/** A stored message as members see it: one hidden by the moderators shows only that it was (issue 32). */
export function toMessage(row: Omit<MessagesTable, 'hidden_by'>): Message {
  const message = { id: row.id, discussionId: row.discussion_id, date: row.created_at, authorId: row.author_id };
  return row.hidden_at ? { ...message, text: HIDDEN_MESSAGE_TEXT, isHidden: true } : { ...message, text: row.text };
}

/** The next message date: now, but always after the discussion's last message, so the order is the post order. */
function nextMessageDate(lastMessageAt: string | null): string {
  const now = isoNow();
  if (!lastMessageAt || now > lastMessageAt) return now;
  return new Date(Date.parse(lastMessageAt) + 1).toISOString();
}

/**
 * Posts a message (the text already passed the domain's message rule): stores it, makes it the
 * discussion's LastMessageData (the author has read it) and its last activity, which moves it to the top of every
 * member's list. Members and ignoring members may post. Posted again with the same `clientKey` (the request's
 * Idempotency-Key), it stores nothing and answers the message already stored, published again: the first attempt's
 * instance may have died between its commit and its publication (a load balancer then retries on another instance).
 * Members hold a message once by its id, so a second publication shows nothing twice.
 *
 * In a direct discussion, a member who blocked the other cannot post (403), and a message to a member who blocked its
 * author is stored hidden from them (modules/blocks): it is in its author's list and live to its author only, and it
 * does not become the discussion's last message or activity, so the other member's list, unread badge and popup do
 * not change (nor, therefore, the author's list: what it shows tells the author nothing).
 */
export async function postMessage(
  db: Kysely<DB>,
  uid: string,
  discussionId: string,
  text: string,
  clientKey: string | null = null,
): Promise<Committed<{ message: Message }>> {
  try {
    return await db
      .transaction()
      .execute((transaction) => storeMessage(transaction, uid, discussionId, text, clientKey));
  } catch (error) {
    // Sent again, or twice at once: the other attempt committed the message (its transaction is rolled back).
    if (clientKey === null || !isUniqueViolation(error)) throw error;
    const stored = await replayStoredPost(db, uid, clientKey);
    if (!stored) throw error;
    return stored;
  }
}

/**
 * The message the member already posted with this `clientKey` (a retry's), answered and published again as it was
 * the first time; null when there is none.
 */
export async function replayStoredPost(
  db: Queryable,
  uid: string,
  clientKey: string,
): Promise<Committed<{ message: Message }> | null> {
  const stored = await findMessageByClientKey(db, uid, clientKey);
  if (!stored) return null;
  if (stored.hidden_from_uid !== null) {
    return {
      result: { message: toMessage(stored) },
      events: [messageAdded(toMessage(stored), stored.hidden_from_uid)],
    };
  }
  const discussionRow = await db
    .selectFrom('discussions')
    .selectAll()
    .where('id', '=', stored.discussion_id)
    .executeTakeFirstOrThrow();
  const discussion = toDiscussion(discussionRow, await loadMemberRows(db, stored.discussion_id));
  const message = toMessage(stored);
  return { result: { message }, events: [messageAdded(message), discussionChanged(discussion)] };
}

/** Claims the discussion row (concurrent posts to one discussion commit one after the other) and reads it. */
const claimDiscussion = precompiled(['discussionId'], (db, { discussionId }) =>
  db
    .updateTable('discussions')
    .set((update) => ({ last_activity_at: update.ref('last_activity_at') }))
    .where('id', '=', discussionId)
    .returningAll(),
);

/** A discussion's member rows, in the order `loadDiscussions` gives them, each with its channel right. */
const readMembersWithChannelRight = precompiled(['discussionId'], (db, { discussionId }) =>
  db
    .selectFrom('discussion_members')
    .leftJoin('user_channels', onOwnedChannel)
    .leftJoin('read_receipts_hidden', 'read_receipts_hidden.uid', 'discussion_members.uid')
    .select([
      'discussion_members.uid',
      'discussion_members.role',
      'discussion_members.state',
      'discussion_members.read_at',
      'user_channels.uid as channel_owner',
      'read_receipts_hidden.uid as hidden_uid',
    ])
    .where('discussion_members.discussion_id', '=', discussionId)
    .orderBy('discussion_members.uid'),
);

const MESSAGE_COLUMNS = [
  'id',
  'discussion_id',
  'author_id',
  'text',
  'created_at',
  'client_key',
  'hidden_from_uid',
] as const;
const insertMessage = precompiled(MESSAGE_COLUMNS, (db, values) => db.insertInto('messages').values(values));

const setLastMessage = precompiled(['discussionId', 'messageId', 'authorId', 'at', 'text'], (db, values) =>
  db
    .updateTable('discussions')
    .set({
      last_activity_at: values.at,
      last_message_id: values.messageId,
      last_message_author_id: values.authorId,
      last_message_at: values.at,
      last_message_text: values.text,
    })
    .where('id', '=', values.discussionId),
);

const setReadAt = precompiled(['discussionId', 'uid', 'at'], (db, { discussionId, uid, at }) =>
  db
    .updateTable('discussion_members')
    .set({ read_at: at })
    .where('discussion_id', '=', discussionId)
    .where('uid', '=', uid),
);

/**
 * Stores a post inside the caller's transaction (a post's own, or a discussion created with its first message). The
 * statements of a post are its hot path: each is compiled once (db/precompiled.ts).
 */
export async function storeMessage(
  transaction: Transaction<DB>,
  uid: string,
  discussionId: string,
  text: string,
  clientKey: string | null,
): Promise<Committed<{ message: Message }>> {
  const [claimed] = await claimDiscussion(transaction, { discussionId });
  // Its members in one read, with whether each still owns the discussion's channel (spec 6).
  const members = await readMembersWithChannelRight(transaction, { discussionId });
  const author = members.find((member) => member.uid === uid);
  if (!claimed || !author?.channel_owner) throw discussionNotFound();
  const other = claimed.type === 'DIRECT' ? members.find((member) => member.uid !== uid) : undefined;
  const hiddenFrom = other ? await hiddenFromOnPost(transaction, uid, other.uid) : null;
  const row: MessagesTable = {
    id: createId(),
    discussion_id: discussionId,
    author_id: uid,
    text,
    created_at: nextMessageDate(claimed.last_message_at),
    client_key: clientKey,
    hidden_from_uid: hiddenFrom,
    hidden_at: null,
    hidden_by: null,
  };
  await insertMessage(transaction, row);
  if (hiddenFrom !== null) {
    // Kept from the member who blocked the author: the discussion's last message and activity stay as they were.
    const message = toMessage(row);
    return { result: { message }, events: [messageAdded(message, hiddenFrom)] };
  }
  await setLastMessage(transaction, { discussionId, messageId: row.id, authorId: uid, at: row.created_at, text });
  // The author has read it. (Every member's list moves the discussion up: lists are ordered by the discussion.)
  await setReadAt(transaction, { discussionId, uid, at: row.created_at });
  author.read_at = row.created_at;
  const discussion = toDiscussion(
    {
      ...claimed,
      last_activity_at: row.created_at,
      last_message_id: row.id,
      last_message_author_id: uid,
      last_message_at: row.created_at,
      last_message_text: text,
    },
    members,
  );
  const message = toMessage(row);
  return { result: { message }, events: [messageAdded(message), discussionChanged(discussion)] };
}

async function findMessageByClientKey(db: Queryable, uid: string, clientKey: string): Promise<MessagesTable | null> {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('author_id', '=', uid)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Spec 4: the newest 3 messages, then pages of 3 older than the oldest loaded (`before`); newest first. Those hidden
 * from the member (posted by a member they had blocked) are left out.
 */
export async function listMessages(
  db: Queryable,
  uid: string,
  discussionId: string,
  before?: string,
): Promise<MessagePage> {
  await requireMembership(db, discussionId, uid);
  const { rows, hasMore } = await keysetPageBefore(
    db
      .selectFrom('messages')
      .selectAll()
      .where('discussion_id', '=', discussionId)
      .where((where) => where.or([where('hidden_from_uid', 'is', null), where('hidden_from_uid', '!=', uid)])),
    { at: 'created_at', id: 'id' },
    { id: before, among: db.selectFrom('messages').where('discussion_id', '=', discussionId) },
    MESSAGE_PAGE_SIZE,
  );
  return { items: rows.map(toMessage), hasMore };
}
