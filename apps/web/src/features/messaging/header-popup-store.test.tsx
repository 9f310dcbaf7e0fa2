import type { Discussion } from '@campus/domain/messaging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeSocket } from '../../lib/realtime/realtime-client';
import { makeDiscussion } from '../../testing/discussions';
import { requestUrl } from '../../testing/fetch';

const sockets: FakeSocket[] = [];

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  send() {}
  close() {}
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const client = new RealtimeClient({
  url: () => 'ws://test/api/realtime',
  getToken: () => 'token',
  createSocket: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
  setTimer: () => undefined,
});
vi.mock('../../lib/realtime/realtime', () => ({ getRealtimeClient: () => client }));

const { createStore } = await import('./header-popup-store');

const discussion = (id: string, authorId: string, readBy: string[] = []): Discussion =>
  makeDiscussion({
    id,
    lastActivityDate: `2026-01-0${id.length}T00:00:00.000Z`,
    lastMessage: { date: '2026-01-01T00:00:00.000Z', text: 'Bonjour', authorId, readBy },
  });

describe('the messages popup store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts unread discussions live, and opening the popup marks them all read', () => {
    const fetchMock = vi.fn((_input: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore({ uid: 'me', channel: 'immobilier' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toMatchObject({ count: 0, isLoading: true, list: null });

    const socket = sockets[0]!;
    socket.readyState = 1;
    socket.onopen?.({});
    socket.receive({ type: 'ready', uid: 'me' });
    socket.receive({ type: 'snapshot', id: 's1', documents: [discussion('a', 'other', ['me'])], hasMore: false });
    expect(store.getSnapshot()).toMatchObject({ count: 0, isLoading: false });
    expect(store.getSnapshot().list).not.toBeNull();
    // Without unread discussions, opening the popup writes nothing.
    store.getSnapshot().onOpen();
    expect(fetchMock).not.toHaveBeenCalled();

    socket.receive({ type: 'changes', id: 's1', changes: [{ type: 'added', document: discussion('bb', 'other') }] });
    expect(store.getSnapshot().count).toBe(1);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(listener).toHaveBeenCalled();

    store.getSnapshot().onOpen();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/discussions/read');
    expect(JSON.parse(init?.body as string)).toEqual({ channel: 'immobilier' });

    // The server's read state arrives as a change: the badge clears.
    socket.receive({
      type: 'changes',
      id: 's1',
      changes: [{ type: 'modified', document: discussion('bb', 'other', ['me']) }],
    });
    expect(store.getSnapshot().count).toBe(0);

    // When the server counts the whole query, its count wins over the loaded pages.
    socket.receive({ type: 'changes', id: 's1', changes: [], unreadCount: 4 });
    expect(store.getSnapshot().count).toBe(4);
  });
});
