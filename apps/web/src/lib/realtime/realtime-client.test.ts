import type { Discussion, Message } from '@campus/domain/messaging';
import type { RealtimeQuery } from '@campus/domain/realtime';
import { describe, expect, it, vi } from 'vitest';
import { makeDiscussion } from '../../testing/discussions';
import { RealtimeClient, RealtimeRefusalError, RealtimeUnavailableError, type RealtimeSocket } from './realtime-client';

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const message = (id: string, date: string): Message => ({ id, discussionId: 'd1', date, authorId: 'u2', text: id });
const discussion = (id: string, lastActivityDate: string): Discussion =>
  makeDiscussion({ id, date: lastActivityDate, membersIds: ['u1', 'u2'], lastActivityDate });

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: (() => void)[] = [];
  const onUnauthenticated = vi.fn();
  const backoff = vi.fn((attempt: number) => 100 * 2 ** attempt);
  const client = new RealtimeClient({
    url: () => 'ws://test/api/realtime',
    getToken: () => 'token-1',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onUnauthenticated,
    backoff,
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
  });
  const ready = (socket: FakeSocket) => {
    socket.open();
    socket.receive({ type: 'ready', uid: 'u1' });
  };
  return { client, sockets, timers, onUnauthenticated, backoff, ready };
}

const messagesQuery: RealtimeQuery = { kind: 'messages', discussionId: 'd1' };

describe('RealtimeClient', () => {
  it('authenticates with the token, subscribes once ready, then holds the snapshot and applies changes in order', () => {
    const { client, sockets, ready } = setup();
    const listener = vi.fn();
    client.subscribe(messagesQuery, listener);
    const socket = sockets[0]!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.receive({ type: 'ready', uid: 'u1' });
    expect(socket.sent[1]).toEqual({ type: 'subscribe', id: 's1', query: messagesQuery });
    expect(client.getState(messagesQuery).status).toBe('loading');
    void ready;

    socket.receive({ type: 'snapshot', id: 's1', documents: [message('m3', '2026-01-03')], hasMore: true });
    socket.receive({
      type: 'changes',
      id: 's1',
      changes: [
        { type: 'added', document: message('m4', '2026-01-04') },
        { type: 'added', document: message('m5', '2026-01-05') },
        { type: 'removed', id: 'm3' },
      ],
    });
    const state = client.getState(messagesQuery);
    expect(state.status).toBe('ready');
    expect(state.documents.map((document) => document.id)).toEqual(['m5', 'm4']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('appends older pages from loadMore without duplicates', () => {
    const { client, sockets, ready } = setup();
    client.subscribe(messagesQuery, () => undefined);
    const socket = sockets[0]!;
    ready(socket);
    socket.receive({ type: 'snapshot', id: 's1', documents: [message('m3', '2026-01-03')], hasMore: true });
    client.loadMore(messagesQuery);
    expect(socket.sent.at(-1)).toEqual({ type: 'loadMore', id: 's1' });
    expect(client.getState(messagesQuery).isLoadingMore).toBe(true);
    socket.receive({
      type: 'page',
      id: 's1',
      documents: [message('m3', '2026-01-03'), message('m2', '2026-01-02')],
      hasMore: false,
    });
    const state = client.getState(messagesQuery);
    expect(state.documents.map((document) => document.id)).toEqual(['m3', 'm2']);
    expect(state.hasMore).toBe(false);
    expect(state.isLoadingMore).toBe(false);
  });

  it('moves a discussion with new activity to the top', () => {
    const { client, sockets, ready } = setup();
    const query: RealtimeQuery = { kind: 'discussions', channel: 'immobilier', state: 'member' };
    client.subscribe(query, () => undefined);
    ready(sockets[0]!);
    sockets[0]!.receive({
      type: 'snapshot',
      id: 's1',
      documents: [discussion('a', '2026-01-02'), discussion('b', '2026-01-01')],
      hasMore: false,
    });
    sockets[0]!.receive({
      type: 'changes',
      id: 's1',
      changes: [{ type: 'modified', document: discussion('b', '2026-01-03') }],
    });
    expect(client.getState(query).documents.map((document) => document.id)).toEqual(['b', 'a']);
  });

  it('reconnects with growing backoff after a lost socket and subscribes again for a fresh snapshot', () => {
    const { client, sockets, timers, backoff, ready } = setup();
    client.subscribe(messagesQuery, () => undefined);
    ready(sockets[0]!);
    sockets[0]!.receive({ type: 'snapshot', id: 's1', documents: [message('m1', '2026-01-01')], hasMore: false });

    sockets[0]!.drop(1006);
    expect(backoff).toHaveBeenLastCalledWith(0);
    timers.shift()!();
    sockets[1]!.drop(1006);
    expect(backoff).toHaveBeenLastCalledWith(1);
    timers.shift()!();
    const socket = sockets[2]!;
    ready(socket);
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', id: 's1', query: messagesQuery },
    ]);
    // The old documents stay on screen until the fresh snapshot replaces them.
    expect(client.getState(messagesQuery).documents).toHaveLength(1);
    socket.receive({ type: 'snapshot', id: 's1', documents: [message('m2', '2026-01-02')], hasMore: false });
    expect(client.getState(messagesQuery).documents.map((document) => document.id)).toEqual(['m2']);

    // A successful connection resets the backoff.
    socket.drop(1012);
    expect(backoff).toHaveBeenLastCalledWith(0);
  });

  it('drops what it held on sign-out and starts over when a member signs in again in the tab', () => {
    let token: string | null = 'token-1';
    const sockets: FakeSocket[] = [];
    const client = new RealtimeClient({
      url: () => 'ws://test/api/realtime',
      getToken: () => token,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      setTimer: () => undefined,
    });
    client.subscribe(messagesQuery, () => undefined);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', uid: 'u1' });
    sockets[0]!.receive({ type: 'snapshot', id: 's1', documents: [message('m1', '2026-01-01')], hasMore: false });

    token = null;
    client.refreshToken();
    expect(client.getState(messagesQuery)).toMatchObject({ status: 'loading', documents: [] });

    token = 'token-2';
    client.refreshToken();
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(sockets[1]!.sent).toEqual([{ type: 'auth', token: 'token-2' }]);
  });

  it('takes a server restart (1001, goingAway) as a reason to reconnect and subscribe again, not as an error', () => {
    const onError = vi.fn();
    const sockets: FakeSocket[] = [];
    const timers: (() => void)[] = [];
    const client = new RealtimeClient({
      url: () => 'ws://test/api/realtime',
      getToken: () => 'token-1',
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      onError,
      setTimer: (run) => timers.push(run),
    });
    client.subscribe(messagesQuery, () => undefined);
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', uid: 'u1' });
    sockets[0]!.receive({ type: 'snapshot', id: 's1', documents: [message('m1', '2026-01-01')], hasMore: false });

    sockets[0]!.drop(1001);
    expect(client.getState(messagesQuery)).toMatchObject({ status: 'ready', error: null, documents: [{ id: 'm1' }] });
    timers.shift()!();
    sockets[1]!.open();
    sockets[1]!.receive({ type: 'ready', uid: 'u1' });
    expect(sockets[1]!.sent).toContainEqual({ type: 'subscribe', id: 's1', query: messagesQuery });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reconnects at once when asked while waiting for the backoff (back online)', () => {
    const { client, sockets, ready } = setup();
    client.subscribe(messagesQuery, () => undefined);
    ready(sockets[0]!);
    sockets[0]!.drop(1006);
    expect(sockets).toHaveLength(1);
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
  });

  it('signs out on 4401 instead of reconnecting, with the reason the server gave', () => {
    const { client, sockets, timers, onUnauthenticated, ready } = setup();
    client.subscribe(messagesQuery, () => undefined);
    ready(sockets[0]!);
    sockets[0]!.drop(4401, 'Ce compte a été désactivé. Contactez votre organisme de formation.');
    expect(onUnauthenticated).toHaveBeenCalledExactlyOnceWith(
      'Ce compte a été désactivé. Contactez votre organisme de formation.',
    );
    expect(timers).toHaveLength(0);
  });

  it('shares one subscription per query and unsubscribes when the last follower leaves', () => {
    const { client, sockets, ready } = setup();
    const first = client.subscribe(messagesQuery, () => undefined);
    const second = client.subscribe({ discussionId: 'd1', kind: 'messages' }, () => undefined);
    const socket = sockets[0]!;
    ready(socket);
    expect(socket.sent.filter((sent) => (sent as { type: string }).type === 'subscribe')).toHaveLength(1);
    first();
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', id: 's1', query: messagesQuery });
    second();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', id: 's1' });
  });

  it("keeps the server's unread count of the whole query, from the snapshot and from each changes frame", () => {
    const { client, sockets, ready } = setup();
    const query: RealtimeQuery = { kind: 'discussions', channel: 'immobilier', state: 'member' };
    client.subscribe(query, () => undefined);
    ready(sockets[0]!);
    sockets[0]!.receive({ type: 'snapshot', id: 's1', documents: [], hasMore: true, unreadCount: 12 });
    expect(client.getState(query).unreadCount).toBe(12);
    // A change beyond the loaded pages: no change, a new count.
    sockets[0]!.receive({ type: 'changes', id: 's1', changes: [], unreadCount: 11 });
    expect(client.getState(query).unreadCount).toBe(11);
    sockets[0]!.receive({ type: 'changes', id: 's1', changes: [] });
    expect(client.getState(query).unreadCount).toBe(11);
  });

  it('ignores frames that are not of the protocol', () => {
    const { client, sockets, ready } = setup();
    const listener = vi.fn();
    client.subscribe(messagesQuery, listener);
    ready(sockets[0]!);
    sockets[0]!.onmessage?.({ data: 'not json' });
    sockets[0]!.receive({ type: 'snapshot', id: 's1' });
    sockets[0]!.receive({ type: 'bogus' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a refused subscription as an error (Discussion non trouvée)', () => {
    const { client, sockets, ready } = setup();
    client.subscribe(messagesQuery, () => undefined);
    ready(sockets[0]!);
    sockets[0]!.receive({ type: 'error', id: 's1', code: 'not-found', message: 'Discussion non trouvée' });
    expect(client.getState(messagesQuery)).toMatchObject({
      status: 'error',
      error: { code: 'not-found', message: 'Discussion non trouvée' },
    });
  });

  describe('posting a message', () => {
    const posted: Message = { id: 'm9', discussionId: 'd1', date: '2026-01-09', authorId: 'u1', text: 'Salut' };

    it('sends it on the socket and resolves with the committed message', async () => {
      const { client, sockets, ready } = setup();
      client.subscribe(messagesQuery, () => undefined);
      ready(sockets[0]!);
      const answer = client.post('d1', 'Salut', 'key-1');
      expect(sockets[0]!.sent.at(-1)).toEqual({
        type: 'post',
        id: 'p2',
        discussionId: 'd1',
        text: 'Salut',
        key: 'key-1',
      });
      sockets[0]!.receive({ type: 'posted', id: 'p2', message: posted });
      await expect(answer).resolves.toEqual(posted);
    });

    it("rejects with the route's status and body when the server refuses it", async () => {
      const { client, sockets, ready } = setup();
      client.subscribe(messagesQuery, () => undefined);
      ready(sockets[0]!);
      const answer = client.post('d1', ' ', 'key-2');
      const body = { error: 'Les données envoyées ne sont pas valides', errors: { text: ['Ce champ est requis'] } };
      sockets[0]!.receive({ type: 'refused', id: 'p2', status: 400, body });
      const error = await answer.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RealtimeRefusalError);
      expect(error).toMatchObject({ status: 400, body });
    });

    it('rejects as unavailable when not connected, when the socket is lost, or without an answer in time', async () => {
      const { client, sockets, timers, ready } = setup();
      await expect(client.post('d1', 'Salut', 'key-3')).rejects.toBeInstanceOf(RealtimeUnavailableError);
      client.subscribe(messagesQuery, () => undefined);
      ready(sockets[0]!);
      const lost = client.post('d1', 'Salut', 'key-4');
      sockets[0]!.drop();
      await expect(lost).rejects.toBeInstanceOf(RealtimeUnavailableError);

      timers.at(-1)?.(); // the reconnect
      ready(sockets[1]!);
      const unanswered = client.post('d1', 'Salut', 'key-5');
      timers.at(-1)?.(); // the answer's timeout
      await expect(unanswered).rejects.toBeInstanceOf(RealtimeUnavailableError);
      // A late answer changes nothing.
      sockets[1]!.receive({ type: 'posted', id: 'p3', message: posted });
    });
  });
});
