import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLivestorm, type FakeWebinarApi } from '../../../testing/webinar-fakes.js';
import { livestormClient } from './livestorm-client.js';
import { WebinarProviderError } from './webinar-provider.js';

const TOKEN = 'livestorm-test-token-0123456789';
const person = { email: 'marie@campus.test', firstname: 'Marie', lastname: 'Dupont' };
const signal = new AbortController().signal;
let api: FakeWebinarApi;
let client: ReturnType<typeof livestormClient>;
let sessionId = 0;
let session: string;

beforeAll(async () => {
  api = await startFakeLivestorm(TOKEN);
  client = livestormClient({ apiUrl: api.url, token: TOKEN });
});
afterAll(() => api.close());
beforeEach(() => {
  sessionId += 1;
  session = `a5aeec59-0000-4000-8000-00000000000${sessionId}`;
  api.addWebinar(session);
});

describe('Livestorm client', () => {
  it('registers a person with their name and e-mail and answers their own join link', async () => {
    const seat = await client.register(session, person, signal);
    expect(api.people(session)).toMatchObject([{ email: person.email, firstname: 'Marie', lastname: 'Dupont' }]);
    expect(seat).toEqual({ registrantId: api.people(session)[0]?.id, joinUrl: api.people(session)[0]?.joinUrl });
    const request = api.requests.at(-1);
    expect(request?.headers.authorization).toBe(TOKEN);
    expect(request?.headers['content-type']).toBe('application/vnd.api+json');
    expect(request?.body).toEqual({
      data: {
        type: 'people',
        attributes: {
          fields: [
            { id: 'email', value: person.email },
            { id: 'first_name', value: 'Marie' },
            { id: 'last_name', value: 'Dupont' },
          ],
        },
      },
    });
  });

  it('answers the registration already made to a person registered again', async () => {
    const first = await client.register(session, person, signal);
    const again = await client.register(session, person, signal);
    expect(again).toEqual(first);
    expect(api.people(session)).toHaveLength(1);
  });

  it('unregisters a person, and one it does not know is unregistered too', async () => {
    await client.register(session, person, signal);
    await client.unregister(session, { registrantId: null, email: person.email }, signal);
    expect(api.people(session)).toEqual([]);
    await expect(
      client.unregister(session, { registrantId: null, email: person.email }, signal),
    ).resolves.toBeUndefined();
  });

  it('waits what a 429 asks (Retry-After) and tries again', async () => {
    api.answerNext(429, { headers: { 'retry-after': '1' } });
    const startedAt = Date.now();
    await client.register(session, person, signal);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
    expect(api.people(session)).toHaveLength(1);
  });

  it.each([
    [401, 'Livestorm a répondu 401 (clé d’API refusée)'],
    [404, 'Livestorm a répondu 404 (session ou réunion introuvable)'],
    [503, 'Livestorm a répondu 503 (service indisponible)'],
  ])('turns a %i into a provider error that names it, never the token', async (status, message) => {
    api.answerNext(status);
    const failure = await client.register(session, person, signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebinarProviderError);
    expect((failure as Error).message).toBe(message);
    expect(JSON.stringify(failure)).not.toContain(TOKEN);
  });

  it('refuses a wrong token and an unknown session', async () => {
    const wrong = livestormClient({ apiUrl: api.url, token: 'not-the-token-0123456789' });
    await expect(wrong.register(session, person, signal)).rejects.toMatchObject({ status: 401 });
    await expect(client.register('unknown-session', person, signal)).rejects.toMatchObject({ status: 404 });
  });

  it('reads back who attended, page after page', async () => {
    for (let index = 0; index < 3; index += 1) {
      await client.register(session, { ...person, email: `membre${index}@campus.test` }, signal);
    }
    api.markAttended(session, 'membre0@campus.test');
    api.markAttended(session, 'membre2@campus.test');
    expect(await client.attendees(session, signal)).toEqual(new Set(['membre0@campus.test', 'membre2@campus.test']));
    expect(api.requests.at(-1)?.query.get('filter[attended]')).toBe('true');
  });
});
