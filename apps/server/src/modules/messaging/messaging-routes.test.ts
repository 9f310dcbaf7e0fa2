import { AUTH_MESSAGES } from '@campus/domain/account';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  directDiscussionId,
  isDiscussionUnread,
  type Discussion,
  type DiscussionPage,
  type MessagePage,
} from '@campus/domain/messaging';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { isDiscussionChanged, isMessageAdded } from './messaging-events.js';

let test: TestApp;
const tokens: Record<'mdb' | 'air' | 'sport' | 'admin', string> = { mdb: '', air: '', sport: '', admin: '' };
const { mdb, air, admin } = DEMO_ACCOUNTS;
const mdbAndAir = directDiscussionId([mdb.uid, air.uid]);

beforeAll(async () => {
  test = await createTestApp();
  for (const who of ['mdb', 'air', 'sport', 'admin'] as const) tokens[who] = await test.signIn(`${who}@campus.test`);
});
afterAll(() => test.close());

function call(who: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: object) {
  return test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });
}

async function discussionsOf(who: keyof typeof tokens, query: string): Promise<DiscussionPage> {
  const response = await call(who, 'GET', `/api/discussions?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<DiscussionPage>();
}

describe('creating a discussion', () => {
  it('names a direct discussion after its sorted members and reuses it', async () => {
    const karim = OTHER_MEMBERS.find((member) => member.firstname === 'Maxime');
    const payload = { channel: 'immobilier', type: 'DIRECT', memberIds: [karim?.uid] };
    const created = await call('air', 'POST', '/api/discussions', payload);
    expect(created.statusCode).toBe(201);
    const { discussion } = created.json<{ discussion: Discussion }>();
    expect(discussion.id).toBe(directDiscussionId([air.uid, karim?.uid ?? '']));
    expect(discussion.adminsIds).toEqual([]);
    const again = await call('air', 'POST', '/api/discussions', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isNew: false, discussion: { id: discussion.id } });
  });

  it('creates one direct discussion when both members start it at once', async () => {
    const starterToken = await test.signIn('starter@campus.test');
    const [fromAir, fromStarter] = await Promise.all([
      call('air', 'POST', '/api/discussions', {
        channel: 'immobilier',
        type: 'DIRECT',
        memberIds: [DEMO_ACCOUNTS.starter.uid],
      }),
      test.app.inject({
        method: 'POST',
        url: '/api/discussions',
        headers: bearer(starterToken),
        payload: { channel: 'immobilier', type: 'DIRECT', memberIds: [air.uid] },
      }),
    ]);
    expect([fromAir.statusCode, fromStarter.statusCode].sort()).toEqual([200, 201]);
    const ids = [fromAir, fromStarter].map((response) => response.json<{ discussion: Discussion }>().discussion.id);
    expect(new Set(ids)).toEqual(new Set([directDiscussionId([air.uid, DEMO_ACCOUNTS.starter.uid])]));
  });

  it('makes the creator and the initial members of a group its admins', async () => {
    const payload = {
      channel: 'immobilier',
      type: 'GROUP',
      memberIds: [mdb.uid, air.uid],
      name: 'Visite',
      targetId: 't-1',
    };
    const created = await call('admin', 'POST', '/api/discussions', payload);
    expect(created.statusCode).toBe(201);
    const { discussion } = created.json<{ discussion: Discussion }>();
    expect([...discussion.adminsIds].sort()).toEqual([admin.uid, mdb.uid, air.uid].sort());
    expect(discussion).toMatchObject({ type: 'GROUP', name: 'Visite', targetId: 't-1' });
  });

  it('keeps the target of a direct discussion that is not about a deal, without the deal rules', async () => {
    const response = await call('admin', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'DIRECT',
      memberIds: [air.uid],
      targetId: 'not-a-deal',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ discussion: Discussion }>().discussion).toMatchObject({
      type: 'DIRECT',
      targetId: 'not-a-deal',
      lastMessage: null,
    });
  });

  it('reuses a group of the same target where the member is admin', async () => {
    const payload = { channel: 'immobilier', type: 'GROUP', memberIds: [air.uid], targetId: 't-2' };
    const first = (await call('mdb', 'POST', '/api/discussions', payload)).json<{ discussion: Discussion }>();
    const second = await call('mdb', 'POST', '/api/discussions', payload);
    expect(second.json()).toMatchObject({ isNew: false, discussion: { id: first.discussion.id } });
  });

  it('restores a member who had archived it', async () => {
    const karim = OTHER_MEMBERS.find((member) => member.firstname === 'Karim')?.uid ?? '';
    const archived = await discussionsOf('mdb', 'channel=immobilier&state=archived');
    const id = directDiscussionId([mdb.uid, karim]);
    expect(archived.items.map((item) => item.id)).toContain(id);
    const response = await call('mdb', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'DIRECT',
      memberIds: [karim],
    });
    expect(response.json<{ discussion: Discussion }>().discussion.membersIds).toContain(mdb.uid);
    expect(
      (await discussionsOf('mdb', 'channel=immobilier&state=archived')).items.map((item) => item.id),
    ).not.toContain(id);
    await call('mdb', 'POST', `/api/discussions/${id}/archive`);
  });

  it('refuses a channel the member does not own, and no recipient, in French', async () => {
    const foreign = await call('sport', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'DIRECT',
      memberIds: [mdb.uid],
    });
    expect(foreign.statusCode).toBe(403);
    expect(errorBody(foreign).error).toBe(MESSAGING_MESSAGES.channelNotOwned);
    const alone = await call('mdb', 'POST', '/api/discussions', {
      channel: 'immobilier',
      type: 'DIRECT',
      memberIds: [mdb.uid],
    });
    expect(alone.statusCode).toBe(400);
    expect(errorBody(alone).errors).toEqual({ memberIds: [MESSAGING_MESSAGES.recipientRequired] });
  });
});

describe('channel scoping through membership', () => {
  it('refuses a group of a channel one of its members does not own, or with a prospect', async () => {
    // air@ has no finance channel, prospect@ is no customer.
    for (const memberId of [air.uid, DEMO_ACCOUNTS.prospect.uid]) {
      const response = await call('mdb', 'POST', '/api/discussions', {
        channel: memberId === air.uid ? 'finance' : 'immobilier',
        type: 'GROUP',
        name: 'Investisseurs',
        memberIds: [admin.uid, memberId],
      });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual({ memberIds: [MESSAGING_MESSAGES.recipientOutsideChannel] });
    }
  });

  it('closes a discussion to a member who no longer owns its channel: no read, no post', async () => {
    const created = await call('mdb', 'POST', '/api/discussions', {
      channel: 'entrepreneuriat',
      type: 'GROUP',
      name: 'Business à deux',
      memberIds: [air.uid],
    });
    const { discussion } = created.json<{ discussion: Discussion }>();
    expect((await call('air', 'GET', `/api/discussions/${discussion.id}`)).statusCode).toBe(200);
    await test.app.db
      .deleteFrom('user_channels')
      .where('uid', '=', air.uid)
      .where('channel', '=', 'entrepreneuriat')
      .execute();
    try {
      for (const [method, url] of [
        ['GET', `/api/discussions/${discussion.id}`],
        ['GET', `/api/discussions/${discussion.id}/messages`],
        ['POST', `/api/discussions/${discussion.id}/messages`],
      ] as const) {
        const response = await call('air', method, url, method === 'POST' ? { text: 'Toujours là ?' } : undefined);
        expect(response.statusCode, url).toBe(404);
        expect(errorBody(response).error).toBe(MESSAGING_MESSAGES.discussionNotFound);
      }
    } finally {
      await test.app.db.insertInto('user_channels').values({ uid: air.uid, channel: 'entrepreneuriat' }).execute();
    }
  });
});

describe('listing', () => {
  it('pages the discussions of a channel by 10, newest activity first', async () => {
    const first = await discussionsOf('mdb', 'channel=immobilier&state=member');
    expect(first.items).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const dates = first.items.map((item) => item.lastActivityDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await discussionsOf('mdb', `channel=immobilier&state=member&before=${first.items.at(-1)?.id}`);
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
  });

  it('pages messages: the newest 3, then 3 older from the oldest loaded', async () => {
    const first = (await call('mdb', 'GET', `/api/discussions/${mdbAndAir}/messages`)).json<MessagePage>();
    expect(first.items).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const older = (
      await call('mdb', 'GET', `/api/discussions/${mdbAndAir}/messages?before=${first.items.at(-1)?.id}`)
    ).json<MessagePage>();
    expect(older.items).toHaveLength(3);
    expect((older.items[0]?.date ?? '') < (first.items.at(-1)?.date ?? '')).toBe(true);
  });

  it('answers "Discussion non trouvée" for a discussion the member is not in', async () => {
    for (const url of [`/api/discussions/${mdbAndAir}`, `/api/discussions/${mdbAndAir}/messages`]) {
      const response = await call('sport', 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).error).toBe('Discussion non trouvée');
    }
  });

  it('refuses the discussions of a channel the member does not own', async () => {
    expect((await call('sport', 'GET', '/api/discussions?channel=immobilier')).statusCode).toBe(403);
  });
});

describe('posting a message', () => {
  it('refuses an empty or too long message in French', async () => {
    const empty = await call('mdb', 'POST', `/api/discussions/${mdbAndAir}/messages`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).errors).toEqual({ text: ['Le message ne peut pas être vide'] });
    const long = await call('mdb', 'POST', `/api/discussions/${mdbAndAir}/messages`, {
      text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(errorBody(long).errors).toEqual({ text: [MESSAGING_MESSAGES.messageTooLong] });
  });

  it('refuses a member outside the discussion', async () => {
    const response = await call('sport', 'POST', `/api/discussions/${mdbAndAir}/messages`, { text: 'Coucou' });
    expect(response.statusCode).toBe(404);
  });

  it('makes the message the unread last message of the others until they read it', async () => {
    const posted = await call('air', 'POST', `/api/discussions/${mdbAndAir}/messages`, { text: '  Offre envoyée !  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ message: { text: 'Offre envoyée !', authorId: air.uid } });
    const seen = (await call('mdb', 'GET', `/api/discussions/${mdbAndAir}`)).json<{ discussion: Discussion }>();
    expect(seen.discussion.lastMessage).toMatchObject({
      text: 'Offre envoyée !',
      authorId: air.uid,
      readBy: [air.uid],
    });
    expect(isDiscussionUnread(seen.discussion.lastMessage, mdb.uid)).toBe(true);
    expect(isDiscussionUnread(seen.discussion.lastMessage, air.uid)).toBe(false);

    const read = await call('mdb', 'POST', `/api/discussions/${mdbAndAir}/read`);
    expect(read.json<{ discussion: Discussion }>().discussion.lastMessage?.readBy.sort()).toEqual(
      [mdb.uid, air.uid].sort(),
    );
    const list = await discussionsOf('mdb', 'channel=immobilier');
    expect(list.items[0]?.id).toBe(mdbAndAir);
  });

  it('marks every discussion of a channel read when the popup opens', async () => {
    const before = await discussionsOf('mdb', 'channel=immobilier');
    expect(before.items.some((item) => isDiscussionUnread(item.lastMessage, mdb.uid))).toBe(true);
    expect((await call('mdb', 'POST', '/api/discussions/read', { channel: 'immobilier' })).statusCode).toBe(204);
    const after = await discussionsOf('mdb', 'channel=immobilier');
    expect(after.items.some((item) => isDiscussionUnread(item.lastMessage, mdb.uid))).toBe(false);
  });
});

describe('posting a message again with its Idempotency-Key', () => {
  function post(who: keyof typeof tokens, key: string, text: string) {
    return test.app.inject({
      method: 'POST',
      url: `/api/discussions/${mdbAndAir}/messages`,
      headers: { ...bearer(tokens[who]), 'idempotency-key': key },
      payload: { text },
    });
  }
  const storedWithKey = (key: string) =>
    test.app.db.selectFrom('messages').select(['id', 'author_id']).where('client_key', '=', key).execute();

  it('stores the message once, answers it again with 201 and publishes it again (its first publication may be lost)', async () => {
    const publish = vi.spyOn(test.app.realtime, 'publish');
    try {
      const first = await post('mdb', 'key-sent-twice', 'Une seule fois');
      const again = await post('mdb', 'key-sent-twice', 'Une seule fois');
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      const { message } = first.json<{ message: { id: string } }>();
      expect(again.json()).toEqual(first.json());
      expect(await storedWithKey('key-sent-twice')).toEqual([{ id: message.id, author_id: mdb.uid }]);
      // The instance of the first attempt may have died before publishing: the retry publishes the same message (its id).
      const published = publish.mock.calls.flatMap(([events]) =>
        events.flatMap((event) => (isMessageAdded(event) ? [event.message.id] : [])),
      );
      expect(published).toEqual([message.id, message.id]);
    } finally {
      publish.mockRestore();
    }
  });

  it('stores the message once when both attempts arrive at once', async () => {
    const [first, second] = await Promise.all([
      post('air', 'key-raced', 'En même temps'),
      post('air', 'key-raced', 'En même temps'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await storedWithKey('key-raced')).toHaveLength(1);
  });

  it("keeps another author's message with the same key apart", async () => {
    const fromMdb = await post('mdb', 'key-of-two-authors', 'De MDB');
    const fromAir = await post('air', 'key-of-two-authors', "De l'AIR");
    expect([fromMdb.statusCode, fromAir.statusCode]).toEqual([201, 201]);
    expect(fromAir.json<{ message: { id: string } }>().message.id).not.toBe(
      fromMdb.json<{ message: { id: string } }>().message.id,
    );
    expect((await storedWithKey('key-of-two-authors')).map((row) => row.author_id).sort()).toEqual(
      [mdb.uid, air.uid].sort(),
    );
  });

  it('refuses a malformed key in French', async () => {
    const response = await post('mdb', 'une clé', 'Bonjour');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error).toBe("L'en-tête Idempotency-Key n'est pas valide");
  });
});

describe('archive and reopen', () => {
  it('moves the member between MembersIds and IgnoringMembersIds', async () => {
    const archived = await call('air', 'POST', `/api/discussions/${mdbAndAir}/archive`);
    expect(archived.json<{ discussion: Discussion }>().discussion).toMatchObject({
      ignoringMembersIds: [air.uid],
      membersIds: [mdb.uid],
    });
    expect((await discussionsOf('air', 'channel=immobilier&state=archived')).items.map((item) => item.id)).toContain(
      mdbAndAir,
    );
    expect((await discussionsOf('air', 'channel=immobilier')).items.map((item) => item.id)).not.toContain(mdbAndAir);
    const reopened = await call('air', 'POST', `/api/discussions/${mdbAndAir}/reopen`);
    expect(reopened.json<{ discussion: Discussion }>().discussion.ignoringMembersIds).toEqual([]);
  });

  it("refuses another member's discussion", async () => {
    expect((await call('sport', 'POST', `/api/discussions/${mdbAndAir}/archive`)).statusCode).toBe(404);
    expect((await call('sport', 'POST', `/api/discussions/${mdbAndAir}/read`)).statusCode).toBe(404);
  });
});

describe('flooding', () => {
  it('is refused in French past 30 messages in 10 seconds', async () => {
    const created = await call('admin', 'POST', '/api/discussions', {
      channel: 'finance',
      type: 'GROUP',
      memberIds: [mdb.uid],
      name: 'Bavardages',
    });
    const { discussion } = created.json<{ discussion: Discussion }>();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await call('admin', 'POST', `/api/discussions/${discussion.id}/messages`, {
        text: `n°${index}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(errorBody(response).error).toBe(AUTH_MESSAGES.tooManyRequests);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    // Another member is not held back.
    expect(
      (await call('mdb', 'POST', `/api/discussions/${discussion.id}/messages`, { text: 'Moi aussi' })).statusCode,
    ).toBe(201);
  });
});

describe('creating a discussion with its first message (issue 34)', () => {
  const pierre = OTHER_MEMBERS.find((member) => member.firstname === 'Pierre-Alexandre')?.uid ?? '';
  const youssef = OTHER_MEMBERS.find((member) => member.firstname === 'Youssef')?.uid ?? '';
  function create(who: keyof typeof tokens, payload: object, key?: string) {
    return test.app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: { ...bearer(tokens[who]), ...(key && { 'idempotency-key': key }) },
      payload,
    });
  }
  const messagesIn = (id: string) =>
    test.app.db.selectFrom('messages').select(['id', 'text']).where('discussion_id', '=', id).execute();
  const discussionRows = (id: string) =>
    test.app.db.selectFrom('discussions').select('id').where('id', '=', id).execute();

  it('creates the discussion with its message in one write; no member ever sees it empty', async () => {
    const publish = vi.spyOn(test.app.realtime, 'publish');
    try {
      const payload = { channel: 'immobilier', type: 'DIRECT', memberIds: [pierre], text: '  Bonjour Pierre  ' };
      const created = await create('air', payload, 'first-message-key');
      expect(created.statusCode).toBe(201);
      const { discussion, message, isNew } = created.json<{ discussion: Discussion; message: { id: string } }>() as {
        discussion: Discussion;
        message: { id: string; text: string; authorId: string };
        isNew: boolean;
      };
      const id = directDiscussionId([air.uid, pierre]);
      expect(isNew).toBe(true);
      expect(discussion.id).toBe(id);
      expect(message).toMatchObject({ text: 'Bonjour Pierre', authorId: air.uid, discussionId: id });
      expect(discussion.lastMessage).toMatchObject({ text: 'Bonjour Pierre', authorId: air.uid });
      expect(await messagesIn(id)).toEqual([{ id: message.id, text: 'Bonjour Pierre' }]);
      // Published once, with its message: the other member's list never holds it as `Pas encore de message`.
      const events = publish.mock.calls.flatMap(([published]) => published);
      const changes = events.filter(isDiscussionChanged);
      expect(changes.length).toBeGreaterThan(0);
      expect(changes.every((event) => event.discussion.lastMessage?.text === 'Bonjour Pierre')).toBe(true);
      expect(events.filter(isMessageAdded).map((event) => event.message.id)).toEqual([message.id]);
      const pierreToken = await test.signIn('pierre-alexandre.blanc@campus.test');
      const list = await test.app.inject({
        method: 'GET',
        url: '/api/discussions?channel=immobilier&state=member',
        headers: bearer(pierreToken),
      });
      const seen = list.json<DiscussionPage>().items.find((item) => item.id === id);
      expect(seen?.lastMessage?.text).toBe('Bonjour Pierre');
      expect(isDiscussionUnread(seen?.lastMessage ?? null, pierre)).toBe(true);

      // Sent again with its Idempotency-Key (a retry): nothing more is stored, the same message is answered.
      const again = await create('air', payload, 'first-message-key');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ isNew: false, discussion: { id }, message: { id: message.id } });
      expect(await messagesIn(id)).toHaveLength(1);
    } finally {
      publish.mockRestore();
    }
  });

  it('posts the message into the direct discussion that already exists', async () => {
    const id = directDiscussionId([admin.uid, mdb.uid]);
    const before = await messagesIn(id);
    const response = await create('admin', { channel: 'immobilier', type: 'DIRECT', memberIds: [mdb.uid], text: 'Re' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isNew: false, discussion: { id, lastMessage: { text: 'Re' } } });
    expect(await messagesIn(id)).toHaveLength(before.length + 1);
  });

  it('refuses an empty or too long first message in French and creates nothing', async () => {
    const id = directDiscussionId([air.uid, youssef]);
    for (const [text, error] of [
      ['   ', MESSAGING_MESSAGES.emptyMessage],
      ['a'.repeat(MESSAGE_MAX_LENGTH + 1), MESSAGING_MESSAGES.messageTooLong],
    ] as const) {
      const response = await create('air', { channel: 'immobilier', type: 'DIRECT', memberIds: [youssef], text });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual({ text: [error] });
    }
    expect(await discussionRows(id)).toEqual([]);
  });

  it('creates no discussion when its message cannot be stored (one transaction)', async () => {
    // The key of a message air already posted elsewhere: storing this one fails on it, after the discussion's insert.
    const posted = await test.app.inject({
      method: 'POST',
      url: `/api/discussions/${mdbAndAir}/messages`,
      headers: { ...bearer(tokens.air), 'idempotency-key': 'key-used-before' },
      payload: { text: 'Ailleurs' },
    });
    expect(posted.statusCode).toBe(201);
    const id = directDiscussionId([air.uid, youssef]);
    const response = await create(
      'air',
      { channel: 'immobilier', type: 'DIRECT', memberIds: [youssef], text: 'Bonjour Youssef' },
      'key-used-before',
    );
    // What the key first committed is answered; the new discussion was rolled back with its message.
    expect(response.json()).toMatchObject({ message: { text: 'Ailleurs' } });
    expect(await discussionRows(id)).toEqual([]);
    expect(await messagesIn(id)).toEqual([]);
  });
});
