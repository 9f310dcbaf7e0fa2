import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../testing/users';
import { jsonResponse, requestUrl } from '../../testing/fetch';
import { setUnauthorizedHandler } from '../api-client';
import { sessionStore } from '../session';
import { getMe } from './me';
import { resetTokenRefresh } from './token-refresh';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();
let removeHandler: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetTokenRefresh();
  removeHandler = setUnauthorizedHandler(onUnauthorized);
  sessionStore.set({ apiToken: 'stored-token' });
});

afterEach(() => {
  removeHandler();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  sessionStore.set({ apiToken: null });
});

describe('getMe', () => {
  it('sends the member to /logout when the stored token is refused by the refresh (expired or revoked)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ error: 'Session expirée' }, 401)));
    await expect(getMe()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(([url]) => requestUrl(url))).toEqual(['/api/me/refresh']);
  });

  it('takes the member from the refresh answer: one request, the fresh token stored', async () => {
    const user = makeUser();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ token: 'fresh', me: user })));
    await expect(getMe()).resolves.toEqual(user);
    expect(fetchMock.mock.calls.map(([url]) => requestUrl(url))).toEqual(['/api/me/refresh']);
    expect(sessionStore.get().apiToken).toBe('fresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('asks GET /api/me once the token is fresh, and when the refresh is unavailable', async () => {
    const user = makeUser();
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        requestUrl(url) === '/api/me/refresh' ? jsonResponse({ error: 'Erreur' }, 500) : jsonResponse(user),
      ),
    );
    await expect(getMe()).resolves.toEqual(user);
    await expect(getMe()).resolves.toEqual(user);
    expect(fetchMock.mock.calls.map(([url]) => requestUrl(url))).toEqual(['/api/me/refresh', '/api/me', '/api/me']);
  });
});
