import { AUTH_MESSAGES } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { MAX_RESET_MAILS_PER_HOUR } from './password-reset.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const forgot = (email: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function outboxFor(email: string) {
  return test.app.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();
}

async function lastResetToken(email: string): Promise<string> {
  const mails = await outboxFor(email);
  const link = /http:\/\/campus\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '');
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return link[1];
}

describe('POST /api/auth/forgot-password', () => {
  it('answers 204 for an unknown e-mail and mails nobody', async () => {
    const response = await forgot('inconnu@campus.test');
    expect(response.statusCode).toBe(204);
    expect(await outboxFor('inconnu@campus.test')).toEqual([]);
  });

  it('answers 204 and keeps a French mail with the reset link in the outbox', async () => {
    expect((await forgot('Air@Campus.test')).statusCode).toBe(204);
    const [mail] = await outboxFor('air@campus.test');
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe Campus');
    expect(mail?.text_body).toContain('Bonjour Sophie,');
    expect(mail?.text_body).toMatch(/http:\/\/campus\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.html_body).toContain('href="http://campus.test/reset-password?token=');
    expect(mail?.sent_at).toBeNull();
  });

  it('validates the e-mail', async () => {
    const response = await forgot('pas-un-email');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual({ email: [VIOLATION_MESSAGES.email] });
  });

  it('mails one account at most a few times an hour', async () => {
    for (let attempt = 0; attempt < MAX_RESET_MAILS_PER_HOUR + 2; attempt += 1) {
      expect((await forgot('prospect@campus.test')).statusCode).toBe(204);
    }
    expect(await outboxFor('prospect@campus.test')).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, closes the open sessions, then refuses the same link', async () => {
    const session = await test.signIn('mdb@campus.test');
    await forgot('mdb@campus.test');
    const token = await lastResetToken('mdb@campus.test');

    expect((await reset(token, 'nouveau-mot-de-passe')).statusCode).toBe(204);
    expect((await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) })).statusCode).toBe(401);
    expect((await login('mdb@campus.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('mdb@campus.test', 'nouveau-mot-de-passe')).statusCode).toBe(200);

    const again = await reset(token, 'encore-un-autre');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
  });

  it('refuses an expired link', async () => {
    await forgot('sport@campus.test');
    const token = await lastResetToken('sport@campus.test');
    await test.app.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const response = await reset(token, 'nouveau-mot-de-passe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
    expect((await login('sport@campus.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link the server never sent', async () => {
    const response = await reset('invente', 'nouveau-mot-de-passe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.invalidResetToken });
  });

  it('asks for a password of at least 8 characters', async () => {
    const response = await reset('peu-importe', 'court');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual({ password: [VIOLATION_MESSAGES.minLength(8)] });
  });
});
