import { AUTH_MESSAGES } from '@campus/domain/account';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  directDiscussionId,
  type Discussion,
  type Message,
  type MessagePage,
} from '@campus/domain/messaging';
import { REALTIME_CLOSE_CODES, type ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.js';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let baseUrl: string;
const tokens: Record<'mdb' | 'air' | 'sport' | 'admin' | 'prospect', string> = {
  mdb: '',
  air: '',
  sport: '',
  admin: '',
  prospect: '',
};
const { mdb, air } = DEMO_ACCOUNTS;
const mdbAndAir = directDiscussionId([mdb.uid, air.uid]);
const clients: RealtimeTestClient[] = [];
let nextId = 1;

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[who] = await test.signIn(`${who}@campus.test`);
  }
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.close();
});

async function signedIn(who: keyof typeof tokens): Promise<RealtimeTestClient> {
  const client = new RealtimeTestClient(baseUrl);
  clients.push(client);
  return client.signIn(tokens[who]);
}

type Answer = Extract<ServerMessage, { type: 'posted' | 'refused' }>;

/** Posts over the socket and waits for its answer. */
async function post(client: RealtimeTestClient, discussionId: string, text: string, key = `key-${nextId}`) {
  const id = `p${nextId++}`;
  const from = client.messages.length;
  await client.send({ type: 'post', id, discussionId, text, key });
  return client.waitFor(
    (message): message is Answer => (message.type === 'posted' || message.type === 'refused') && message.id === id,
    from,
  );
}

async function messagesOf(discussionId: string): Promise<Message[]> {
  const response = await test.app.inject({
    url: `/api/discussions/${discussionId}/messages`,
    headers: bearer(tokens.mdb),
  });
  return response.json<MessagePage>().items;
}

describe('posting a message over the realtime socket', () => {
  it('answers once committed, and delivers it to the members, as the HTTP route does', async () => {
    const author = await signedIn('mdb');
    const reader = await signedIn('air');
    await reader.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    const from = reader.messages.length;

    const answer = await post(author, mdbAndAir, '  Rendez-vous à 18 h  ');
    expect(answer).toMatchObject({ type: 'posted', message: { text: 'Rendez-vous à 18 h', authorId: mdb.uid } });
    const message = answer.type === 'posted' ? answer.message : null;
    const added = await reader.waitFor(
      (frame) => frame.type === 'changes' && frame.id === 'chat' && frame.changes[0]?.type === 'added',
      from,
    );
    expect(added.type === 'changes' && added.changes[0]).toMatchObject({ document: { id: message?.id } });
    expect((await messagesOf(mdbAndAir))[0]).toEqual(message);
    // The discussion moved to the top of the members' lists, read by its author only.
    const list = await test.app.inject({
      url: '/api/discussions?channel=immobilier&state=member',
      headers: bearer(tokens.air),
    });
    const [first] = list.json<{ items: Discussion[] }>().items;
    expect(first).toMatchObject({ id: mdbAndAir, lastMessage: { text: 'Rendez-vous à 18 h', readBy: [mdb.uid] } });
  });

  it('posts a send retried with its key once (over the socket or over HTTP)', async () => {
    const author = await signedIn('mdb');
    const first = await post(author, mdbAndAir, 'Une seule fois', 'retried-send-1');
    const again = await post(author, mdbAndAir, 'Une seule fois', 'retried-send-1');
    const overHttp = await test.app.inject({
      method: 'POST',
      url: `/api/discussions/${mdbAndAir}/messages`,
      headers: { ...bearer(tokens.mdb), 'idempotency-key': 'retried-send-1' },
      payload: { text: 'Une seule fois' },
    });
    expect(first.type).toBe('posted');
    const id = first.type === 'posted' ? first.message.id : '';
    expect(again).toMatchObject({ type: 'posted', message: { id } });
    expect(overHttp.json<{ message: Message }>().message.id).toBe(id);
    expect((await messagesOf(mdbAndAir)).filter((message) => message.text === 'Une seule fois')).toHaveLength(1);
  });

  it('refuses a blank or too long text with the route’s French messages, and the socket stays open', async () => {
    const author = await signedIn('mdb');
    expect(await post(author, mdbAndAir, '   ')).toMatchObject({
      type: 'refused',
      status: 400,
      body: { error: AUTH_MESSAGES.invalidBody, errors: { text: [expect.any(String)] } },
    });
    const tooLong = await post(author, mdbAndAir, 'é'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(tooLong).toMatchObject({ type: 'refused', status: 400 });
    expect(tooLong.type === 'refused' && tooLong.body.errors?.text).toEqual([MESSAGING_MESSAGES.messageTooLong]);
    expect(await post(author, mdbAndAir, 'Toujours là', ' mauvaise clé ')).toMatchObject({
      type: 'refused',
      status: 400,
    });
    expect(await post(author, mdbAndAir, 'Toujours là')).toMatchObject({ type: 'posted' });
    expect(author.closeCode).toBeNull();
  });

  it("refuses another member's discussion, and a prospect", async () => {
    const outsider = await signedIn('sport');
    expect(await post(outsider, mdbAndAir, 'Je m’invite')).toMatchObject({
      type: 'refused',
      status: 404,
      body: { error: MESSAGING_MESSAGES.discussionNotFound },
    });
    const prospect = await signedIn('prospect');
    expect(await post(prospect, mdbAndAir, 'Bonjour')).toMatchObject({
      type: 'refused',
      status: 403,
      body: { error: AUTH_MESSAGES.forbidden },
    });
    expect((await messagesOf(mdbAndAir)).map((message) => message.text)).not.toContain('Je m’invite');
  });

  it('closes the socket (4401) when its session has ended, and posts nothing', async () => {
    const token = await test.signIn('air@campus.test');
    const client = new RealtimeTestClient(baseUrl);
    clients.push(client);
    await client.signIn(token);
    // A first post: the session is now cached, as a request's is.
    expect(await post(client, mdbAndAir, 'Encore à temps')).toMatchObject({ type: 'posted' });
    // Removed behind the hub's back (no sign-out event): the write clears the cache, the post reads the session again.
    await test.app.db.deleteFrom('auth_tokens').where('token_hash', '=', hashToken(token)).execute();
    await client.send({ type: 'post', id: 'late', discussionId: mdbAndAir, text: 'Trop tard', key: 'late-1' });
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    expect((await messagesOf(mdbAndAir)).map((message) => message.text)).not.toContain('Trop tard');
  });

  it('is refused in French past 30 messages in 10 seconds', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: bearer(tokens.admin),
      payload: { channel: 'finance', type: 'GROUP', memberIds: [mdb.uid], name: 'Bavardages en direct' },
    });
    const { discussion } = created.json<{ discussion: Discussion }>();
    const admin = await signedIn('admin');
    const answers: Answer[] = [];
    for (let index = 0; index < 31; index += 1) answers.push(await post(admin, discussion.id, `n°${index}`));
    expect(answers.filter((answer) => answer.type === 'posted')).toHaveLength(30);
    expect(answers.at(-1)).toMatchObject({
      type: 'refused',
      status: 429,
      body: { error: AUTH_MESSAGES.tooManyRequests },
    });
  });
});
