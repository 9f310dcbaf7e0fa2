import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/users';
import { queryClient } from '../query-client';
import { sessionStore, unlockMedia } from '../session';
import { ME_QUERY_KEY } from './me';
import { signIn, signOut } from './sign-in';
import { resetTokenRefresh } from './token-refresh';
import { jsonResponse, requestUrl, sentRequests, stubFetch } from '../../testing/fetch';

const fetchMock = stubFetch();
const calls = () => sentRequests(fetchMock);

beforeEach(() => {
  resetTokenRefresh();
});

afterEach(() => {
  queryClient.clear();
});

describe('signIn', () => {
  it('stores the token, refreshes it (spec 4) and takes the member from the refresh answer', async () => {
    const user = makeUser();
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ token: 'fresh-token', me: user })));
    await expect(signIn('login-token')).resolves.toEqual(user);
    expect(calls()).toEqual([{ request: 'POST /api/me/refresh', authorization: 'Bearer login-token' }]);
    expect(sessionStore.get().apiToken).toBe('fresh-token');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);
  });

  it('keeps the login token when the refresh is unavailable', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        requestUrl(url) === '/api/me/refresh' ? jsonResponse({ error: 'Erreur' }, 500) : jsonResponse(makeUser()),
      ),
    );
    await signIn('login-token');
    expect(sessionStore.get().apiToken).toBe('login-token');
    expect(calls().at(-1)).toEqual({ request: 'GET /api/me', authorization: 'Bearer login-token' });
  });
});

describe('signOut', () => {
  it('revokes the token and clears the session, the media center and the cached member', async () => {
    sessionStore.set({ apiToken: 'token', activeChannel: 'finance' });
    unlockMedia('replay-1');
    queryClient.setQueryData(ME_QUERY_KEY, makeUser());
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await signOut();
    expect(calls()).toEqual([{ request: 'POST /api/auth/logout', authorization: 'Bearer token' }]);
    expect(sessionStore.get()).toMatchObject({ apiToken: null, activeChannel: null });
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });

  it('still signs out when the server cannot be reached', async () => {
    sessionStore.set({ apiToken: 'token' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(signOut()).resolves.toBeUndefined();
    expect(sessionStore.get().apiToken).toBeNull();
  });
});
