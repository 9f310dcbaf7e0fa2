import type { MeResponse } from '@campus/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { apiRequest, handleUnauthorized, isApiRequestError } from '../api-client';
import { useSession } from '../session';
import { ensureFreshToken } from './token-refresh';

export type CurrentUser = MeResponse;

export const ME_QUERY_KEY = ['me'] as const;

/**
 * The member: from the token refresh of spec 4 when it happens now (its answer carries them), else GET /api/me. A
 * stored token the server no longer knows (expired, revoked, replaced by another tab's refresh) makes the refresh
 * answer 401: the member goes to /logout like on any other 401 (spec 5), not to an error page whose retry could never
 * succeed.
 */
export async function getMe(): Promise<CurrentUser> {
  let refreshed: MeResponse | null;
  try {
    refreshed = await ensureFreshToken();
  } catch (error) {
    if (isApiRequestError(error) && error.status === 401) handleUnauthorized();
    throw error;
  }
  return refreshed ?? apiRequest<MeResponse>('/me', { unparsed: 'first-load' });
}

export const meQueryOptions = () => queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: 60_000 });

/** The signed-in member (spec 3.2); disabled without a stored token. */
export function useMe() {
  const hasToken = useSession((session) => session.apiToken !== null);
  return useQuery({ ...meQueryOptions(), enabled: hasToken });
}

export type AuthStatus = 'signed-out' | 'loading' | 'error' | 'signed-in';

export interface CurrentUserState {
  status: AuthStatus;
  user: CurrentUser | null;
  error: Error | null;
  retry: () => void;
}

function useCurrentUserQuery(): CurrentUserState {
  const hasToken = useSession((session) => session.apiToken !== null);
  const { data, isError, error, refetch } = useMe();
  const retry = useCallback(() => void refetch(), [refetch]);
  const status: AuthStatus = !hasToken ? 'signed-out' : data ? 'signed-in' : isError ? 'error' : 'loading';
  return useMemo(
    () => ({
      status,
      user: status === 'signed-in' ? (data ?? null) : null,
      error: status === 'error' ? error : null,
      retry,
    }),
    [status, data, error, retry],
  );
}

const CurrentUserContext = createContext<CurrentUserState | null>(null);

/**
 * The member's state, read once for the whole app: the shell, the page and their parts (a first screen holds a few
 * dozen) read it from here rather than each observing the query, which cost the first render about a tenth of its
 * JavaScript.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  return createElement(CurrentUserContext.Provider, { value: useCurrentUserQuery() }, children);
}

/** The user state: who is signed in, or why nobody is yet (inside CurrentUserProvider, as every screen is). */
export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser needs a CurrentUserProvider around it');
  return state;
}

/** The signed-in member, for components rendered only behind the signed-in guard. */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser needs a signed-in member');
  return user;
}
