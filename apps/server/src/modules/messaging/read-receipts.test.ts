import { RECEIPTS_MAX_MEMBERS, type Discussion, type MemberActivity } from '@campus/domain/messaging';
import type { ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let baseUrl: string;
const clients: RealtimeTestClient[] = [];
let nextMember = 1;

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.close();
});

interface Member {
  uid: string;
  token: string;
  socket: RealtimeTestClient;
}

/** Fresh customers of the immobilier channel (copies of the demo AIR member), signed in on a socket each. */
async function newMembers(count: number): Promise<Member[]> {
  const db = test.app.db;
  const model = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'air@campus.test')
    .executeTakeFirstOrThrow();
  const members: Member[] = [];
  for (let index = 0; index < count; index += 1) {
    const uid = `receipts-member-${nextMember++}`;
    const email = `${uid}@campus.test`;
    await db
      .insertInto('users')
      .values({ ...model, uid, email, search_text: null })
      .execute();
    await db.insertInto('user_channels').values({ uid, channel: 'immobilier' }).execute();
    const token = await test.signIn(email);
    const socket = new RealtimeTestClient(baseUrl);
    clients.push(socket);
    members.push({ uid, token, socket: await socket.signIn(token) });
  }
  return members;
}

async function createDiscussion(creator: Member, others: readonly Member[]): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/discussions',
    headers: bearer(creator.token),
    payload: {
      channel: 'immobilier',
      type: others.length === 1 ? 'DIRECT' : 'GROUP',
      memberIds: others.map((other) => other.uid),
      name: others.length === 1 ? null : 'Groupe',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ discussion: Discussion }>().discussion.id;
}

const typing = (member: Member, discussionId: string) =>
  test.app.inject({ method: 'POST', url: `/api/discussions/${discussionId}/typing`, headers: bearer(member.token) });

const postMessage = (member: Member, discussionId: string, text: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/discussions/${discussionId}/messages`,
    headers: bearer(member.token),
    payload: { text },
  });

const markRead = (member: Member, discussionId: string) =>
  test.app.inject({ method: 'POST', url: `/api/discussions/${discussionId}/read`, headers: bearer(member.token) });

const setReceipts = (member: Member, enabled: boolean) =>
  test.app.inject({ method: 'PUT', url: '/api/me/read-receipts', headers: bearer(member.token), payload: { enabled } });

/** Follows the discussion's receipts and its messages (a message is the sentinel: whatever came before it is there). */
async function follow(member: Member, discussionId: string): Promise<MemberActivity[]> {
  await member.socket.subscribe(`messages-${discussionId}`, { kind: 'messages', discussionId });
  const snapshot = await member.socket.subscribe(`receipts-${discussionId}`, { kind: 'receipts', discussionId });
  if (snapshot.type !== 'snapshot') throw new Error(`no snapshot: ${JSON.stringify(snapshot)}`);
  return snapshot.documents as MemberActivity[];
}

/**
 * The receipts changes the member received from `from` on, once a message posted by `sentinel` after them reached
 * the member (events reach a socket in the order they were published).
 */
async function receiptChangesUntilSentinel(member: Member, discussionId: string, sentinel: Member, from: number) {
  const text = `sentinelle ${nextMember++}`;
  expect((await postMessage(sentinel, discussionId, text)).statusCode).toBe(201);
  const isSentinel = (message: ServerMessage) =>
    message.type === 'changes' &&
    message.changes.some(
      (change) => change.type === 'added' && 'text' in change.document && change.document.text === text,
    );
  await member.socket.waitFor(isSentinel, from);
  const until = member.socket.messages.findIndex((message, index) => index >= from && isSentinel(message));
  return member.socket.messages
    .slice(from, until)
    .flatMap((message) =>
      message.type === 'changes' && message.id === `receipts-${discussionId}` ? message.changes : [],
    );
}

describe('typing and Vu in a direct discussion (issue 33)', () => {
  it('publishes one typing event per member per 3 s, answering every call 204', async () => {
    const [me, you] = await newMembers(2);
    const discussionId = await createDiscussion(me!, [you!]);
    await follow(you!, discussionId);
    const from = you!.socket.messages.length;

    expect((await typing(me!, discussionId)).statusCode).toBe(204);
    expect((await typing(me!, discussionId)).statusCode).toBe(204);
    expect((await typing(me!, discussionId)).statusCode).toBe(204);

    const changes = await receiptChangesUntilSentinel(you!, discussionId, you!, from);
    expect(changes).toHaveLength(1);
    const typed = changes[0];
    expect(typed?.type === 'modified' && typed.document).toMatchObject({ id: me!.uid, readAt: null });
    expect(typed?.type === 'modified' && 'typingAt' in typed.document && typed.document.typingAt).toBeTruthy();
  });

  it('tells the author Vu once the other member read up to their message, from one marker per member', async () => {
    const [me, you] = await newMembers(2);
    const discussionId = await createDiscussion(me!, [you!]);
    await follow(me!, discussionId);
    const posted = await postMessage(me!, discussionId, 'Vous avez vu le dossier ?');
    const messageDate = posted.json<{ message: { date: string } }>().message.date;
    const from = me!.socket.messages.length;

    expect((await markRead(you!, discussionId)).statusCode).toBe(200);

    const read = await me!.socket.waitFor(
      (message) => message.type === 'changes' && message.id === `receipts-${discussionId}`,
      from,
    );
    expect(read).toMatchObject({ changes: [{ type: 'modified', document: { id: you!.uid, readAt: messageDate } }] });
    expect(await follow(me!, discussionId)).toEqual([
      { id: you!.uid, date: messageDate, readAt: messageDate, typingAt: null },
    ]);
    const markers = await test.app.db
      .selectFrom('discussion_members')
      .select('uid')
      .where('discussion_id', '=', discussionId)
      .execute();
    expect(markers).toHaveLength(2);
  });

  it('hides both ways: who turns it off shows no typing or Vu, and sees no one else’s', async () => {
    const [hider, other] = await newMembers(2);
    const discussionId = await createDiscussion(hider!, [other!]);
    await follow(other!, discussionId);
    const otherFrom = other!.socket.messages.length;

    expect((await setReceipts(hider!, false)).json()).toEqual({ enabled: false });
    const gone = await other!.socket.waitFor(
      (message) => message.type === 'changes' && message.id === `receipts-${discussionId}`,
      otherFrom,
    );
    expect(gone).toMatchObject({ changes: [{ type: 'removed', id: hider!.uid }] });
    const setting = await test.app.inject({ url: '/api/me/read-receipts', headers: bearer(hider!.token) });
    expect(setting.json()).toEqual({ enabled: false });

    // The hider's own receipts are empty, and nothing of the other member reaches them.
    expect(await follow(hider!, discussionId)).toEqual([]);
    expect(await follow(other!, discussionId)).toEqual([]);
    const hiderFrom = hider!.socket.messages.length;
    const otherFromAgain = other!.socket.messages.length;
    await postMessage(hider!, discussionId, 'Je vous écris sans reçu');
    await typing(other!, discussionId);
    await markRead(other!, discussionId);
    await typing(hider!, discussionId);
    expect(await receiptChangesUntilSentinel(hider!, discussionId, other!, hiderFrom)).toEqual([]);
    await markRead(hider!, discussionId);
    expect(await receiptChangesUntilSentinel(other!, discussionId, other!, otherFromAgain)).toEqual([]);

    // Turned on again: the hider's marker comes back to the other member.
    const backFrom = other!.socket.messages.length;
    expect((await setReceipts(hider!, true)).json()).toEqual({ enabled: true });
    const back = await other!.socket.waitFor(
      (message) => message.type === 'changes' && message.id === `receipts-${discussionId}`,
      backFrom,
    );
    expect(back).toMatchObject({ changes: [{ type: 'modified', document: { id: hider!.uid } }] });
    expect((await follow(hider!, discussionId)).map((activity) => activity.id)).toEqual([other!.uid]);
  });

  it("leaves a member who hides their Vu out of the others' ReadBy, in lists, answers and live changes alike", async () => {
    const [me, you] = await newMembers(2);
    const discussionId = await createDiscussion(me!, [you!]);
    expect((await setReceipts(you!, false)).statusCode).toBe(200);
    const snapshot = await me!.socket.subscribe('my-discussions', {
      kind: 'discussions',
      channel: 'immobilier',
      state: 'member',
    });
    expect(snapshot.type).toBe('snapshot');
    expect((await postMessage(me!, discussionId, 'Tu as lu ?')).statusCode).toBe(201);
    const from = me!.socket.messages.length;
    const read = await markRead(you!, discussionId);
    expect(read.statusCode).toBe(200);
    // The reader's own answer holds them (their list shows it read), never the others'.
    expect(read.json<{ discussion: Discussion }>().discussion.lastMessage?.readBy).toEqual([me!.uid, you!.uid].sort());
    const listOf = async (member: Member) =>
      (
        await test.app.inject({
          method: 'GET',
          url: '/api/discussions?channel=immobilier&state=member',
          headers: bearer(member.token),
        })
      )
        .json<{ items: Discussion[] }>()
        .items.find((discussion) => discussion.id === discussionId);
    expect((await listOf(you!))?.lastMessage?.readBy).toContain(you!.uid);
    expect((await listOf(me!))?.lastMessage?.readBy).toEqual([me!.uid]);
    const single = await test.app.inject({
      method: 'GET',
      url: `/api/discussions/${discussionId}`,
      headers: bearer(me!.token),
    });
    expect(single.json<{ discussion: Discussion }>().discussion.lastMessage?.readBy).toEqual([me!.uid]);
    // Live: the next change of the discussion (a message of mine) still leaves the reader out of what I receive.
    expect((await postMessage(me!, discussionId, 'Je relance')).statusCode).toBe(201);
    const change = await me!.socket.waitFor(
      (message) =>
        message.type === 'changes' &&
        message.id === 'my-discussions' &&
        message.changes.some(
          (item) => item.type === 'modified' && (item.document as Discussion).lastMessage?.text === 'Je relance',
        ),
      from,
    );
    const sent = me!.socket.messages.slice(from, me!.socket.messages.indexOf(change) + 1);
    const readers = sent.flatMap((message) =>
      message.type === 'changes' && message.id === 'my-discussions'
        ? message.changes.flatMap((item) =>
            item.type === 'removed' ? [] : ((item.document as Discussion).lastMessage?.readBy ?? []),
          )
        : [],
    );
    expect(readers).not.toContain(you!.uid);
    // Shown again: their read is back in the others' ReadBy.
    expect((await setReceipts(you!, true)).statusCode).toBe(200);
    expect((await markRead(you!, discussionId)).statusCode).toBe(200);
    expect((await listOf(me!))?.lastMessage?.readBy).toEqual([me!.uid, you!.uid].sort());
  });

  it(`never shows typing or Vu in a group of more than ${RECEIPTS_MAX_MEMBERS} members`, async () => {
    const [creator, watcher, ...others] = await newMembers(RECEIPTS_MAX_MEMBERS + 1);
    const discussionId = await createDiscussion(creator!, [watcher!, ...others]);
    expect(await follow(watcher!, discussionId)).toEqual([]);
    const from = watcher!.socket.messages.length;

    expect((await typing(creator!, discussionId)).statusCode).toBe(204);
    await postMessage(watcher!, discussionId, 'Bonjour à tous');
    await markRead(creator!, discussionId);

    expect(await receiptChangesUntilSentinel(watcher!, discussionId, creator!, from)).toEqual([]);
  });

  it('keeps typing from a member one blocked, and to them, in a group they share', async () => {
    const [blocker, blocked, third] = await newMembers(3);
    const discussionId = await createDiscussion(third!, [blocker!, blocked!]);
    const block = await test.app.inject({
      method: 'PUT',
      url: `/api/members/${blocked!.uid}/block`,
      headers: bearer(blocker!.token),
    });
    expect(block.statusCode).toBeLessThan(300);
    expect((await follow(blocker!, discussionId)).map((activity) => activity.id)).toEqual([third!.uid]);
    await follow(blocked!, discussionId);
    await follow(third!, discussionId);
    const [blockerFrom, blockedFrom, thirdFrom] = [blocker!, blocked!, third!].map(
      ({ socket }) => socket.messages.length,
    );

    await typing(blocked!, discussionId);
    await typing(blocker!, discussionId);

    const seenBy = async (member: Member, from: number) =>
      (await receiptChangesUntilSentinel(member, discussionId, third!, from)).map((change) =>
        change.type === 'modified' ? change.document.id : null,
      );
    expect(await seenBy(blocker!, blockerFrom!)).toEqual([]);
    expect(await seenBy(blocked!, blockedFrom!)).toEqual([]);
    expect((await seenBy(third!, thirdFrom!)).sort()).toEqual([blocker!.uid, blocked!.uid].sort());
  });

  it('refuses typing in a discussion the member is not in, and receipts to a stranger', async () => {
    const [me, you, stranger] = await newMembers(3);
    const discussionId = await createDiscussion(me!, [you!]);
    expect((await typing(stranger!, discussionId)).statusCode).toBe(404);
    const refused = await stranger!.socket.subscribe('receipts', { kind: 'receipts', discussionId });
    expect(refused).toMatchObject({ type: 'error', code: 'not-found' });
  });
});
