import {
  callProvider,
  expectJson,
  WebinarProviderError,
  type WebinarPerson,
  type WebinarProviderClient,
  type WebinarSeat,
} from './webinar-provider.js';

// Livestorm's public API v1 (developers.livestorm.co): JSON:API documents, the token alone in Authorization.

interface LivestormPerson {
  id: string;
  attributes: { email?: string | null; registrant_detail?: { connection_link?: string | null } | null };
}

const MEDIA_TYPE = 'application/vnd.api+json';
const PAGE_SIZE = 100;
/** What Livestorm answers to a person already registered to the session. */
const ALREADY_REGISTERED = [409, 422];

function seatOf(person: LivestormPerson | undefined): WebinarSeat {
  const joinUrl = person?.attributes.registrant_detail?.connection_link;
  if (!person || !joinUrl) throw new Error('Livestorm n’a pas donné de lien de connexion');
  return { registrantId: person.id, joinUrl };
}

export function livestormClient({ apiUrl, token }: { apiUrl: string; token: string }): WebinarProviderClient {
  const headers = { authorization: token, accept: MEDIA_TYPE };
  const call = (path: string, init: RequestInit, signal: AbortSignal) =>
    callProvider('LIVESTORM', `${apiUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } }, signal);
  const sessionPath = (webinarId: string) => `/sessions/${encodeURIComponent(webinarId)}/people`;

  async function findPerson(webinarId: string, email: string, signal: AbortSignal) {
    const query = new URLSearchParams({ 'filter[email]': email });
    const response = await call(`${sessionPath(webinarId)}?${query.toString()}`, { method: 'GET' }, signal);
    const found = await expectJson<{ data: LivestormPerson[] }>('LIVESTORM', response, [200]);
    return found.data[0];
  }

  return {
    provider: 'LIVESTORM',

    async register(webinarId: string, person: WebinarPerson, signal: AbortSignal): Promise<WebinarSeat> {
      const body = {
        data: {
          type: 'people',
          attributes: {
            fields: [
              { id: 'email', value: person.email },
              { id: 'first_name', value: person.firstname },
              { id: 'last_name', value: person.lastname },
            ],
          },
        },
      };
      const response = await call(
        sessionPath(webinarId),
        { method: 'POST', headers: { 'content-type': MEDIA_TYPE }, body: JSON.stringify(body) },
        signal,
      );
      if (ALREADY_REGISTERED.includes(response.status)) {
        await response.body?.cancel();
        return seatOf(await findPerson(webinarId, person.email, signal));
      }
      const created = await expectJson<{ data: LivestormPerson }>('LIVESTORM', response, [200, 201]);
      return seatOf(created.data);
    },

    async unregister(webinarId: string, seat: { email: string }, signal: AbortSignal): Promise<void> {
      const query = new URLSearchParams({ email: seat.email });
      const response = await call(`${sessionPath(webinarId)}?${query.toString()}`, { method: 'DELETE' }, signal);
      await response.body?.cancel();
      // Someone Livestorm does not know (never registered, already gone) is unregistered.
      if (response.status === 404 || (response.status >= 200 && response.status < 300)) return;
      throw new WebinarProviderError('LIVESTORM', response.status);
    },

    async attendees(webinarId: string, signal: AbortSignal): Promise<Set<string>> {
      const emails = new Set<string>();
      for (let page = 0; ; page += 1) {
        const query = new URLSearchParams({
          'filter[attended]': 'true',
          'page[number]': String(page),
          'page[size]': String(PAGE_SIZE),
        });
        const response = await call(`${sessionPath(webinarId)}?${query.toString()}`, { method: 'GET' }, signal);
        const list = await expectJson<{ data: LivestormPerson[]; meta?: { page_count?: number } }>(
          'LIVESTORM',
          response,
          [200],
        );
        for (const person of list.data) if (person.attributes.email) emails.add(person.attributes.email.toLowerCase());
        if (list.data.length === 0 || page + 1 >= (list.meta?.page_count ?? 1)) return emails;
      }
    },
  };
}
