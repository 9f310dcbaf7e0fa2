import { DEFAULT_CHANNEL } from '@campus/domain/shared';
import { apiRequest } from '../api-client';
import { queryClient } from '../query-client';
import { turnPushOff } from '../push';
import { clearSession, sessionStore } from '../session';
import { ME_QUERY_KEY, getMe, type CurrentUser } from './me';
import { resetTokenRefresh } from './token-refresh';

/** Stores the token from the login answer, refreshes it and loads the member (spec 3.2 and 4). */
export async function signIn(token: string): Promise<CurrentUser> {
  queryClient.clear();
  sessionStore.set({ apiToken: token });
  return queryClient.fetchQuery({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 0 });
}

/**
 * Logout: this device stops getting the member's pushes, then the token is revoked (best effort each) and the session,
 * the cache and the user state are cleared.
 */
export async function signOut(): Promise<void> {
  const token = sessionStore.get().apiToken;
  if (token) await turnPushOff(token).catch(() => undefined);
  clearSession();
  resetTokenRefresh();
  queryClient.clear();
  document.documentElement.dataset.channel = DEFAULT_CHANNEL;
  if (!token) return;
  await apiRequest('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    skipUnauthorizedRedirect: true,
    answer: 'no-content',
  }).catch(() => undefined);
}
