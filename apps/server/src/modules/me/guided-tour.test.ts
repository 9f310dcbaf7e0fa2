import { meResponseSchema, type MeResponse } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function me(token: string): Promise<MeResponse> {
  const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return meResponseSchema.parse(response.json());
}

const putTour = (token: string | null, payload: Record<string, unknown>) =>
  test.app.inject({ method: 'PUT', url: '/api/me/tour', headers: token ? bearer(token) : {}, payload });

describe('the guided tour, once per member (spec 2.6)', () => {
  it('is not shown again to a demo member, who has been here before', async () => {
    expect((await me(await test.signIn('sport@campus.test'))).tourSeen).toBe(true);
  });

  it('shows to a new member until they finish or skip it, then never again on any sign-in', async () => {
    const db = test.app.db;
    const model = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'starter@campus.test')
      .executeTakeFirstOrThrow();
    const { tour_seen_at: _seen, ...columns } = model;
    await db
      .insertInto('users')
      .values({ ...columns, uid: 'tour-new-member', email: 'nouveau.membre@campus.test', search_text: null })
      .execute();
    await db.insertInto('user_channels').values({ uid: 'tour-new-member', channel: 'immobilier' }).execute();

    const token = await test.signIn('nouveau.membre@campus.test');
    expect((await me(token)).tourSeen).toBe(false);
    const done = await putTour(token, { seen: true });
    expect(done.statusCode).toBe(200);
    expect(meResponseSchema.parse(done.json()).tourSeen).toBe(true);
    expect((await me(token)).tourSeen).toBe(true);
    expect((await me(await test.signIn('nouveau.membre@campus.test'))).tourSeen).toBe(true);
  });

  it('shows again to a member who resets it, and to no one else', async () => {
    const mdb = await test.signIn('mdb@campus.test');
    const admin = await test.signIn('admin@campus.test');
    expect((await putTour(mdb, { seen: false })).statusCode).toBe(200);
    expect((await me(mdb)).tourSeen).toBe(false);
    expect((await me(admin)).tourSeen).toBe(true);
    await putTour(mdb, { seen: true });
    expect((await me(mdb)).tourSeen).toBe(true);
  });

  it('needs a signed-in member and a boolean', async () => {
    expect((await putTour(null, { seen: true })).statusCode).toBe(401);
    const response = await putTour(await test.signIn('mdb@campus.test'), { seen: 'oui' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBody(response).errors ?? {})).toEqual(['seen']);
  });
});
