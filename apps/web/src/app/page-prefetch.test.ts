import type { RealtimeQuery } from '@campus/domain/realtime';
import { NO_FORMATIONS } from '@campus/domain/rights';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../testing/fetch';
import { createTestQueryClient } from '../testing/render';
import { makeUser } from '../testing/users';
import { FIRST_SCREEN_DATA_WAIT_MS, withinFirstScreenWait } from './page-prefetch';
import { prefetchRouteData, preloadRoute } from './router';

// The realtime client, recording which queries are followed; `deliver` plays a snapshot arriving on the socket.
const followed = new Map<string, number>();
const listeners = new Map<string, () => void>();
const documents = new Map<string, unknown[]>();
vi.mock('../lib/realtime/realtime', () => ({
  getRealtimeClient: () => ({
    subscribe: (query: RealtimeQuery, listener: () => void) => {
      const key = JSON.stringify(query);
      followed.set(key, (followed.get(key) ?? 0) + 1);
      listeners.set(key, listener);
      return () => followed.set(key, followed.get(key)! - 1);
    },
    getState: (query: RealtimeQuery) => {
      const snapshot = documents.get(JSON.stringify(query));
      return { status: snapshot ? 'ready' : 'loading', documents: snapshot ?? [] };
    },
  }),
}));
const deliver = (query: RealtimeQuery, snapshot: unknown[]) => {
  documents.set(JSON.stringify(query), snapshot);
  listeners.get(JSON.stringify(query))?.();
};
const settled = async (promise: Promise<unknown>) => {
  let isSettled = false;
  void promise.then(() => (isSettled = true));
  await vi.advanceTimersByTimeAsync(0);
  return isSettled;
};
const following = () => [...followed].filter(([, count]) => count > 0).map(([key]) => JSON.parse(key) as unknown);

const fetchMock = vi.fn<typeof fetch>();
const requested = () => fetchMock.mock.calls.map(([url]) => requestUrl(url)).sort();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ items: [], total: 0 })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const member = makeUser();
const starter = makeUser({ formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } });
const prospect = makeUser({ isCustomer: false });

/** A first load of `url` once the member and the page's code are known (main.tsx): what its first render waits for. */
async function prefetchFor(url: string, user = member) {
  const { pathname, searchParams } = new URL(url, 'http://campus.test');
  await preloadRoute(pathname);
  // Wrapped: an async function's result would wait for that promise.
  return {
    firstScreen: prefetchRouteData(pathname, {
      queryClient: createTestQueryClient(),
      user,
      channel: 'immobilier',
      searchParams,
    }),
  };
}

/** What a first load of `url` asks for (not what its first render waits for, tested below). */
async function firstData(url: string, user = member) {
  void (await prefetchFor(url, user)).firstScreen;
  return requested();
}

describe("a page's first data, asked for while the page is built", () => {
  it("the calendar's: the member's sessions and the channel's upcoming and past events", async () => {
    expect(await firstData('/mon-suivi/calendrier')).toEqual([
      '/api/events/my-sessions?period=all',
      '/api/events?channel=immobilier&period=past',
      '/api/events?channel=immobilier&period=upcoming',
    ]);
  });

  it("the events page's: the channel's upcoming events and workshops, not for one event's page", async () => {
    expect(await firstData('/mes-evenements?id=event-1')).toEqual([]);
    expect(await firstData('/mes-evenements')).toEqual([
      '/api/educational-contents/brainstorming-workshop?channel=immobilier',
      '/api/events?channel=immobilier&period=upcoming',
    ]);
  });

  it('nothing a member may not read: a starter-MDB member has no events, a prospect none of these pages', async () => {
    expect(await firstData('/mon-suivi/calendrier', starter)).toEqual([]);
    expect(await firstData('/mes-evenements', starter)).toEqual([]);
    for (const url of ['/mon-suivi/calendrier', '/mes-evenements', '/mon-suivi/messages'])
      expect(await firstData(url, prospect)).toEqual([]);
    expect(following()).toEqual([]);
  });

  it("the messages page's, on the socket: both tabs of discussions and the open conversation, held for the page", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      expect(await firstData('/mon-suivi/messages?id=discussion-1')).toEqual([]);
      expect(following()).toEqual([
        { kind: 'discussions', channel: 'immobilier', state: 'member' },
        { kind: 'discussions', channel: 'immobilier', state: 'archived' },
        { kind: 'messages', discussionId: 'discussion-1' },
      ]);
      // Its screen follows them itself once rendered: the first load lets go after a while.
      vi.advanceTimersByTime(15_000);
      expect(following()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the names of the messages page's direct discussions, as soon as a snapshot names them, once each", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await firstData('/mon-suivi/messages');
      const discussion = (id: string, type: 'DIRECT' | 'GROUP', others: string[]) => ({
        id,
        type,
        membersIds: [member.uid, ...others],
        ignoringMembersIds: [],
      });
      const active = { kind: 'discussions', channel: 'immobilier', state: 'member' } as const;
      deliver(active, [discussion('d1', 'DIRECT', ['uid-2']), discussion('g1', 'GROUP', ['uid-3', 'uid-4'])]);
      deliver(active, [discussion('d1', 'DIRECT', ['uid-2']), discussion('d2', 'DIRECT', ['uid-5'])]);
      // The archived tab's names load when it is opened, as before.
      deliver({ ...active, state: 'archived' }, [discussion('d3', 'DIRECT', ['uid-6'])]);
      expect(requested()).toEqual(['/api/firebase/user/uid-2/info', '/api/firebase/user/uid-5/info']);
    } finally {
      vi.runAllTimers();
      vi.useRealTimers();
    }
  });

  it("the messages page's first render waits for the active tab's snapshot and its names, not for the archived tab", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answerName: (response: Response) => void = () => undefined;
      fetchMock.mockImplementation(() => new Promise((resolve) => (answerName = resolve)));
      const { firstScreen } = await prefetchFor('/mon-suivi/messages');
      expect(await settled(firstScreen)).toBe(false); // no snapshot yet
      const active = { kind: 'discussions', channel: 'immobilier', state: 'member' } as const;
      deliver(active, [{ id: 'd1', type: 'DIRECT', membersIds: [member.uid, 'uid-2'], ignoringMembersIds: [] }]);
      expect(await settled(firstScreen)).toBe(false); // its member's name is on its way
      answerName(jsonResponse({ uid: 'uid-2', displayName: 'Paul Durand' }));
      // The archived tab's snapshot never came; the fake clock runs what is due now only, so the one-second limit
      // does not pass either.
      await vi.waitFor(async () => expect(await settled(firstScreen)).toBe(true));
    } finally {
      vi.runAllTimers();
      vi.useRealTimers();
    }
  });

  it('a first render waits one second at most for its first screen, and not for the pages that need none', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const never = withinFirstScreenWait(new Promise(() => undefined));
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
      expect(await settled(never)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(never)).toBe(true);
      expect(await settled(withinFirstScreenWait(Promise.reject(new Error('socket closed'))))).toBe(true);
      expect(await settled((await prefetchFor('/mon-suivi/calendrier')).firstScreen)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('nothing for a page without first data to ask for', async () => {
    expect(await firstData('/mes-replays')).toEqual([]);
  });
});
