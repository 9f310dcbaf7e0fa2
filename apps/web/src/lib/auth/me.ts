import type { MeResponse } from '@campus/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The user state: who is signed in, or why nobody is yet. */
export function useCurrentUser(): CurrentUserState {
  const hasToken = useSession((session) => session.apiToken !== null);
  const me = useMe();
  const retry = () => void me.refetch();
  if (!hasToken) return { status: 'signed-out', user: null, error: null, retry };
  if (me.data) return { status: 'signed-in', user: me.data, error: null, retry };
  if (me.isError) return { status: 'error', user: null, error: me.error, retry };
  return { status: 'loading', user: null, error: null, retry };
}

/** The signed-in member, for components rendered only behind the signed-in guard. */
export function useSignedInUser(): CurrentUser {
  const { user } = useCurrentUser();
  if (!user) throw new Error('useSignedInUser needs a signed-in member');
  return user;
}
