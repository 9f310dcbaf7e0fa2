import { directDiscussionId, type Discussion, type Message } from '@campus/domain/messaging';
import { REALTIME_CLOSE_CODES, type ServerMessage } from '@campus/domain/realtime';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../testing/demo-data.js';
import { hashToken } from '../platform/tokens.js';
import { useListeningApp } from '../testing/realtime-client.js';
import { bearer } from '../testing/test-app.js';

const { mdb, air } = DEMO_ACCOUNTS;
const mdbAndAir = directDiscussionId([mdb.uid, air.uid]);
const { test, tokens, connect } = useListeningApp(['mdb', 'air', 'sport']);

const post = (who: keyof typeof tokens, url: string, payload?: object) =>
  test.app.inject({ method: 'POST', url, headers: bearer(tokens[who]), ...(payload && { payload }) });

const isChanges = (id: string) => (message: ServerMessage) => message.type === 'changes' && message.id === id;
const hasBadge = (id: string, unreadCount: number) => (message: ServerMessage) =>
  message.type === 'changes' && message.id === id && message.unreadCount === unreadCount;

describe('the realtime socket', () => {
  it('closes with 4401 on a bad token', async () => {
    const client = connect();
    await client.send({ type: 'auth', token: 'not-a-token' });
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('closes with 4401 when the first message is not the auth message', async () => {
    const client = connect();
    await client.send({ type: 'subscribe', id: 's', query: { kind: 'notifications', channel: 'immobilier' } });
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('sends a snapshot of the discussions, then a live change when a message is posted', async () => {
    const client = await connect().signIn(tokens.mdb);
    const snapshot = await client.subscribe('list', { kind: 'discussions', channel: 'immobilier', state: 'member' });
    expect(snapshot).toMatchObject({ type: 'snapshot', hasMore: true });
    expect(snapshot.type === 'snapshot' && snapshot.documents).toHaveLength(10);

    const messages = await client.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    expect(messages.type === 'snapshot' && messages.documents).toHaveLength(3);

    const from = client.messages.length;
    expect((await post('air', `/api/discussions/${mdbAndAir}/messages`, { text: 'Tu es dispo ?' })).statusCode).toBe(
      201,
    );
    const added = await client.waitFor(isChanges('chat'), from);
    expect(added.type === 'changes' && added.changes).toEqual([
      { type: 'added', document: expect.objectContaining({ text: 'Tu es dispo ?', authorId: air.uid }) as Message },
    ]);
    const modified = await client.waitFor(isChanges('list'), from);
    expect(modified.type === 'changes' && modified.changes[0]).toMatchObject({
      type: 'modified',
      document: { id: mdbAndAir, lastMessage: { text: 'Tu es dispo ?', readBy: [air.uid] } },
    });
  });

  it('pages older messages by 3 with loadMore', async () => {
    const client = await connect().signIn(tokens.mdb);
    await client.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    const from = client.messages.length;
    await client.send({ type: 'loadMore', id: 'chat' });
    const page = await client.waitFor((message) => message.type === 'page', from);
    expect(page).toMatchObject({ type: 'page', id: 'chat', hasMore: true });
    expect(page.type === 'page' && page.documents).toHaveLength(3);
  });

  it('moves an archived discussion from the member list to the archive list', async () => {
    const client = await connect().signIn(tokens.air);
    await client.subscribe('member', { kind: 'discussions', channel: 'immobilier', state: 'member' });
    await client.subscribe('archived', { kind: 'discussions', channel: 'immobilier', state: 'archived' });
    const from = client.messages.length;
    await post('air', `/api/discussions/${mdbAndAir}/archive`);
    const removed = await client.waitFor(isChanges('member'), from);
    expect(removed.type === 'changes' && removed.changes).toEqual([{ type: 'removed', id: mdbAndAir }]);
    const added = await client.waitFor(isChanges('archived'), from);
    expect(added.type === 'changes' && added.changes[0]?.type).toBe('added');
    await post('air', `/api/discussions/${mdbAndAir}/reopen`);
  });

  it('delivers a new notification and a global one live', async () => {
    const client = await connect().signIn(tokens.mdb);
    await client.subscribe('mine', { kind: 'notifications', channel: 'finance' });
    await client.subscribe('global', { kind: 'global-notifications', channel: 'finance' });
    const admin = await test.signIn('admin@campus.test');
    const from = client.messages.length;
    await test.app.inject({
      method: 'POST',
      url: '/api/notifications/global',
      headers: bearer(admin),
      payload: { channel: 'finance', text: 'Live fiscalité avancé à 18 h' },
    });
    const global = await client.waitFor(isChanges('global'), from);
    expect(global.type === 'changes' && global.changes[0]).toMatchObject({
      type: 'added',
      document: { text: 'Live fiscalité avancé à 18 h', readBy: [] },
    });
    await post('mdb', '/api/notifications/read', { channel: 'finance' });
    const read = await client.waitFor(isChanges('mine'), from);
    expect(read.type === 'changes' && read.changes.every((change) => change.type === 'modified')).toBe(true);
  });

  it("refuses another member's discussion and a channel the member does not own", async () => {
    const client = await connect().signIn(tokens.sport);
    expect(await client.subscribe('spy', { kind: 'messages', discussionId: mdbAndAir })).toMatchObject({
      type: 'error',
      id: 'spy',
      code: 'not-found',
      message: 'Discussion non trouvée',
    });
    expect(
      await client.subscribe('spy2', { kind: 'discussions', channel: 'immobilier', state: 'member' }),
    ).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    expect(await client.subscribe('spy3', { kind: 'notifications', channel: 'finance' })).toMatchObject({
      type: 'error',
    });
    // Nothing of the discussion reaches a refused subscriber.
    const from = client.messages.length;
    await post('air', `/api/discussions/${mdbAndAir}/messages`, { text: 'Secret' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages.slice(from)).toEqual([]);
  });

  it('refuses the messages of a discussion whose channel the member no longer owns', async () => {
    const client = await connect().signIn(tokens.air);
    expect(await client.subscribe('own', { kind: 'messages', discussionId: mdbAndAir })).toMatchObject({
      type: 'snapshot',
    });
    await test.app.db
      .deleteFrom('user_channels')
      .where('uid', '=', air.uid)
      .where('channel', '=', 'immobilier')
      .execute();
    try {
      expect(await client.subscribe('again', { kind: 'messages', discussionId: mdbAndAir })).toMatchObject({
        type: 'error',
        code: 'not-found',
      });
    } finally {
      await test.app.db.insertInto('user_channels').values({ uid: air.uid, channel: 'immobilier' }).execute();
    }
  });

  it('refuses discussions and events to a prospect, and events to a starter-MDB member', async () => {
    const prospect = await connect().signIn(await test.signIn('prospect@campus.test'));
    for (const query of [
      { kind: 'discussions', channel: 'immobilier', state: 'member' },
      { kind: 'events', channel: 'immobilier' },
    ]) {
      expect(await prospect.subscribe(query.kind, query)).toMatchObject({ type: 'error', code: 'forbidden' });
    }
    expect(await prospect.subscribe('own', { kind: 'notifications', channel: 'immobilier' })).toMatchObject({
      type: 'snapshot',
    });
    const starter = await connect().signIn(await test.signIn('starter@campus.test'));
    expect(await starter.subscribe('events', { kind: 'events', channel: 'immobilier' })).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
  });

  it('closes with 4401 on the next subscribe once the token has expired', async () => {
    const token = await test.signIn('mdb@campus.test');
    const client = await connect().signIn(token);
    await test.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await client.send({ type: 'subscribe', id: 's', query: { kind: 'notifications', channel: 'immobilier' } });
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('closes the sockets of a token at once when the member signs out', async () => {
    const token = await test.signIn('mdb@campus.test');
    const client = await connect().signIn(token);
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
  });

  it('carries on with the new token after a token refresh', async () => {
    const token = await test.signIn('mdb@campus.test');
    const client = await connect().signIn(token);
    const refreshed = await test.app.inject({ method: 'POST', url: '/api/me/refresh', headers: bearer(token) });
    const from = client.messages.length;
    await client.send({ type: 'auth', token: refreshed.json<{ token: string }>().token });
    await client.waitFor((message) => message.type === 'ready', from);
    expect(await client.subscribe('s', { kind: 'notifications', channel: 'immobilier' })).toMatchObject({
      type: 'snapshot',
    });
  });

  it('acknowledges an unsubscribe and sends nothing more for it', async () => {
    const client = await connect().signIn(tokens.mdb);
    await client.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    const from = client.messages.length;
    await client.send({ type: 'unsubscribe', id: 'chat' });
    await client.waitFor((message) => message.type === 'ack' && message.id === 'chat', from);
    await post('air', `/api/discussions/${mdbAndAir}/messages`, { text: 'Encore là ?' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages.slice(from).filter((message) => message.type === 'changes')).toEqual([]);
  });

  it('keeps the unread badges of the whole query up to date, loaded or not', async () => {
    const client = await connect().signIn(tokens.mdb);
    const list = await client.subscribe('list', { kind: 'discussions', channel: 'finance', state: 'member' });
    expect(list).toMatchObject({ type: 'snapshot', unreadCount: 0 });
    const admin = await test.signIn('admin@campus.test');
    const asAdmin = (url: string, payload?: object) =>
      test.app.inject({ method: 'POST', url, headers: bearer(admin), ...(payload && { payload }) });
    const created = await asAdmin('/api/discussions', { channel: 'finance', type: 'GROUP', memberIds: [mdb.uid] });
    const { id } = created.json<{ discussion: Discussion }>().discussion;
    let from = client.messages.length;
    await asAdmin(`/api/discussions/${id}/messages`, { text: 'Tu as vu le bilan ?' });
    await client.waitFor(hasBadge('list', 1), from);
    from = client.messages.length;
    await post('mdb', `/api/discussions/${id}/read`);
    await client.waitFor(hasBadge('list', 0), from);

    const notifications = await client.subscribe('mine', { kind: 'notifications', channel: 'base' });
    expect(notifications.type === 'snapshot' && notifications.unreadCount).toBe(0);
    const globals = await client.subscribe('global', { kind: 'global-notifications', channel: 'base' });
    expect(globals).toMatchObject({ type: 'snapshot' });
    from = client.messages.length;
    await asAdmin('/api/notifications/global', { channel: 'base', text: 'Nouveau module disponible' });
    const added = await client.waitFor(isChanges('global'), from);
    const unreadGlobals = added.type === 'changes' ? (added.unreadCount ?? 0) : 0;
    expect(unreadGlobals).toBeGreaterThan(0);
    from = client.messages.length;
    await post('mdb', '/api/notifications/read', { channel: 'base' });
    await client.waitFor(hasBadge('global', 0), from);
  });

  it('tells the client its discussion was created, through the discussions query', async () => {
    const client = await connect().signIn(tokens.mdb);
    await client.subscribe('list', { kind: 'discussions', channel: 'immobilier', state: 'member' });
    const from = client.messages.length;
    const response = await post('air', '/api/discussions', {
      channel: 'immobilier',
      type: 'GROUP',
      memberIds: [mdb.uid],
      name: 'Nouveau groupe',
    });
    const created = response.json<{ discussion: Discussion }>().discussion;
    const change = await client.waitFor(isChanges('list'), from);
    expect(change.type === 'changes' && change.changes[0]).toMatchObject({
      type: 'added',
      document: { id: created.id },
    });
  });
});
