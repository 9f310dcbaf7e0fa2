import type { RealtimeQuery } from '@campus/domain/realtime';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { realtimeQueryKey, type RealtimeState } from './realtime-client';
import { useRealtimeQuery } from './use-realtime-query';

// A realtime client whose states the test sets, as frames from the socket would.
const states = new Map<string, RealtimeState>();
const listeners = new Map<string, Set<() => void>>();
const fakeClient = {
  subscribe: (query: RealtimeQuery, listener: () => void) => {
    const key = realtimeQueryKey(query);
    if (!listeners.has(key)) listeners.set(key, new Set());
    listeners.get(key)!.add(listener);
    return () => listeners.get(key)!.delete(listener);
  },
  getState: (query: RealtimeQuery) => states.get(realtimeQueryKey(query))!,
  loadMore: () => undefined,
};
vi.mock('./realtime', () => ({ getRealtimeClient: () => fakeClient }));

const state = (count: number | null, status: RealtimeState['status'] = 'ready'): RealtimeState => ({
  status,
  documents: [],
  hasMore: false,
  isLoadingMore: false,
  error: null,
  unreadCount: count,
});
const set = (query: RealtimeQuery, next: RealtimeState) => {
  states.set(realtimeQueryKey(query), next);
  for (const listener of listeners.get(realtimeQueryKey(query)) ?? []) listener();
};

const immobilier: RealtimeQuery = { kind: 'events', channel: 'immobilier' };
const finance: RealtimeQuery = { kind: 'events', channel: 'finance' };

function Count({ query }: { query: RealtimeQuery }) {
  const { isLoading, unreadCount } = useRealtimeQuery(query);
  return <p>{isLoading ? 'loading' : `count ${String(unreadCount)}`}</p>;
}

describe('useRealtimeQuery', () => {
  it("shows the query's state, then each change; another query's state at once, then its changes", async () => {
    states.set(realtimeQueryKey(immobilier), state(null, 'loading'));
    states.set(realtimeQueryKey(finance), state(7));
    const { rerender } = render(<Count query={immobilier} />);
    expect(screen.getByText('loading')).toBeInTheDocument();

    // The snapshot, then a change: rendered in a transition, shown once it is built.
    await act(() => Promise.resolve(set(immobilier, state(2))));
    expect(screen.getByText('count 2')).toBeInTheDocument();
    await act(() => Promise.resolve(set(immobilier, state(3))));
    expect(screen.getByText('count 3')).toBeInTheDocument();

    // Another channel: its state from the first render, never the previous channel's.
    rerender(<Count query={finance} />);
    expect(screen.getByText('count 7')).toBeInTheDocument();
    await act(() => Promise.resolve(set(finance, state(8))));
    expect(screen.getByText('count 8')).toBeInTheDocument();
    // The first query is no longer followed.
    expect(listeners.get(realtimeQueryKey(immobilier))?.size ?? 0).toBe(0);
  });

  it('shows a change made between its first render and its subscription', async () => {
    const query: RealtimeQuery = { kind: 'events', channel: 'sport' };
    states.set(realtimeQueryKey(query), state(1));
    const originalSubscribe = fakeClient.subscribe;
    // The change lands as the component subscribes, before any listener could hear it.
    fakeClient.subscribe = (subscribed, listener) => {
      states.set(realtimeQueryKey(subscribed), state(5));
      return originalSubscribe(subscribed, listener);
    };
    try {
      render(<Count query={query} />);
      await act(() => Promise.resolve());
      expect(screen.getByText('count 5')).toBeInTheDocument();
    } finally {
      fakeClient.subscribe = originalSubscribe;
    }
  });
});
