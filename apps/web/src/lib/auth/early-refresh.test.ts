import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentRequests, stubFetch } from '../../testing/fetch';
import { makeUser } from '../../testing/users';
import { API_BASE } from '../api-client';
import { SESSION_STORAGE_KEY, sessionStore } from '../session';
import { ensureFreshToken, resetTokenRefresh } from './token-refresh';

// The page's inline script (index.html), run as the browser runs it while the scripts download.
const page = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, script]) => script ?? '');
const runPageScripts = () => {
  for (const script of inlineScripts)
    runInNewContext(script, { window, localStorage: window.localStorage, fetch: globalThis.fetch, JSON });
};

const fetchMock = stubFetch();
const calls = () => sentRequests(fetchMock);

beforeEach(() => {
  resetTokenRefresh();
});

afterEach(() => {
  sessionStore.set({ apiToken: null });
  delete window.campusEarlyRefresh;
});

describe("index.html's early token refresh", () => {
  it('is the one inline script of the page', () => {
    expect(inlineScripts).toHaveLength(1);
  });

  it("sends the stored token's refresh before the app runs, and the app reads that answer instead of sending another", async () => {
    const user = makeUser();
    fetchMock.mockResolvedValue(jsonResponse({ token: 'fresh-token', me: user }));
    sessionStore.set({ apiToken: 'stored-token' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toContain('stored-token');

    runPageScripts();
    expect(calls()).toEqual([{ request: `POST ${API_BASE}/me/refresh`, authorization: 'Bearer stored-token' }]);

    await expect(ensureFreshToken()).resolves.toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().apiToken).toBe('fresh-token');
    expect(window.campusEarlyRefresh).toBeUndefined();
  });

  it('sends nothing without a stored token', () => {
    runPageScripts();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.campusEarlyRefresh).toBeUndefined();
  });

  it('is left unread when the stored token changed since (another tab signed in): the app refreshes its own', async () => {
    const user = makeUser();
    fetchMock.mockResolvedValue(jsonResponse({ token: 'fresh-token', me: user }));
    sessionStore.set({ apiToken: 'old-token' });
    runPageScripts();
    sessionStore.set({ apiToken: 'new-token' });

    await ensureFreshToken();
    expect(calls()).toEqual([
      { request: `POST ${API_BASE}/me/refresh`, authorization: 'Bearer old-token' },
      { request: `POST ${API_BASE}/me/refresh`, authorization: 'Bearer new-token' },
    ]);
    expect(sessionStore.get().apiToken).toBe('fresh-token');
  });

  it('answers a revoked token as the app would: the member is signed out (401)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Session expirée' }, 401));
    sessionStore.set({ apiToken: 'revoked-token' });
    runPageScripts();
    await expect(ensureFreshToken()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is sent again by the app when the server shed it (503)', async () => {
    vi.useFakeTimers();
    try {
      const user = makeUser();
      fetchMock
        .mockResolvedValueOnce(new Response(null, { status: 503, headers: { 'Retry-After': '0' } }))
        .mockResolvedValueOnce(jsonResponse({ token: 'fresh-token', me: user }));
      sessionStore.set({ apiToken: 'stored-token' });
      runPageScripts();
      const refreshed = ensureFreshToken();
      await vi.runAllTimersAsync();
      await expect(refreshed).resolves.toEqual(user);
      expect(calls()).toEqual([
        { request: `POST ${API_BASE}/me/refresh`, authorization: 'Bearer stored-token' },
        { request: `POST ${API_BASE}/me/refresh`, authorization: 'Bearer stored-token' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
