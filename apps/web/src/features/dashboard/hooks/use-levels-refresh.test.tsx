import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { makeUser } from '../../../testing/users';
import { useLevelsRefresh } from './use-levels-refresh';

const HOUR_MS = 60 * 60 * 1000;
const computed = makeUser({ levels: { immobilier: [{ level: 1, completed: true }] } });

function stubServer() {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(computed), { headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the levels cache (spec 4)', () => {
  it('asks the server to recompute the levels when the channel has no update yet', async () => {
    sessionStore.set({ apiToken: 'token', levelsLastUpdate: {} });
    const fetchMock = stubServer();
    renderHook(() => useLevelsRefresh('immobilier'), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me/levels');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ channel: 'immobilier' });
    await waitFor(() => expect(sessionStore.get().levelsLastUpdate.immobilier).toBeGreaterThan(0));
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(computed);
  });

  it('keeps levels updated less than an hour ago', () => {
    sessionStore.set({ apiToken: 'token', levelsLastUpdate: { immobilier: Date.now() - HOUR_MS + 60_000 } });
    const fetchMock = stubServer();
    renderHook(() => useLevelsRefresh('immobilier'), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes levels updated an hour ago or more', async () => {
    sessionStore.set({ apiToken: 'token', levelsLastUpdate: { immobilier: Date.now() - HOUR_MS } });
    const fetchMock = stubServer();
    renderHook(() => useLevelsRefresh('immobilier'), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
