import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeZoom, type FakeZoomApi } from '../../../testing/webinar-fakes.js';
import { WebinarProviderError } from './webinar-provider.js';
import { zoomClient } from './zoom-client.js';

const credentials = { accountId: 'acc-test', clientId: 'client-test', clientSecret: 'zoom-secret-0123456789' };
const person = { email: 'marie@campus.test', firstname: 'Marie', lastname: 'Dupont' };
const signal = new AbortController().signal;
let api: FakeZoomApi;
let client: ReturnType<typeof zoomClient>;
let meetingNumber = 81_000_000_000;
let meeting: string;

beforeAll(async () => {
  api = await startFakeZoom(credentials);
  client = zoomClient({ apiUrl: api.url, oauthUrl: api.oauthUrl, ...credentials });
});
afterAll(() => api.close());
beforeEach(() => {
  meetingNumber += 1;
  meeting = String(meetingNumber);
  api.addWebinar(meeting);
});

describe('Zoom client', () => {
  it('adds a meeting registrant with an account token and answers their own join URL', async () => {
    const seat = await client.register(meeting, person, signal);
    const [registrant] = api.people(meeting);
    expect(seat).toEqual({ registrantId: registrant?.id, joinUrl: registrant?.joinUrl });
    const post = api.requests.at(-1);
    expect(post?.body).toEqual({ email: person.email, first_name: 'Marie', last_name: 'Dupont' });
    const tokenRequest = api.requests.find((request) => request.path === '/oauth/token');
    expect(tokenRequest?.query.get('grant_type')).toBe('account_credentials');
    expect(tokenRequest?.query.get('account_id')).toBe('acc-test');
  });

  it('keeps its access token until it expires', async () => {
    const before = api.tokensIssued;
    await client.register(meeting, person, signal);
    await client.register(meeting, { ...person, email: 'paul@campus.test' }, signal);
    expect(api.tokensIssued - before).toBeLessThanOrEqual(1);
  });

  it('answers the registration already made to a registrant added again', async () => {
    const first = await client.register(meeting, person, signal);
    expect(await client.register(meeting, person, signal)).toEqual(first);
    expect(api.people(meeting)).toHaveLength(1);
  });

  it('cancels a registrant with the status action cancel', async () => {
    const seat = await client.register(meeting, person, signal);
    await client.unregister(meeting, { registrantId: seat.registrantId, email: person.email }, signal);
    expect(api.people(meeting)).toEqual([]);
    expect(api.requests.at(-1)?.body).toEqual({
      action: 'cancel',
      registrants: [{ id: seat.registrantId, email: person.email }],
    });
  });

  it('waits what a 429 asks (Retry-After) and tries again', async () => {
    await client.register(meeting, { ...person, email: 'warm-up@campus.test' }, signal);
    api.answerNext(429, { headers: { 'retry-after': '1' } });
    await client.register(meeting, person, signal);
    expect(api.people(meeting)).toHaveLength(2);
  });

  it('takes a new token once when Zoom refuses the one it has (401), then gives up', async () => {
    await client.register(meeting, { ...person, email: 'warm-up@campus.test' }, signal);
    const before = api.tokensIssued;
    api.answerNext(401);
    await client.register(meeting, person, signal);
    expect(api.tokensIssued).toBe(before + 1);
    api.answerNext(401, { times: 2 });
    await expect(client.register(meeting, { ...person, email: 'x@campus.test' }, signal)).rejects.toMatchObject({
      status: 401,
    });
  });

  it.each([404, 500])('turns a %i into a provider error', async (status) => {
    await client.register(meeting, { ...person, email: 'warm-up@campus.test' }, signal);
    api.answerNext(status);
    const failure = await client.register(meeting, person, signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebinarProviderError);
    expect(failure).toMatchObject({ status });
    expect(JSON.stringify(failure)).not.toContain(credentials.clientSecret);
  });

  it('refuses wrong credentials', async () => {
    const wrong = zoomClient({
      apiUrl: api.url,
      oauthUrl: api.oauthUrl,
      ...credentials,
      clientSecret: 'wrong-secret-01',
    });
    await expect(wrong.register(meeting, person, signal)).rejects.toMatchObject({ status: 401 });
  });

  it('reads back who attended the past meeting', async () => {
    await client.register(meeting, person, signal);
    await client.register(meeting, { ...person, email: 'paul@campus.test' }, signal);
    api.markAttended(meeting, 'paul@campus.test');
    expect(await client.attendees(meeting, signal)).toEqual(new Set(['paul@campus.test']));
  });
});
