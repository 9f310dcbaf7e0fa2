import { paths } from '../../config/paths';
import { keepSignOutNotice } from '../auth/sign-out-notice';
import { reportClientError } from '../client-errors';
import { getApiToken, sessionStore } from '../session';
import { RealtimeClient } from './realtime-client';

let client: RealtimeClient | null = null;

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/realtime`;
}

/** The tab's one realtime client, created on first use; it follows the session token. */
export function getRealtimeClient(): RealtimeClient {
  if (client) return client;
  const created = new RealtimeClient({
    url: socketUrl,
    getToken: getApiToken,
    // A refused token signs out, as an HTTP 401 does (spec 8); the login page then says why (a deactivated account).
    onUnauthenticated: (reason) => {
      keepSignOutNotice(reason);
      window.location.assign(paths.logout);
    },
    onError: (action, message) => reportClientError(action, message),
  });
  let token = getApiToken();
  sessionStore.subscribe(() => {
    const next = getApiToken();
    if (next === token) return;
    token = next;
    if (next) created.refreshToken();
    else created.close();
  });
  // Back online: no need to wait for the end of the backoff.
  window.addEventListener('online', () => created.reconnectNow());
  client = created;
  return created;
}
