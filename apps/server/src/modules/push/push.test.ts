import type { CreateDiscussionResponse } from '@campus/domain/messaging';
import type { NotificationPreferences, PushPublicKeyResponse } from '@campus/domain/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { startPushService, type PushService, type TestDevice } from '../../testing/push-service.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { notify } from '../notifications/notify.js';

// Issue 33, web push: the VAPID key made once and kept, a device's subscription, pushes of direct messages and of the
// kinds a member keeps by push (encrypted for the device, short TTL for messages), and a subscription the push service
// says is gone (404, 410) deleted. The push service is a real HTTP server the test starts.

let service: PushService;
let test: TestApp;
const tokens: Record<'mdb' | 'air', string> = { mdb: '', air: '' };
const { mdb, air } = DEMO_ACCOUNTS;

beforeAll(async () => {
  service = await startPushService();
  test = await createTestApp();
  for (const who of ['mdb', 'air'] as const) tokens[who] = await test.signIn(`${who}@campus.test`);
});
afterAll(async () => {
  await test.close();
  await service.close();
});
beforeEach(async () => {
  await test.app.db.deleteFrom('push_subscriptions').execute();
  await test.app.db.updateTable('notification_preferences').set({ push_direct_messages: 1, push_off: '[]' }).execute();
  service.received.length = 0;
});

function call(
  who: keyof typeof tokens | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return test.app.inject({
    method,
    url,
    headers: who ? bearer(tokens[who]) : {},
    ...(payload && { payload }),
  });
}

async function subscribe(who: keyof typeof tokens, device: TestDevice): Promise<void> {
  const response = await call(who, 'POST', '/api/push/subscriptions', device.subscription);
  expect(response.statusCode, response.body).toBe(201);
}

/** Waits for `count` pushes to reach the service (they go once the write is committed, not awaited by it). */
async function pushesReceived(count: number) {
  for (let waited = 0; service.received.length < count && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(service.received).toHaveLength(count);
  return service.received;
}

/** Gives pushes that should not come a fair chance to arrive, then checks none did. */
async function noPush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(service.received).toHaveLength(0);
}

async function directMessage(text: string): Promise<string> {
  const created = await call('mdb', 'POST', '/api/discussions', {
    channel: 'immobilier',
    type: 'DIRECT',
    memberIds: [air.uid],
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const { id } = created.json<CreateDiscussionResponse>().discussion;
  const posted = await call('mdb', 'POST', `/api/discussions/${id}/messages`, { text });
  expect(posted.statusCode, posted.body).toBe(201);
  return id;
}

async function setPush(who: keyof typeof tokens, change: (push: NotificationPreferences['push']) => void) {
  const current = (await call(who, 'GET', '/api/me/notification-preferences')).json<NotificationPreferences>();
  change(current.push);
  const response = await call(who, 'PUT', '/api/me/notification-preferences', current);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPreferences>();
}

describe('the VAPID key', () => {
  it('is public, made on the first start and kept across restarts', async () => {
    const first = await call(null, 'GET', '/api/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<PushPublicKeyResponse>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    await test.restart();
    const again = await call(null, 'GET', '/api/push/public-key');
    expect(again.json<PushPublicKeyResponse>().publicKey).toBe(publicKey);
  });
});

describe('a device subscription', () => {
  it('is for signed-in members, checked, and kept once per device', async () => {
    const device = service.device('phone-1');
    expect((await call(null, 'POST', '/api/push/subscriptions', device.subscription)).statusCode).toBe(401);
    const bad = await call('air', 'POST', '/api/push/subscriptions', {
      endpoint: 'not a url',
      keys: { p256dh: 'x', auth: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorBody(bad).errors ?? {}).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
    await subscribe('air', device);
    await subscribe('air', device);
    const rows = await test.app.db.selectFrom('push_subscriptions').selectAll().execute();
    expect(rows.map((row) => [row.uid, row.endpoint])).toEqual([[air.uid, device.subscription.endpoint]]);
  });

  it('can be removed by its member only', async () => {
    const device = service.device('phone-2');
    await subscribe('air', device);
    const endpoint = { endpoint: device.subscription.endpoint };
    expect((await call('mdb', 'DELETE', '/api/push/subscriptions', endpoint)).statusCode).toBe(204);
    expect(await test.app.db.selectFrom('push_subscriptions').select('uid').execute()).toHaveLength(1);
    expect((await call('air', 'DELETE', '/api/push/subscriptions', endpoint)).statusCode).toBe(204);
    expect(await test.app.db.selectFrom('push_subscriptions').select('uid').execute()).toHaveLength(0);
    await directMessage('Plus de push ici');
    await noPush();
  });

  it('ends with a new password (every session ends): the devices get no more pushes', async () => {
    await subscribe('air', service.device('phone-3'));
    const { revokeAllAuthTokens } = await import('../../platform/auth.js');
    await revokeAllAuthTokens(test.app.db, air.uid);
    expect(await test.app.db.selectFrom('push_subscriptions').select('uid').execute()).toHaveLength(0);
    tokens.air = await test.signIn('air@campus.test');
  });
});

describe('pushes', () => {
  it('carry a direct message to the other member, encrypted for the device, with a short TTL', async () => {
    const device = service.device('air-laptop');
    await subscribe('air', device);
    await subscribe('mdb', service.device('mdb-phone'));
    const discussionId = await directMessage('Bonjour, on se voit demain pour la visite ?');
    const [push] = await pushesReceived(1);
    expect(push!.device).toBe('air-laptop');
    expect(push!.payload).toEqual({
      title: expect.stringMatching(/^Nouveau message de /) as unknown,
      body: 'Bonjour, on se voit demain pour la visite ?',
      url: `/mon-suivi/messages?id=${discussionId}`,
      tag: `discussion-${discussionId}`,
    });
    expect(push!.headers.ttl).toBe('600');
    expect(push!.headers.urgency).toBe('high');
    expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
  });

  it('leave direct messages alone when the member turned them off by push', async () => {
    await subscribe('air', service.device('air-tablet'));
    const saved = await setPush('air', (push) => {
      push.directMessages = false;
    });
    expect(saved.push.directMessages).toBe(false);
    await directMessage('Tu as vu le dernier replay ?');
    await noPush();
  });

  it('carry the notification kinds the member keeps by push, and only those', async () => {
    await subscribe('air', service.device('air-phone'));
    await setPush('air', (push) => {
      push.kinds['new-training'] = false;
    });
    const events = [
      ...(await notify(test.app.db, {
        uids: [air.uid],
        channel: 'immobilier',
        kind: 'new-training',
        data: { title: 'Financer son premier immeuble' },
      })),
      ...(await notify(test.app.db, {
        uids: [air.uid, mdb.uid],
        channel: 'immobilier',
        kind: 'event-deleted',
        data: { title: 'Atelier fiscalité' },
      })),
    ];
    await test.app.realtime.publish(events);
    const [push] = await pushesReceived(1);
    expect(push!.payload).toMatchObject({
      title: 'Campus',
      body: expect.stringContaining('Atelier fiscalité') as unknown,
    });
    expect(push!.headers.urgency).toBe('normal');
  });

  it('forget a device the push service says is gone (410), and only that one', async () => {
    const gone = service.device('old-browser');
    await subscribe('air', gone);
    const kept = service.device('new-browser');
    await subscribe('air', kept);
    service.answer('old-browser', 410);
    await directMessage('Un message pour les deux appareils');
    await pushesReceived(1);
    for (let waited = 0; waited < 3000; waited += 20) {
      const rows = await test.app.db.selectFrom('push_subscriptions').select('endpoint').execute();
      if (rows.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rows = await test.app.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(rows.map((row) => row.endpoint)).toEqual([kept.subscription.endpoint]);
  });

  it("go to the member's own devices on a test push", async () => {
    await subscribe('air', service.device('air-desk'));
    const response = await call('air', 'POST', '/api/push/test');
    expect(response.json()).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect((await pushesReceived(1))[0]!.payload).toMatchObject({ tag: 'push-test', url: '/mon-compte/notifications' });
  });
});
