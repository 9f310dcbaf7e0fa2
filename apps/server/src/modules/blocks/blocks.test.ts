import { AUTH_MESSAGES } from '@campus/domain/account';
import { BLOCK_MESSAGES, type BlockedMembersResponse, type BlockResponse } from '@campus/domain/blocks';
import {
  directDiscussionId,
  isDiscussionUnread,
  type Discussion,
  type DiscussionPage,
  type Message,
  type MessagePage,
} from '@campus/domain/messaging';
import type { ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from '../../testing/demo-data.js';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { JSON_TOPICS, topicJson } from '../data-export/export-contents.js';

let test: TestApp;
let baseUrl: string;
type Who = 'mdb' | 'air' | 'admin' | 'prospect';
const tokens: Record<Who, string> = { mdb: '', air: '', admin: '', prospect: '' };
// mdb@ (Julien) is the one who blocks; air@ (Sophie) the one blocked. They share the immobilier channel and a direct
// discussion of the demo data.
const { mdb, air, admin } = DEMO_ACCOUNTS;
const mdbAndAir = directDiscussionId([mdb.uid, air.uid]);
const clients: RealtimeTestClient[] = [];
let nextPost = 1;

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of Object.keys(tokens) as Who[]) tokens[who] = await test.signIn(`${who}@campus.test`);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.close();
});
// Each test starts with no block.
beforeEach(async () => {
  await test.app.db.deleteFrom('member_blocks').execute();
});

function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });
}

const block = (who: Who, uid: string) => call(who, 'PUT', `/api/members/${encodeURIComponent(uid)}/block`);
const unblock = (who: Who, uid: string) => call(who, 'DELETE', `/api/members/${encodeURIComponent(uid)}/block`);

async function blockedBy(who: Who): Promise<string[]> {
  const response = await call(who, 'GET', '/api/me/blocks');
  expect(response.statusCode).toBe(200);
  return response.json<BlockedMembersResponse>().items.map((item) => item.uid);
}

async function textsSeenBy(who: Who, discussionId = mdbAndAir): Promise<string[]> {
  const texts: string[] = [];
  let before: string | undefined;
  for (;;) {
    const query = before ? `?before=${before}` : '';
    const response = await call(who, 'GET', `/api/discussions/${discussionId}/messages${query}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<MessagePage>();
    texts.push(...page.items.map((message) => message.text));
    if (!page.hasMore) return texts;
    before = page.items.at(-1)?.id;
  }
}

async function postOverHttp(who: Who, text: string, key?: string) {
  return test.app.inject({
    method: 'POST',
    url: `/api/discussions/${mdbAndAir}/messages`,
    headers: { ...bearer(tokens[who]), ...(key && { 'idempotency-key': key }) },
    payload: { text },
  });
}

async function discussionAsSeenBy(who: Who): Promise<Discussion> {
  const response = await call(who, 'GET', `/api/discussions/${mdbAndAir}`);
  return response.json<{ discussion: Discussion }>().discussion;
}

async function auditActions(actorUid: string) {
  return test.app.db
    .selectFrom('audit_events')
    .select(['action', 'actor_uid', 'target_uid'])
    .where('actor_uid', '=', actorUid)
    .where('action', 'in', ['member.blocked', 'member.unblocked'])
    .orderBy('at')
    .execute();
}

describe('blocking a member', () => {
  it('blocks once (201, then 200 with the first date), lists the member, and unblocks (204, idempotent)', async () => {
    const first = await block('mdb', air.uid);
    expect(first.statusCode).toBe(201);
    const { blocked } = first.json<BlockResponse>();
    expect(blocked.uid).toBe(air.uid);
    expect(blocked.displayName).toContain(air.firstname);
    const again = await block('mdb', air.uid);
    expect(again.statusCode).toBe(200);
    expect(again.json<BlockResponse>().blocked.since).toBe(blocked.since);

    const list = await call('mdb', 'GET', '/api/me/blocks');
    expect(list.json<BlockedMembersResponse>()).toEqual({ items: [blocked] });
    // Blocks are one's own: air@ blocked nobody.
    expect(await blockedBy('air')).toEqual([]);

    expect((await unblock('mdb', air.uid)).statusCode).toBe(204);
    expect(await blockedBy('mdb')).toEqual([]);
    expect((await unblock('mdb', air.uid)).statusCode).toBe(204);
    // Journaled once each (decision 0015): the block and the unblock, not the repeats.
    expect(await auditActions(mdb.uid)).toEqual([
      { action: 'member.blocked', actor_uid: mdb.uid, target_uid: air.uid },
      { action: 'member.unblocked', actor_uid: mdb.uid, target_uid: air.uid },
    ]);
  });

  it('lists the latest block first', async () => {
    const other = OTHER_MEMBERS[0]?.uid ?? '';
    await block('mdb', air.uid);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await block('mdb', other);
    expect(await blockedBy('mdb')).toEqual([other, air.uid]);
  });

  it('refuses oneself (400) and an unknown member (404) in French; a prospect may not block (403)', async () => {
    const self = await block('mdb', mdb.uid);
    expect(self.statusCode).toBe(400);
    expect(errorBody(self).error).toBe(BLOCK_MESSAGES.cannotBlockSelf);
    const unknown = await block('mdb', 'nobody-here');
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).error).toBe(BLOCK_MESSAGES.memberNotFound);
    expect((await unblock('mdb', 'nobody-here')).statusCode).toBe(404);
    const prospect = await block('prospect', air.uid);
    expect(prospect.statusCode).toBe(403);
    expect(errorBody(prospect).error).toBe(AUTH_MESSAGES.forbidden);
    expect(await blockedBy('mdb')).toEqual([]);
  });
});

describe('starting a discussion with a member who blocked you', () => {
  const direct = (uid: string) => ({ channel: 'immobilier', type: 'DIRECT', memberIds: [uid] });

  it('is refused (403), direct or in a group, saying only that the member cannot receive your messages', async () => {
    expect((await call('air', 'POST', '/api/discussions', direct(mdb.uid))).statusCode).toBe(200);
    await block('mdb', air.uid);

    const refused = await call('air', 'POST', '/api/discussions', direct(mdb.uid));
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).error).toBe(BLOCK_MESSAGES.recipientUnavailable);
    const group = await call('air', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'GROUP',
      memberIds: [admin.uid, mdb.uid],
      name: 'Visite',
    });
    expect(group.statusCode).toBe(403);
    expect(errorBody(group).error).toBe(BLOCK_MESSAGES.recipientUnavailable);

    // Unblocked, the direct discussion opens again.
    await unblock('mdb', air.uid);
    expect((await call('air', 'POST', '/api/discussions', direct(mdb.uid))).statusCode).toBe(200);
  });

  it('asks the blocker to unblock before a direct discussion; a group the blocker makes may include the member', async () => {
    await block('mdb', air.uid);
    const refused = await call('mdb', 'POST', '/api/discussions', direct(air.uid));
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).error).toBe(BLOCK_MESSAGES.unblockToWrite);
    const group = await call('mdb', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'GROUP',
      memberIds: [admin.uid, air.uid],
      name: 'Copropriété',
    });
    expect(group.statusCode).toBe(201);
  });

  it('leaves others free: a third member still starts discussions with both', async () => {
    await block('mdb', air.uid);
    expect((await call('admin', 'POST', '/api/discussions', direct(mdb.uid))).statusCode).toBeLessThan(300);
    expect((await call('admin', 'POST', '/api/discussions', direct(air.uid))).statusCode).toBeLessThan(300);
  });
});

describe('a direct discussion once blocked (HTTP)', () => {
  it('hides what the blocked member posts from the blocker only, for good; earlier and later messages show', async () => {
    expect((await postOverHttp('air', 'Avant le blocage')).statusCode).toBe(201);
    // The blocker has read the discussion.
    expect((await call('mdb', 'POST', `/api/discussions/${mdbAndAir}/read`)).statusCode).toBe(200);
    await block('mdb', air.uid);

    const during = await postOverHttp('air', 'Pendant le blocage');
    expect(during.statusCode).toBe(201);
    // Its author sees it, as any message.
    expect((await textsSeenBy('air')).slice(0, 2)).toEqual(['Pendant le blocage', 'Avant le blocage']);
    expect(await textsSeenBy('mdb')).not.toContain('Pendant le blocage');
    expect(await textsSeenBy('mdb')).toContain('Avant le blocage');
    // Not the blocker's last message, not unread for them, not moved up in their list.
    const seen = await discussionAsSeenBy('mdb');
    expect(seen.lastMessage?.text).toBe('Avant le blocage');
    expect(isDiscussionUnread(seen.lastMessage, mdb.uid)).toBe(false);
    const list = await call('mdb', 'GET', '/api/discussions?channel=immobilier&state=member');
    const listed = list.json<DiscussionPage>().items.find((item) => item.id === mdbAndAir);
    expect(listed?.lastMessage?.text).toBe('Avant le blocage');
    expect(listed?.lastActivityDate).toBe(seen.lastActivityDate);

    // Unblocked: what comes next shows, what was posted meanwhile stays hidden.
    await unblock('mdb', air.uid);
    expect((await postOverHttp('air', 'Après le blocage')).statusCode).toBe(201);
    const after = await textsSeenBy('mdb');
    expect(after.slice(0, 2)).toEqual(['Après le blocage', 'Avant le blocage']);
    expect(after).not.toContain('Pendant le blocage');
    expect(isDiscussionUnread((await discussionAsSeenBy('mdb')).lastMessage, mdb.uid)).toBe(true);
  });

  it('refuses the blocker’s own post there (403 « Débloquez ce membre pour lui écrire »)', async () => {
    await block('mdb', air.uid);
    const refused = await postOverHttp('mdb', 'Je te réponds quand même');
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).error).toBe(BLOCK_MESSAGES.unblockToWrite);
    expect(await textsSeenBy('air')).not.toContain('Je te réponds quand même');
  });

  it('keeps a hidden post hidden when it is sent again with its Idempotency-Key', async () => {
    await block('mdb', air.uid);
    const first = await postOverHttp('air', 'Envoyé deux fois', 'blocked-retry-1');
    const again = await postOverHttp('air', 'Envoyé deux fois', 'blocked-retry-1');
    expect(again.json<{ message: Message }>().message.id).toBe(first.json<{ message: Message }>().message.id);
    expect(await textsSeenBy('mdb')).not.toContain('Envoyé deux fois');
    expect((await discussionAsSeenBy('mdb')).lastMessage?.text).not.toBe('Envoyé deux fois');
  });

  it('hides nothing in groups: both still read each other there', async () => {
    const created = await call('admin', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'GROUP',
      memberIds: [mdb.uid, air.uid],
      name: 'Groupe commun',
    });
    const groupId = created.json<{ discussion: Discussion }>().discussion.id;
    await block('mdb', air.uid);
    const posted = await call('air', 'POST', `/api/discussions/${groupId}/messages`, { text: 'Dans le groupe' });
    expect(posted.statusCode).toBe(201);
    expect(await textsSeenBy('mdb', groupId)).toContain('Dans le groupe');
  });

  it('keeps blocks out of the blocked member’s data export, and in the blocker’s', async () => {
    await block('mdb', air.uid);
    await postOverHttp('air', 'Pour l’export');
    const topic = (file: string) => JSON_TOPICS.find((candidate) => candidate.file === file);
    const journal = topic('journal.json');
    const messages = topic('messages.json');
    const profile = topic('profil.json');
    if (!journal || !messages || !profile) throw new Error('topics missing');
    expect(await topicJson(test.app.db, journal, air.uid)).not.toContain('member.blocked');
    const airMessages = await topicJson(test.app.db, messages, air.uid);
    expect(airMessages).toContain('Pour l’export');
    expect(airMessages).not.toContain('hidden_from_uid');
    expect(await topicJson(test.app.db, profile, air.uid)).not.toContain(mdb.uid);
    expect(await topicJson(test.app.db, profile, mdb.uid)).toContain(`"blocked_uid": "${air.uid}"`);
  });
});

describe('a direct discussion once blocked (realtime socket)', () => {
  async function signedIn(who: Who): Promise<RealtimeTestClient> {
    const client = new RealtimeTestClient(baseUrl);
    clients.push(client);
    return client.signIn(tokens[who]);
  }

  type Answer = Extract<ServerMessage, { type: 'posted' | 'refused' }>;
  async function post(client: RealtimeTestClient, text: string, key = `socket-key-${nextPost}`) {
    const id = `b${nextPost++}`;
    const from = client.messages.length;
    await client.send({ type: 'post', id, discussionId: mdbAndAir, text, key });
    return client.waitFor(
      (message): message is Answer => (message.type === 'posted' || message.type === 'refused') && message.id === id,
      from,
    );
  }
  const addedText = (text: string) => (frame: ServerMessage) =>
    frame.type === 'changes' &&
    frame.changes.some((change) => change.type === 'added' && JSON.stringify(change.document).includes(text));

  it('delivers the blocked member’s post to its author only: not to the blocker’s messages nor list', async () => {
    const blocker = await signedIn('mdb');
    const author = await signedIn('air');
    await blocker.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    await blocker.subscribe('list', { kind: 'discussions', channel: 'immobilier', state: 'member' });
    await author.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    await block('mdb', air.uid);
    const from = blocker.messages.length;
    const authorFrom = author.messages.length;

    expect(await post(author, 'Caché en direct')).toMatchObject({
      type: 'posted',
      message: { text: 'Caché en direct' },
    });
    await author.waitFor(addedText('Caché en direct'), authorFrom);
    // Sent again with its key over the socket: the same message, still hidden.
    expect(await post(author, 'Caché en direct', 'socket-hidden-again')).toMatchObject({ type: 'posted' });
    expect(await post(author, 'Caché en direct', 'socket-hidden-again')).toMatchObject({ type: 'posted' });

    // Unblocked, the next post reaches the blocker: the hidden ones, published before it, never did.
    await unblock('mdb', air.uid);
    expect(await post(author, 'Visible en direct')).toMatchObject({ type: 'posted' });
    await blocker.waitFor(addedText('Visible en direct'), from);
    await blocker.waitFor((frame) => frame.type === 'changes' && frame.id === 'list', from);
    expect(JSON.stringify(blocker.messages.slice(from))).not.toContain('Caché en direct');
    expect(await textsSeenBy('mdb')).not.toContain('Caché en direct');
  });

  it('refuses the blocker’s post over the socket as over HTTP', async () => {
    const blocker = await signedIn('mdb');
    await block('mdb', air.uid);
    expect(await post(blocker, 'Par la socket')).toMatchObject({
      type: 'refused',
      status: 403,
      body: { error: BLOCK_MESSAGES.unblockToWrite },
    });
    expect(blocker.closeCode).toBeNull();
    expect(await textsSeenBy('air')).not.toContain('Par la socket');
  });
});
