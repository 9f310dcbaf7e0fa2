import type { LoginResponse } from '@campus/domain/account';
import { apiRequest, isApiRequestError } from '../api-client';
import { getApiToken, sessionStore } from '../session';

// Tokens already refreshed in this tab: the refresh happens once per sign-in state change (spec 4).
const freshTokens = new Set<string>();
let pendingRefresh: Promise<void> | null = null;

async function refreshToken(token: string): Promise<void> {
  try {
    const { token: fresh } = await apiRequest<LoginResponse>('/me/refresh', {
      method: 'POST',
      skipUnauthorizedRedirect: true,
    });
    freshTokens.add(fresh);
    if (getApiToken() === token) sessionStore.set({ apiToken: fresh });
  } catch (error) {
    // A revoked or expired token is an answer; anything else keeps the current token usable.
    if (isApiRequestError(error) && error.status === 401) throw error;
    freshTokens.add(token);
  }
}

/** Swaps the stored token for a fresh one, once per sign-in state change. */
export function ensureFreshToken(): Promise<void> {
  const token = getApiToken();
  if (!token || freshTokens.has(token)) return Promise.resolve();
  pendingRefresh ??= refreshToken(token).finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/** Forgets which tokens were refreshed (sign-out). */
export function resetTokenRefresh(): void {
  freshTokens.clear();
  pendingRefresh = null;
}
