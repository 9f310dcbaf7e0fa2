import { getApiToken, sessionStore } from '../session';
import { reportClientError } from '../client-errors';
import { RealtimeClient } from './realtime-client';

let client: RealtimeClient | null = null;
let unauthenticated: () => void = () => window.location.assign('/logout');

/** The router sends a refused token to /logout without reloading the app. */
export function setRealtimeUnauthenticatedHandler(handler: () => void): void {
  unauthenticated = handler;
}

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
    onUnauthenticated: () => unauthenticated(),
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
  client = created;
  return created;
}
