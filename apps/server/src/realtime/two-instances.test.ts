import { randomUUID } from 'node:crypto';
import { directDiscussionId } from '@campus/domain/messaging';
import type { ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../testing/demo-data.js';
import { RealtimeTestClient } from '../testing/realtime-client.js';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const mdbAndAir = directDiscussionId([DEMO_ACCOUNTS.mdb.uid, DEMO_ACCOUNTS.air.uid]);

// Two instances sharing one PostgreSQL schema and one Redis: what a load balancer puts in front of members.
// Runs in the PostgreSQL pass only (apps/server/vitest.config.ts).
describe('two instances sharing PostgreSQL and Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  const clients: RealtimeTestClient[] = [];

  beforeAll(async () => {
    const realtimeChannel = `campus-test:${randomUUID()}`;
    first = await createTestApp({ redisUrl: REDIS_URL, realtimeChannel });
    // The same database, Redis and channel; its own DATA_DIR.
    const { dataDir: _ownDataDir, ...shared } = first.config;
    second = await createTestApp(shared);
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await second.close();
    await first.close();
  });

  it('delivers a message posted on one instance to a member connected to the other', async () => {
    const mdbToken = await first.signIn('mdb@campus.test');
    const airToken = await first.signIn('air@campus.test');
    const client = new RealtimeTestClient(secondUrl);
    clients.push(client);
    await client.signIn(mdbToken);
    await client.subscribe('chat', { kind: 'messages', discussionId: mdbAndAir });
    const from = client.messages.length;
    const response = await first.app.inject({
      method: 'POST',
      url: `/api/discussions/${mdbAndAir}/messages`,
      headers: bearer(airToken),
      payload: { text: 'Envoyé depuis la première instance' },
    });
    expect(response.statusCode).toBe(201);
    const change = await client.waitFor(
      (message: ServerMessage) => message.type === 'changes' && message.id === 'chat',
      from,
    );
    expect(change).toMatchObject({
      changes: [{ type: 'added', document: { text: 'Envoyé depuis la première instance' } }],
    });
    // Exactly once, though both instances hear the bus.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages.slice(from).filter((message) => message.type === 'changes')).toHaveLength(1);
  });
});
