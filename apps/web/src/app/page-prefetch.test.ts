import type { RealtimeQuery } from '@campus/domain/realtime';
import { NO_FORMATIONS } from '@campus/domain/rights';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl, stubFetch } from '../testing/fetch';
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
/**
 * Whether `promise` settles with the clock stopped: what is due now runs (the fake timers at 0 ms, the answers' real
 * reading) a few rounds over, but no time passes, so the one-second limit never does.
 */
const settled = async (promise: Promise<unknown>) => {
  let isSettled = false;
  void promise.then(() => (isSettled = true));
  for (let round = 0; round < 10 && !isSettled; round += 1) {
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return isSettled;
};
const following = () => [...followed].filter(([, count]) => count > 0).map(([key]) => JSON.parse(key) as unknown);

const fetchMock = stubFetch();
const requested = () => fetchMock.mock.calls.map(([url]) => requestUrl(url)).sort();

beforeEach(() => {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ items: [], total: 0 })));
  // Each test is a first load: no snapshot, no follower left by the one before.
  followed.clear();
  listeners.clear();
  documents.clear();
});

const member = makeUser();
const starter = makeUser({ formations: { ...NO_FORMATIONS, mdb: true, starter_mdb: true } });
const prospect = makeUser({ isCustomer: false });
const activeTab = { kind: 'discussions', channel: 'immobilier', state: 'member' } as const;
const discussion = (id: string, type: 'DIRECT' | 'GROUP', others: string[]) => ({
  id,
  type,
  membersIds: [member.uid, ...others],
  ignoringMembersIds: [],
});

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
  it("none for the calendar: its first screen is its title and frame, its planning's data comes after", async () => {
    expect(await firstData('/mon-suivi/calendrier')).toEqual([]);
  });

  it("the events page's: the channel's upcoming events and workshops, not for one event's page", async () => {
    expect(await firstData('/mes-evenements?id=event-1')).toEqual([]);
    expect(await firstData('/mes-evenements')).toEqual([
      '/api/educational-contents/brainstorming-workshop?channel=immobilier',
      '/api/events?channel=immobilier&period=upcoming',
    ]);
  });

  it('nothing a member may not read: a starter-MDB member has no events, a prospect none of these pages', async () => {
    expect(await firstData('/mes-evenements', starter)).toEqual([]);
    for (const url of ['/mes-evenements', '/mon-suivi/messages']) expect(await firstData(url, prospect)).toEqual([]);
    expect(following()).toEqual([]);
  });

  describe('with the clock stopped', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
    });
    afterEach(() => {
      vi.runAllTimers();
      vi.useRealTimers();
    });

    it("the messages page's, on the socket: both tabs of discussions and the open conversation, held for the page", async () => {
      expect(await firstData('/mon-suivi/messages?id=discussion-1')).toEqual([]);
      expect(following()).toEqual([
        { kind: 'discussions', channel: 'immobilier', state: 'member' },
        { kind: 'discussions', channel: 'immobilier', state: 'archived' },
        { kind: 'messages', discussionId: 'discussion-1' },
      ]);
      // Its screen follows them itself once rendered: the first load lets go after a while.
      vi.advanceTimersByTime(15_000);
      expect(following()).toEqual([]);
    });

    it("not the names of the messages page's members: its list asks for them once shown", async () => {
      await firstData('/mon-suivi/messages');
      deliver(activeTab, [discussion('d1', 'DIRECT', ['uid-2']), discussion('g1', 'GROUP', ['uid-3', 'uid-4'])]);
      expect(requested()).toEqual([]);
    });

    it("the messages page's first render waits for the active tab's snapshot, not for the archived tab", async () => {
      const { firstScreen } = await prefetchFor('/mon-suivi/messages');
      expect(await settled(firstScreen)).toBe(false); // no snapshot yet
      deliver(activeTab, [discussion('d1', 'DIRECT', ['uid-2'])]);
      // The archived tab's snapshot never came, and the clock stands still: the one-second limit has not passed.
      expect(await settled(firstScreen)).toBe(true);
    });

    it('a first render waits one second at most for its first screen, and not for the pages that need none', async () => {
      const never = withinFirstScreenWait(new Promise(() => undefined));
      await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
      expect(await settled(never)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(never)).toBe(true);
      expect(await settled(withinFirstScreenWait(Promise.reject(new Error('socket closed'))))).toBe(true);
      expect(await settled((await prefetchFor('/mon-suivi/calendrier')).firstScreen)).toBe(true);
    });
  });

  it('nothing for a page without first data to ask for', async () => {
    expect(await firstData('/mes-replays')).toEqual([]);
  });
});
