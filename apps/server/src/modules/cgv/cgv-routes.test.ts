import { cgvNeedRefreshResponseSchema, type MeResponse } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';
import { needsTermsRefresh } from './terms.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function termsStatus(token: string) {
  const response = await test.app.inject({ method: 'GET', url: '/api/cgv/needRefresh', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return cgvNeedRefreshResponseSchema.parse(response.json());
}

const accept = (token: string, payload: object) =>
  test.app.inject({ method: 'PUT', url: '/api/cgv/accepted', headers: bearer(token), payload });

describe('terms of sale', () => {
  it('must be confirmed by starter@campus.test, for the version now in force', async () => {
    const status = await termsStatus(await test.signIn('starter@campus.test'));
    expect(status.needRefresh).toBe(true);
    expect(new Date(status.terms?.publishedAt ?? '').getTime()).toBeLessThan(Date.now());
    expect(new Date(status.terms?.effectiveAt ?? '').getTime()).toBeLessThan(Date.now());
  });

  it.each(['admin@campus.test', 'mdb@campus.test', 'air@campus.test', 'sport@campus.test', 'prospect@campus.test'])(
    'are already accepted by %s',
    async (email) => {
      expect((await termsStatus(await test.signIn(email))).needRefresh).toBe(false);
    },
  );

  it('stay pending when the member declines, and are cleared once accepted', async () => {
    const token = await test.signIn('starter@campus.test');
    expect((await accept(token, { cgvAccepted: false })).statusCode).toBe(204);
    expect((await termsStatus(token)).needRefresh).toBe(true);

    expect((await accept(token, { cgvAccepted: true })).statusCode).toBe(204);
    expect((await termsStatus(token)).needRefresh).toBe(false);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json<MeResponse>().neededRefreshCgv).toBe(false);
  });

  it('count as accepted when the body omits the value (acceptance defaults to true)', async () => {
    await test.app.db
      .updateTable('users')
      .set({ cgv_accepted_version: null })
      .where('email', '=', 'air@campus.test')
      .execute();
    const token = await test.signIn('air@campus.test');
    expect((await termsStatus(token)).needRefresh).toBe(true);
    expect((await accept(token, {})).statusCode).toBe(204);
    expect((await termsStatus(token)).needRefresh).toBe(false);
  });

  it('need no refresh while no terms are published', () => {
    expect(needsTermsRefresh(null, null)).toBe(false);
    expect(needsTermsRefresh('2025-01-01', { version: '2025-06-01', publishedAt: '', effectiveAt: '' })).toBe(true);
  });
});
