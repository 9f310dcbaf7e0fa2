import { isNotificationUnread, type NotificationPage } from '@campus/domain/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { notify } from './notify.js';

let test: TestApp;
const tokens: Record<'mdb' | 'air' | 'admin', string> = { mdb: '', air: '', admin: '' };
const { mdb, air } = DEMO_ACCOUNTS;

beforeAll(async () => {
  test = await createTestApp();
  for (const who of ['mdb', 'air', 'admin'] as const) tokens[who] = await test.signIn(`${who}@campus.test`);
});
afterAll(() => test.close());

function call(who: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: object) {
  return test.app.inject({ method, url, headers: bearer(tokens[who]), ...(payload && { payload }) });
}
const page = async (who: keyof typeof tokens, url: string) => (await call(who, 'GET', url)).json<NotificationPage>();

describe('notifications', () => {
  it("lists only the member's own notifications of a channel, newest first", async () => {
    const { items } = await page('mdb', '/api/notifications?channel=immobilier');
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((item) => item.targetIds[0] === mdb.uid && item.channel === 'immobilier')).toBe(true);
    expect(items.map((item) => item.date)).toEqual(
      items
        .map((item) => item.date)
        .sort()
        .reverse(),
    );
  });

  it('refuses a channel the member does not own', async () => {
    expect((await call('air', 'GET', '/api/notifications?channel=finance')).statusCode).toBe(403);
    expect((await call('air', 'GET', '/api/notifications/global?channel=finance')).statusCode).toBe(403);
  });

  it('notifies with the French sentence of the kind, one row per member', async () => {
    await notify(test.app.db, {
      uids: [mdb.uid, air.uid],
      channel: 'immobilier',
      kind: 'event-join',
      data: { name: 'Inès Lefebvre', title: 'Live MDB' },
    });
    const [newest] = (await page('air', '/api/notifications?channel=immobilier')).items;
    expect(newest).toMatchObject({
      text: "Inès Lefebvre participe à l'évènement « Live MDB »",
      link: '/mes-evenements',
      readBy: [],
    });
  });

  it("marks one read, and refuses another member's", async () => {
    const [newest] = (await page('air', '/api/notifications?channel=immobilier')).items;
    expect((await call('mdb', 'POST', `/api/notifications/${newest?.id}/read`)).statusCode).toBe(404);
    expect((await call('air', 'POST', `/api/notifications/${newest?.id}/read`)).statusCode).toBe(204);
    const [after] = (await page('air', '/api/notifications?channel=immobilier')).items;
    expect(after?.readBy).toEqual([air.uid]);
    expect(after && isNotificationUnread(after, air.uid, null)).toBe(false);
  });

  it('marks every notification of the channel read, globals included, when the popup opens', async () => {
    const unreadBefore = (await page('mdb', '/api/notifications?channel=immobilier')).items.filter(
      (item) => item.readBy.length === 0,
    );
    expect(unreadBefore.length).toBeGreaterThan(0);
    expect((await call('mdb', 'POST', '/api/notifications/read', { channel: 'immobilier' })).statusCode).toBe(204);
    const own = (await page('mdb', '/api/notifications?channel=immobilier')).items;
    expect(own.every((item) => item.readBy.length === 1)).toBe(true);
    const globals = (await page('mdb', '/api/notifications/global?channel=immobilier')).items;
    expect(globals.length).toBeGreaterThan(0);
    expect(globals.every((item) => item.readBy.includes(mdb.uid) && item.targetIds.length === 0)).toBe(true);
    const othersGlobals = (await page('air', '/api/notifications/global?channel=immobilier')).items;
    expect(othersGlobals.every((item) => item.readBy.length === 0)).toBe(true);
  });
});

describe('global notifications', () => {
  it('are sent by an MDB admin only', async () => {
    const payload = { channel: 'finance', text: 'Live exceptionnel ce soir', link: '/mes-evenements' };
    expect((await call('mdb', 'POST', '/api/notifications/global', payload)).statusCode).toBe(403);
    const sent = await call('admin', 'POST', '/api/notifications/global', payload);
    expect(sent.statusCode).toBe(201);
    const [newest] = (await page('mdb', '/api/notifications/global?channel=finance')).items;
    expect(newest).toMatchObject({
      text: 'Live exceptionnel ce soir',
      link: '/mes-evenements',
      kind: 'global',
      readBy: [],
    });
  });

  it('refuses an empty text in French', async () => {
    const response = await call('admin', 'POST', '/api/notifications/global', { channel: 'finance', text: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { text: ['Ce champs est obligatoire'] } });
  });
});

describe('POST /api/client-errors', () => {
  it('takes a report of a failed realtime action', async () => {
    const response = await call('mdb', 'POST', '/api/client-errors', {
      action: 'postMessage',
      message: 'Network error',
    });
    expect(response.statusCode).toBe(204);
  });
});
