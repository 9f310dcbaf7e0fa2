import { AUTH_MESSAGES, refreshResponseSchema } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { insertRows } from '../../db/insert-rows.js';
import { LOGIN_THROTTLE } from './login-throttle.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const login = (payload: unknown, ip = '10.0.0.1') =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress: ip });

describe('POST /api/auth/login', () => {
  it('answers a token for the right password, whatever the e-mail case', async () => {
    const response = await login({ email: ' Admin@Campus.test ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password with the French message', async () => {
    const response = await login({ email: 'air@campus.test', password: 'pas-le-bon' }, '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.badCredentials });
  });

  it('refuses an unknown e-mail exactly like a wrong password', async () => {
    const response = await login({ email: 'personne@campus.test', password: DEMO_PASSWORD }, '10.0.0.3');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.badCredentials });
  });

  it('answers 400 with per-field violations for a malformed body', async () => {
    const response = await login({ email: 'pas-un-email', password: '' }, '10.0.0.4');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      error: AUTH_MESSAGES.invalidBody,
      errors: { email: [VIOLATION_MESSAGES.email], password: [VIOLATION_MESSAGES.notBlank] },
    });
  });

  it('throttles an e-mail from one IP after repeated failures, even with the right password then', async () => {
    const ip = '10.1.0.1';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerEmailAndIp; attempt += 1) {
      expect((await login({ email: 'starter@campus.test', password: 'faux' }, ip)).statusCode).toBe(401);
    }
    const response = await login({ email: 'starter@campus.test', password: DEMO_PASSWORD }, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);
    expect((await login({ email: 'sport@campus.test', password: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it("does not lock the owner out when a stranger's failures come from elsewhere", async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerEmailAndIp; attempt += 1) {
      expect((await login({ email: 'air@campus.test', password: 'faux' }, '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await login({ email: 'air@campus.test', password: 'faux' }, '10.4.0.1')).statusCode).toBe(429);
    expect((await login({ email: 'air@campus.test', password: DEMO_PASSWORD }, '10.4.9.9')).statusCode).toBe(200);
  });

  it('stops distributed guessing of one e-mail at the ceiling of 100 failures, from any IP', async () => {
    // The failures of many IPs, written as the throttle records them (100 sign-ins would take argon2 seconds).
    const now = new Date().toISOString();
    await insertRows(
      test.app.db,
      'login_failures',
      Array.from({ length: LOGIN_THROTTLE.maxFailuresPerEmail }, (_, index) => ({
        id: `distributed-${index}`,
        email: 'mdb@campus.test',
        ip: `10.5.${Math.floor(index / 250)}.${index % 250}`,
        created_at: now,
      })),
    );
    const response = await login({ email: 'mdb@campus.test', password: DEMO_PASSWORD }, '10.5.99.1');
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await test.app.db.deleteFrom('login_failures').where('email', '=', 'mdb@campus.test').execute();
  });

  it('throttles an IP after repeated failures on many e-mails', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxFailuresPerIp; attempt += 1) {
      expect((await login({ email: `inconnu${attempt}@campus.test`, password: 'faux' }, ip)).statusCode).toBe(401);
    }
    const response = await login({ email: 'mdb@campus.test', password: DEMO_PASSWORD }, ip);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: 'mdb@campus.test', password: DEMO_PASSWORD }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('lets 60 successful sign-ins from one office IP through within a minute', async () => {
    const started = Date.now();
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect((await login({ email: 'air@campus.test', password: DEMO_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
    }
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});

describe('the bearer token', () => {
  it.each(['/api/me', '/api/users/x', '/api/anything', '/shop/invoices', '/shop'])('is required on %s', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.unauthenticated });
  });

  it('is refused when it is not one the server issued', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer('forged-token') });
    expect(response.statusCode).toBe(401);
  });

  it('opens the shop API, whose unknown routes then answer a JSON 404', async () => {
    const token = await test.signIn('admin@campus.test');
    const response = await test.app.inject({ method: 'GET', url: '/shop/nothing-here', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.notFound });
  });

  it('stops working once it has expired', async () => {
    const token = await test.signIn('prospect@campus.test');
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
    await test.app.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uid', '=', DEMO_ACCOUNTS.prospect.uid)
      .execute();
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('is revoked by logout', async () => {
    const token = await test.signIn('admin@campus.test');
    const logout = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const me = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('is rotated by POST /api/me/refresh: the new one works, the old one no longer', async () => {
    const token = await test.signIn('admin@campus.test');
    const refresh = await test.app.inject({ method: 'POST', url: '/api/me/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(200);
    const fresh = refresh.json<{ token: string }>().token;
    expect(fresh).not.toBe(token);
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('is refreshed with the member in the same answer, as GET /api/me gives it', async () => {
    const token = await test.signIn('mdb@campus.test');
    const refresh = await test.app.inject({ method: 'POST', url: '/api/me/refresh', headers: bearer(token) });
    const { token: fresh, me } = refreshResponseSchema.parse(refresh.json());
    const current = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(fresh) });
    expect(me).toEqual(current.json());
    expect(current.json<{ email: string }>().email).toBe('mdb@campus.test');
  });

  it('is stored only as a hash', async () => {
    const token = await test.signIn('air@campus.test');
    const stored = await test.app.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
