import {
  callProvider,
  expectJson,
  WebinarProviderError,
  type WebinarPerson,
  type WebinarProviderClient,
  type WebinarSeat,
} from './webinar-provider.js';

// Zoom's API v2 (developers.zoom.us): meeting registrants, with an access token of a Server-to-Server OAuth app.

export interface ZoomSettings {
  apiUrl: string;
  oauthUrl: string;
  accountId: string;
  clientId: string;
  clientSecret: string;
}

/** A token is renewed this long before Zoom says it expires (an hour). */
const TOKEN_MARGIN_MS = 60_000;
const PAGE_SIZE = 300;

export function zoomClient(settings: ZoomSettings): WebinarProviderClient {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(signal: AbortSignal): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const query = new URLSearchParams({ grant_type: 'account_credentials', account_id: settings.accountId });
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await callProvider(
      'ZOOM',
      `${settings.oauthUrl}?${query.toString()}`,
      { method: 'POST', headers: { authorization: `Basic ${basic}` } },
      signal,
    );
    const granted = await expectJson<{ access_token: string; expires_in: number }>('ZOOM', response, [200]);
    token = { value: granted.access_token, expiresAt: Date.now() + granted.expires_in * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  /** A call with the account's token; a 401 (a token revoked early) gets one new token and one more try. */
  async function call(path: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const headers = { authorization: `Bearer ${await accessToken(signal)}`, 'content-type': 'application/json' };
      const response = await callProvider('ZOOM', `${settings.apiUrl}${path}`, { ...init, headers }, signal);
      if (response.status !== 401 || attempt > 1) return response;
      await response.body?.cancel();
      token = null;
    }
  }

  const meetingPath = (meetingId: string) => `/meetings/${encodeURIComponent(meetingId)}`;

  return {
    provider: 'ZOOM',

    async register(meetingId: string, person: WebinarPerson, signal: AbortSignal): Promise<WebinarSeat> {
      const body = { email: person.email, first_name: person.firstname, last_name: person.lastname };
      const response = await call(
        `${meetingPath(meetingId)}/registrants`,
        { method: 'POST', body: JSON.stringify(body) },
        signal,
      );
      // Zoom answers a registrant added again with their registration as it is (201 both times).
      const added = await expectJson<{ registrant_id?: string; id?: number | string; join_url?: string }>(
        'ZOOM',
        response,
        [200, 201],
      );
      if (!added.registrant_id || !added.join_url) throw new Error('Zoom n’a pas donné de lien de connexion');
      return { registrantId: added.registrant_id, joinUrl: added.join_url };
    },

    async unregister(meetingId, seat, signal): Promise<void> {
      const registrant = seat.registrantId ? { id: seat.registrantId, email: seat.email } : { email: seat.email };
      const response = await call(
        `${meetingPath(meetingId)}/registrants/status`,
        { method: 'PUT', body: JSON.stringify({ action: 'cancel', registrants: [registrant] }) },
        signal,
      );
      await response.body?.cancel();
      if (response.status === 404 || (response.status >= 200 && response.status < 300)) return;
      throw new WebinarProviderError('ZOOM', response.status);
    },

    async attendees(meetingId: string, signal: AbortSignal): Promise<Set<string>> {
      const emails = new Set<string>();
      let pageToken = '';
      for (;;) {
        const query = new URLSearchParams({ page_size: String(PAGE_SIZE), next_page_token: pageToken });
        const response = await call(
          `/past_meetings/${encodeURIComponent(meetingId)}/participants?${query.toString()}`,
          {},
          signal,
        );
        const page = await expectJson<{
          participants?: { user_email?: string | null }[];
          next_page_token?: string;
        }>('ZOOM', response, [200]);
        for (const participant of page.participants ?? []) {
          if (participant.user_email) emails.add(participant.user_email.toLowerCase());
        }
        pageToken = page.next_page_token ?? '';
        if (!pageToken) return emails;
      }
    },
  };
}
