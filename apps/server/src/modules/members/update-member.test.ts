import type { MeResponse } from '@campus/domain/account';
import { ADMINISTRATION_MESSAGES, type MemberDetail } from '@campus/domain/administration';
import { REALTIME_CLOSE_CODES } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../testing/demo-data.js';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let baseUrl: string;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

const patch = (uid: string, payload: Record<string, unknown>, token = admin) =>
  test.app.inject({ method: 'PATCH', url: `/api/admin/members/${uid}`, headers: bearer(token), payload });
const me = (token: string) => test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const login = (email: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });

describe('changing a member’s rights', () => {
  it('holds at the member’s next request, and their open pages are told to read /api/me again', async () => {
    const token = await test.signIn('air@campus.test');
    expect((await me(token)).json<MeResponse>().formations.mdb).toBe(false);
    const client = new RealtimeTestClient(baseUrl);
    await client.signIn(token);
    expect(await client.subscribe('account', { kind: 'account' })).toMatchObject({ type: 'snapshot', documents: [] });
    const from = client.messages.length;

    const response = await patch(DEMO_ACCOUNTS.air.uid, {
      formations: { mdb: true },
      channels: ['immobilier', 'finance'],
      roles: { mentor: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MemberDetail>()).toMatchObject({
      formations: { air: true, mdb: true },
      channels: ['immobilier', 'finance'],
      roles: { mentor: true },
    });
    await client.waitFor((message) => message.type === 'changes' && message.id === 'account', from);
    client.close();

    // The same token, no new sign-in: the new rights hold.
    const after = (await me(token)).json<MeResponse>();
    expect(after.formations.mdb).toBe(true);
    expect(after.userChannels).toEqual(['immobilier', 'finance']);
    const projects = await test.app.inject({
      method: 'GET',
      url: '/api/mdb-projects/user/dashboard',
      headers: bearer(token),
    });
    expect(projects.statusCode).toBe(200);

    const [row] = await test.app.db
      .selectFrom('audit_events')
      .selectAll()
      .where('target_uid', '=', DEMO_ACCOUNTS.air.uid)
      .where('action', '=', 'member.updated')
      .execute();
    expect(row).toMatchObject({ actor_uid: DEMO_ACCOUNTS.admin.uid });
    expect(JSON.parse(row!.before!)).toEqual({
      formations: { air: true, mdb: false, sport: false, starter_mdb: false },
      channels: ['immobilier', 'entrepreneuriat'],
      roles: { ambassador: null, mentor: false, coach: false },
    });
    expect(JSON.parse(row!.after!)).toMatchObject({ channels: ['immobilier', 'finance'] });
  });

  it('takes a right away at the next request: a prospect again is kept out of customer routes', async () => {
    const token = await test.signIn('sport@campus.test');
    expect((await patch(DEMO_ACCOUNTS.sport.uid, { isCustomer: false })).statusCode).toBe(200);
    const courses = await test.app.inject({ method: 'GET', url: '/api/courses?channel=sport', headers: bearer(token) });
    expect(courses.statusCode).toBe(403);
    expect((await patch(DEMO_ACCOUNTS.sport.uid, { isCustomer: true })).statusCode).toBe(200);
  });

  it('refuses bad input in French and an unknown member with 404', async () => {
    const bad = await patch(DEMO_ACCOUNTS.air.uid, { channels: ['cuisine'], status: 'invited', permissions: ['ROOT'] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorBody(bad).errors ?? {}).sort()).toEqual(['channels.0', 'permissions.0', 'status']);
    const missing = await patch('inconnu', { isCustomer: true });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).error).toBe(ADMINISTRATION_MESSAGES.memberNotFound);
  });
});

describe('closing an account', () => {
  it('ends the member’s tokens and sockets at once, refuses their sign-in in French, and deletes nothing', async () => {
    const uid = DEMO_ACCOUNTS.mdb.uid;
    const token = await test.signIn('mdb@campus.test');
    const client = new RealtimeTestClient(baseUrl);
    await client.signIn(token);
    const invoicesBefore = await test.app.db.selectFrom('invoices').select('id').where('uid', '=', uid).execute();

    const response = await patch(uid, { status: 'deactivated' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberDetail>()).toMatchObject({ status: 'deactivated' });
    expect((await me(token)).statusCode).toBe(401);
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    const refused = await login('mdb@campus.test');
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).error).toBe(ADMINISTRATION_MESSAGES.accountDeactivated);
    expect(await test.app.db.selectFrom('invoices').select('id').where('uid', '=', uid).execute()).toEqual(
      invoicesBefore,
    );
    expect(
      (
        await test.app.inject({ method: 'GET', url: '/api/admin/members?status=deactivated', headers: bearer(admin) })
      ).json(),
    ).toMatchObject({
      items: [{ uid }],
    });

    expect((await patch(uid, { status: 'active' })).statusCode).toBe(200);
    expect((await login('mdb@campus.test')).statusCode).toBe(200);
    const actions = await test.app.db
      .selectFrom('audit_events')
      .select('action')
      .where('target_uid', '=', uid)
      .orderBy('at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['member.deactivated', 'member.reactivated']);
  });

  it('keeps the last MDB_ADMIN from removing their own right or closing their own account', async () => {
    const self = DEMO_ACCOUNTS.admin.uid;
    const removed = await patch(self, { permissions: [] });
    expect(removed.statusCode).toBe(409);
    expect(errorBody(removed).error).toBe(ADMINISTRATION_MESSAGES.lastAdminRight);
    const closed = await patch(self, { status: 'deactivated' });
    expect(closed.statusCode).toBe(409);
    expect(errorBody(closed).error).toBe(ADMINISTRATION_MESSAGES.lastAdminDeactivation);
    expect((await me(admin)).json<MeResponse>().permissions).toEqual(['MDB_ADMIN']);

    // With a second admin, the first may step down.
    expect((await patch(DEMO_ACCOUNTS.starter.uid, { permissions: ['MDB_ADMIN'] })).statusCode).toBe(200);
    expect((await patch(self, { permissions: [] })).statusCode).toBe(200);
    expect((await me(admin)).json<MeResponse>().permissions).toEqual([]);
  });
});
