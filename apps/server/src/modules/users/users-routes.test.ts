import * as z from 'zod/mini';
import { AUTH_MESSAGES, publicUserResponseSchema } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn('air@campus.test');
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/users/:id', () => {
  it('shows another member without their e-mail, phone or address', async () => {
    const response = await get(`/api/users/${DEMO_ACCOUNTS.mdb.uid}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(z.strictObject(publicUserResponseSchema.shape).parse(body)).toMatchObject({
      uid: DEMO_ACCOUNTS.mdb.uid,
      displayName: 'Julien Moreau',
      isAmbassador: true,
      userChannels: ['base', 'immobilier', 'entrepreneuriat', 'finance'],
    });
    expect(JSON.stringify(body)).not.toMatch(/campus\.test|06 39 98|quai Saint-Antoine|69002/);
  });

  it('answers a JSON 404 for an unknown member', async () => {
    const response = await get('/api/users/inconnu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.notFound });
  });
});

describe('GET /api/firebase/user/:uid/info', () => {
  it('answers the display name and picture of a profile', async () => {
    const response = await get(`/api/firebase/user/${DEMO_ACCOUNTS.starter.uid}/info`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { displayName: 'Thomas Petit', pictureUrl: null } });
  });

  it('prefers the display name a member chose', async () => {
    const antoine = await test.app.db
      .selectFrom('users')
      .select('uid')
      .where('email', '=', 'antoine.dubois@campus.test')
      .executeTakeFirstOrThrow();
    const response = await get(`/api/firebase/user/${antoine.uid}/info`);
    expect(response.json()).toMatchObject({ data: { displayName: 'Antoine D.' } });
  });

  it('answers a JSON 404 for an unknown uid', async () => {
    const response = await get('/api/firebase/user/inconnu/info');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.notFound });
  });
});
