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

  it('loads the member with the fresh token, without leaving the page', async () => {
    const user = makeUser();
    fetchMock.mockImplementation((url) =>
      Promise.resolve(requestUrl(url) === '/api/me/refresh' ? jsonResponse({ token: 'fresh' }) : jsonResponse(user)),
    );
    await expect(getMe()).resolves.toEqual(user);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
