import { ADMINISTRATION_MESSAGES, type MemberDetail } from '@campus/domain/administration';
import type { MeResponse } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

const NO_FORMATIONS = { air: false, mdb: false, sport: false, starter_mdb: false };

function invite(email: string, overrides: Record<string, unknown> = {}) {
  return test.app.inject({
    method: 'POST',
    url: '/api/admin/members',
    headers: bearer(admin),
    payload: {
      email,
      firstname: 'Léa',
      lastname: 'Martin',
      formations: { ...NO_FORMATIONS, air: true },
      channels: ['entrepreneuriat', 'immobilier'],
      isCustomer: true,
      ...overrides,
    },
  });
}

/** The token of the last invitation mailed to this address, read from the outbox. */
async function mailedToken(email: string): Promise<string> {
  const mail = await test.app.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /http:\/\/campus\.test\/invitation\?token=(\S+)/.exec(mail.text_body);
  expect(link, mail.text_body).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

const accept = (token: string, password = 'mon-mot-de-passe') =>
  test.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token, password } });

describe('inviting a member', () => {
  it('creates an invited member and mails a link that sets the password, signs in and lands on the given channels', async () => {
    const response = await invite('Lea.Martin@Exemple.fr');
    expect(response.statusCode).toBe(201);
    const { uid } = response.json<{ uid: string }>();
    const detail = await test.app.inject({ method: 'GET', url: `/api/admin/members/${uid}`, headers: bearer(admin) });
    expect(detail.json<MemberDetail>()).toMatchObject({
      email: 'lea.martin@exemple.fr',
      status: 'invited',
      channels: ['immobilier', 'entrepreneuriat'],
      invitation: { state: 'pending' },
    });

    const token = await mailedToken('lea.martin@exemple.fr');
    const preview = await test.app.inject({ method: 'GET', url: `/api/auth/invitation?token=${token}` });
    expect(preview.json()).toEqual({ email: 'lea.martin@exemple.fr', firstname: 'Léa' });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(accepted.json<{ token: string }>().token),
    });
    expect(me.json<MeResponse>()).toMatchObject({
      uid,
      isCustomer: true,
      userChannels: ['immobilier', 'entrepreneuriat'],
      formations: { air: true, mdb: false },
      // The terms of sale show at the first sign-in.
      neededRefreshCgv: true,
    });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lea.martin@exemple.fr', password: 'mon-mot-de-passe' },
    });
    expect(login.statusCode).toBe(200);
    // Single use.
    const again = await accept(token);
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).error).toBe(ADMINISTRATION_MESSAGES.invalidInvitation);
  });

  it('answers 409 when the e-mail is taken, and writes nothing', async () => {
    const before = await test.app.db.selectFrom('users').select('uid').execute();
    const response = await invite('mdb@campus.test');
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toEqual({
      error: ADMINISTRATION_MESSAGES.emailTaken,
      errors: { email: [ADMINISTRATION_MESSAGES.emailTaken] },
    });
    expect(await test.app.db.selectFrom('users').select('uid').execute()).toHaveLength(before.length);
  });

  it('refuses bad input with French field errors', async () => {
    const response = await invite('pas-une-adresse', { channels: ['cuisine'], formations: undefined });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toMatchObject({
      email: ['Cette valeur doit être une adresse e-mail valide'],
      'channels.0': ['Cette valeur ne fait pas partie des choix possibles'],
      formations: ['Ce champs est obligatoire'],
    });
  });

  it('refuses an expired link in French; a new one sent again works, the old one dies', async () => {
    const { uid } = (await invite('expire@exemple.fr')).json<{ uid: string }>();
    const first = await mailedToken('expire@exemple.fr');
    await test.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uid', '=', uid)
      .execute();
    const expired = await accept(first);
    expect(expired.statusCode).toBe(400);
    expect(errorBody(expired).error).toBe(ADMINISTRATION_MESSAGES.invalidInvitation);

    const resent = await test.app.inject({
      method: 'POST',
      url: `/api/admin/members/${uid}/invitation`,
      headers: bearer(admin),
    });
    expect(resent.statusCode).toBe(204);
    const second = await mailedToken('expire@exemple.fr');
    expect(second).not.toBe(first);
    expect((await accept(second)).statusCode).toBe(200);
    expect((await accept(first)).statusCode).toBe(400);
  });

  it('a revoked invitation opens nothing; an accepted one cannot be revoked or resent', async () => {
    const { uid } = (await invite('revoque@exemple.fr')).json<{ uid: string }>();
    const token = await mailedToken('revoque@exemple.fr');
    const revoke = () =>
      test.app.inject({ method: 'DELETE', url: `/api/admin/members/${uid}/invitation`, headers: bearer(admin) });
    expect((await revoke()).statusCode).toBe(204);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await revoke()).statusCode).toBe(409);

    const accepted = await test.app.db
      .selectFrom('users')
      .select('uid')
      .where('email', '=', 'mdb@campus.test')
      .executeTakeFirstOrThrow();
    const resend = await test.app.inject({
      method: 'POST',
      url: `/api/admin/members/${accepted.uid}/invitation`,
      headers: bearer(admin),
    });
    expect(resend.statusCode).toBe(409);
    expect(errorBody(resend).error).toBe(ADMINISTRATION_MESSAGES.noPendingInvitation);
  });

  it('journals the invitation, its resend and its revocation', async () => {
    const actions = await test.app.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', 'in', ['member.invited', 'member.invitation-resent', 'member.invitation-revoked'])
      .execute();
    expect(new Set(actions.map((row) => row.action))).toEqual(
      new Set(['member.invited', 'member.invitation-resent', 'member.invitation-revoked']),
    );
  });
});
