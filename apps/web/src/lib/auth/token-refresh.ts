import type { MeResponse, RefreshResponse } from '@campus/domain/account';
import { apiRequest, isApiRequestError } from '../api-client';
import { getApiToken, sessionStore } from '../session';

declare global {
  interface Window {
    /** The token refresh index.html sends before the scripts arrive, for the token it read (taken once, below). */
    campusEarlyRefresh?: { token: string; response: Promise<Response> };
  }
}

/** The early refresh of `token`, if index.html sent it: it revoked that token, so its answer is the one to read. */
function takeEarlyRefresh(token: string): Promise<Response> | undefined {
  const early = window.campusEarlyRefresh;
  delete window.campusEarlyRefresh;
  return early?.token === token ? early.response : undefined;
}

// Tokens already refreshed in this tab: the refresh happens once per sign-in state change (spec 4).
const freshTokens = new Set<string>();
let pendingRefresh: Promise<MeResponse | null> | null = null;

/** The member the refresh answered with (the same as GET /api/me), or null when the refresh was unavailable. */
async function refreshToken(token: string): Promise<MeResponse | null> {
  try {
    const { token: fresh, me } = await apiRequest<RefreshResponse>('/me/refresh', {
      method: 'POST',
      skipUnauthorizedRedirect: true,
      sent: takeEarlyRefresh(token),
      unparsed: 'first-load',
    });
    freshTokens.add(fresh);
    if (getApiToken() !== token) return null;
    sessionStore.set({ apiToken: fresh });
    return me;
  } catch (error) {
    // A revoked or expired token is an answer; anything else keeps the current token usable.
    if (isApiRequestError(error) && error.status === 401) throw error;
    freshTokens.add(token);
    return null;
  }
}

/**
 * Swaps the stored token for a fresh one, once per sign-in state change; resolves with the member when this call's
 * refresh brought them, null when no refresh was needed or it was unavailable.
 */
export function ensureFreshToken(): Promise<MeResponse | null> {
  const token = getApiToken();
  if (!token || freshTokens.has(token)) return Promise.resolve(null);
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
