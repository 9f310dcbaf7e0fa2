import type { Notification } from '@campus/domain/messaging';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeSocket } from '../../lib/realtime/realtime-client';
import { requestUrl } from '../../testing/fetch';

const sockets: FakeSocket[] = [];

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: { type: string; id?: string; query?: { kind: string } }[] = [];
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
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

const notification = (id: string, date: string, targetIds: string[], readBy: string[]): Notification => ({
  id,
  channel: 'immobilier',
  date,
  kind: targetIds.length > 0 ? 'event-join' : 'global',
  data: {},
  text: id,
  link: null,
  targetIds,
  readBy,
});

describe('the notifications popup store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts unread own and global notifications, and opening the popup marks them all read', () => {
    const fetchMock = vi.fn((_input: string | URL | Request, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore({ uid: 'me', channel: 'immobilier', lastSignIn: '2026-01-10T00:00:00.000Z' });
    store.subscribe(() => undefined);
    const socket = sockets[0]!;
    socket.readyState = 1;
    socket.onopen?.({});
    socket.receive({ type: 'ready', uid: 'me' });
    const ids = Object.fromEntries(socket.sent.filter((sent) => sent.query).map((sent) => [sent.query!.kind, sent.id]));
    socket.receive({
      type: 'snapshot',
      id: ids.notifications,
      documents: [notification('own', '2026-01-01T00:00:00.000Z', ['me'], [])],
      hasMore: false,
    });
    expect(store.getSnapshot().isLoading).toBe(true);
    socket.receive({
      type: 'snapshot',
      id: ids['global-notifications'],
      documents: [
        notification('global-new', '2026-01-11T00:00:00.000Z', [], []),
        notification('global-old', '2026-01-09T00:00:00.000Z', [], []),
      ],
      hasMore: false,
    });
    expect(store.getSnapshot()).toMatchObject({ count: 2, isLoading: false });

    store.getSnapshot().onOpen();
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(requestUrl(input)).toBe('/api/notifications/read');
    expect(JSON.parse(init?.body as string)).toEqual({ channel: 'immobilier' });

    // The server's counts of the whole queries win once both are known.
    socket.receive({ type: 'changes', id: ids.notifications, changes: [], unreadCount: 0 });
    socket.receive({ type: 'changes', id: ids['global-notifications'], changes: [], unreadCount: 0 });
    expect(store.getSnapshot().count).toBe(0);
  });
});
