import type { CreateEventRequest, EventResponse } from '@campus/domain/events';
import type { ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeTestClient } from '../testing/realtime-client.js';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.js';

type Who = 'admin' | 'mdb' | 'air' | 'starter' | 'sport';
let test: TestApp;
let baseUrl: string;
const tokens = {} as Record<Who, string>;
const clients: RealtimeTestClient[] = [];

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of ['admin', 'mdb', 'air', 'starter', 'sport'] as const) {
    tokens[who] = await test.signIn(`${who}@campus.test`);
  }
});
afterAll(async () => {
  for (const client of clients) client.close();
  await test.close();
});

async function connect(who: Who): Promise<RealtimeTestClient> {
  const client = new RealtimeTestClient(baseUrl);
  clients.push(client);
  return client.signIn(tokens[who]);
}

const call = (who: Who, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });

const hasBadge = (id: string, unreadCount: number) => (message: ServerMessage) =>
  message.type === 'changes' && message.id === id && message.unreadCount === unreadCount;

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
const newEvent: CreateEventRequest = {
  channel: 'immobilier',
  type: 'LOCAL_MEETING',
  mode: 'PHYSICAL',
  address: '1 place Bellecour, 69002 Lyon',
  capacity: 1,
  title: 'Visite en direct',
  description: null,
  sessions: [{ title: 'Visite', startsAt: inDays(9), durationMinutes: 60 }],
};

describe('the events query of the realtime socket', () => {
  it('serves only the member’s own channels, and nothing to starter-MDB members', async () => {
    const starter = await connect('starter');
    expect(await starter.subscribe('events', { kind: 'events', channel: 'immobilier' })).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    const sport = await connect('sport');
    expect(await sport.subscribe('events', { kind: 'events', channel: 'immobilier' })).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
  });

  it('counts the member’s upcoming sessions, and follows creations, joins, quits, promotions and deletions', async () => {
    const mdb = await connect('mdb');
    const air = await connect('air');
    expect(await mdb.subscribe('events', { kind: 'events', channel: 'immobilier' })).toMatchObject({
      type: 'snapshot',
      documents: [],
      hasMore: false,
      unreadCount: 2,
    });
    expect(await air.subscribe('events', { kind: 'events', channel: 'immobilier' })).toMatchObject({
      type: 'snapshot',
      unreadCount: 0,
    });

    // A new event: every subscriber of the channel reads its lists again.
    let from = air.messages.length;
    const created = await call('admin', 'POST', '/api/events', newEvent);
    expect(created.statusCode).toBe(201);
    const { event } = created.json<EventResponse>();
    const sessionId = event.sessions[0]?.id ?? '';
    await air.waitFor(hasBadge('events', 0), from);

    // air takes the only seat, mdb waits: both badges move; the other sees the list change.
    from = air.messages.length;
    let mdbFrom = mdb.messages.length;
    expect((await call('air', 'POST', `/api/events/sessions/${sessionId}/join`)).statusCode).toBe(200);
    await air.waitFor(hasBadge('events', 1), from);
    await mdb.waitFor(hasBadge('events', 2), mdbFrom);
    mdbFrom = mdb.messages.length;
    expect((await call('mdb', 'POST', `/api/events/sessions/${sessionId}/wait`)).statusCode).toBe(200);
    await mdb.waitFor(hasBadge('events', 3), mdbFrom);

    // air quits: mdb is promoted (still counted), air's badge drops.
    from = air.messages.length;
    mdbFrom = mdb.messages.length;
    expect((await call('air', 'POST', `/api/events/sessions/${sessionId}/quit`)).statusCode).toBe(200);
    await air.waitFor(hasBadge('events', 0), from);
    await mdb.waitFor(hasBadge('events', 3), mdbFrom);

    // The admin deletes the event: mdb's seat goes with it.
    mdbFrom = mdb.messages.length;
    expect((await call('admin', 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(200);
    await mdb.waitFor(hasBadge('events', 2), mdbFrom);
  });
});
