import { AUTH_MESSAGES, meResponseSchema, type MeResponse } from '@campus/domain/account';
import { MDB_ADMIN } from '@campus/domain/rights';
import { CHANNELS, VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function me(email: string): Promise<MeResponse> {
  const token = await test.signIn(email);
  const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return meResponseSchema.parse(response.json());
}

describe('GET /api/me', () => {
  it('answers every field of the contract, with all five channels and no LMS token yet', async () => {
    const admin = await me('admin@campus.test');
    expect(admin.uid).toBe(DEMO_ACCOUNTS.admin.uid);
    expect(admin.email).toBe('admin@campus.test');
    expect(admin.channels).toEqual(CHANNELS.map(({ slug, name }) => ({ slug, name })));
    expect(admin.lms).toEqual({ token: null, courseSite: false });
    expect(admin.address).toEqual({
      line1: '24 rue de la Paix',
      postale_code: '75002',
      city: 'Paris',
      country: 'FR',
      company: 'Campus Formation SAS',
    });
  });

  it.each([
    {
      email: 'admin@campus.test',
      formations: { air: false, mdb: false, sport: false, starter_mdb: false },
      permissions: [MDB_ADMIN],
      isCustomer: true,
      isAmbassador: false,
      userChannels: ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'],
    },
    {
      email: 'mdb@campus.test',
      formations: { air: true, mdb: true, sport: false, starter_mdb: false },
      permissions: [],
      isCustomer: true,
      isAmbassador: true,
      userChannels: ['base', 'immobilier', 'entrepreneuriat', 'finance'],
    },
    {
      email: 'air@campus.test',
      formations: { air: true, mdb: false, sport: false, starter_mdb: false },
      permissions: [],
      isCustomer: true,
      isAmbassador: false,
      userChannels: ['immobilier', 'entrepreneuriat'],
    },
    {
      email: 'starter@campus.test',
      formations: { air: false, mdb: true, sport: false, starter_mdb: true },
      permissions: [],
      isCustomer: true,
      isAmbassador: false,
      userChannels: ['immobilier'],
    },
    {
      email: 'sport@campus.test',
      formations: { air: false, mdb: false, sport: true, starter_mdb: false },
      permissions: [],
      isCustomer: true,
      isAmbassador: false,
      userChannels: ['base', 'sport'],
    },
    {
      email: 'prospect@campus.test',
      formations: { air: false, mdb: false, sport: false, starter_mdb: false },
      permissions: [],
      isCustomer: false,
      isAmbassador: false,
      userChannels: ['immobilier'],
    },
  ])('describes $email as architecture 4.4 lists it', async ({ email, isAmbassador, ...expected }) => {
    const account = await me(email);
    expect(account).toMatchObject(expected);
    expect(account.isAmbassador).toBe(isAmbassador);
    expect(account.permissionAmbassador).toBe(isAmbassador);
  });

  it('gives the previous sign-in as lastSignIn, not the current one', async () => {
    const first = await me('air@campus.test');
    const second = await me('air@campus.test');
    expect(first.lastSignIn).not.toBeNull();
    expect(second.lastSignIn).not.toBe(first.lastSignIn);
    expect(new Date(second.lastSignIn ?? 0).getTime()).toBeGreaterThan(new Date(first.lastSignIn ?? 0).getTime());
    expect(new Date(second.lastSignIn ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('shows a change written to the database at once, although answers are cached', async () => {
    const token = await test.signIn('admin@campus.test');
    const read = async () =>
      (await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json<MeResponse>();
    const before = await read();
    expect(await read()).toEqual(before);
    await test.app.db
      .updateTable('users')
      .set({ points: before.points + 25 })
      .where('uid', '=', before.uid)
      .execute();
    expect((await read()).points).toBe(before.points + 25);
  });

  it('gives levels per channel, in level order', async () => {
    const mdb = await me('mdb@campus.test');
    expect(mdb.levels.immobilier).toEqual([
      { level: 1, completed: true },
      { level: 2, completed: true },
      { level: 3, completed: false },
    ]);
  });
});

describe('PUT /api/me', () => {
  const put = (token: string, payload: object) =>
    test.app.inject({ method: 'PUT', url: '/api/me', headers: bearer(token), payload });

  it('refuses blank names, a bad phone and a bad postal code, with French messages per path', async () => {
    const token = await test.signIn('sport@campus.test');
    const response = await put(token, {
      firstname: '  ',
      lastname: 'x'.repeat(101),
      phoneNumber: 'abc',
      address: { postale_code: '7500', country: 'FR' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      error: AUTH_MESSAGES.invalidBody,
      errors: {
        firstname: [VIOLATION_MESSAGES.notBlank],
        lastname: [VIOLATION_MESSAGES.maxLength(100)],
        phoneNumber: [VIOLATION_MESSAGES.phone],
        'address.postale_code': [VIOLATION_MESSAGES.postalCode],
      },
    });
  });

  it('saves the profile and answers the new state', async () => {
    const token = await test.signIn('sport@campus.test');
    const response = await put(token, {
      firstname: 'Léa',
      lastname: 'Girard-Martin',
      displayName: 'Léa G.',
      phoneNumber: '06 39 98 20 20',
      address: { line1: '10 rue Oberkampf', postale_code: '75011', city: 'Paris', company: '' },
    });
    expect(response.statusCode).toBe(200);
    const updated = meResponseSchema.parse(response.json());
    expect(updated).toMatchObject({
      firstname: 'Léa',
      lastname: 'Girard-Martin',
      displayName: 'Léa G.',
      phoneNumber: '06 39 98 20 20',
      address: { line1: '10 rue Oberkampf', postale_code: '75011', city: 'Paris', country: 'FR', company: null },
    });
    expect((await me('sport@campus.test')).lastname).toBe('Girard-Martin');
  });

  it('falls back to "Firstname Lastname" when the display name is emptied', async () => {
    const token = await test.signIn('sport@campus.test');
    const response = await put(token, { firstname: 'Léa', lastname: 'Girard', displayName: '' });
    expect(response.json<MeResponse>().displayName).toBe('Léa Girard');
  });
});

describe('PUT /api/me/levels', () => {
  const putLevels = (token: string, payload: object) =>
    test.app.inject({ method: 'PUT', url: '/api/me/levels', headers: bearer(token), payload });

  it('recomputes the levels of a channel the member owns instead of taking the ones sent', async () => {
    const token = await test.signIn('air@campus.test');
    const response = await putLevels(token, {
      channel: 'entrepreneuriat',
      levels: [
        { level: 1, completed: true },
        { level: 2, completed: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<MeResponse>().levels.entrepreneuriat).toEqual([
      { level: 1, completed: false },
      { level: 2, completed: false },
      { level: 3, completed: false },
    ]);
  });

  it('answers 403 for a channel the member does not own', async () => {
    const token = await test.signIn('air@campus.test');
    const response = await putLevels(token, { channel: 'finance', levels: [{ level: 1, completed: true }] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.forbidden });
  });

  it('refuses an unknown channel', async () => {
    const token = await test.signIn('air@campus.test');
    expect((await putLevels(token, { channel: 'cuisine' })).statusCode).toBe(400);
  });
});
