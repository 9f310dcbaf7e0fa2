import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  ACCOUNT_CLOSURE_DELAY_DAYS,
  AUTH_MESSAGES,
  CLOSED_MEMBER_NAME,
  CLOSURE_MESSAGES,
  type AccountClosure,
  type MeResponse,
  type ProfileInfoResponse,
} from '@campus/domain/account';
import type { MemberDetail } from '@campus/domain/administration';
import { REALTIME_CLOSE_CODES } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../testing/demo-data.js';
import { RealtimeTestClient } from '../../testing/realtime-client.js';
import { bearer, createTestApp, errorBody, multipartFile, type TestApp } from '../../testing/test-app.js';
import { exportFilePath } from '../data-export/data-export.js';
import { closeDueAccounts } from './account-closure.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let test: TestApp;
let baseUrl: string;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

const ask = (token: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/me/closure', headers: bearer(token), payload: { password } });
const cancel = (token: string) => test.app.inject({ method: 'DELETE', url: '/api/me/closure', headers: bearer(token) });
const get = (url: string, token: string) => test.app.inject({ method: 'GET', url, headers: bearer(token) });
const login = (email: string) =>
  test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
const mailsTo = (email: string) =>
  test.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('created_at').execute();
const journal = (uid: string, action: string) =>
  test.app.db
    .selectFrom('audit_events')
    .selectAll()
    .where('target_uid', '=', uid)
    .where('action', '=', action as never)
    .execute();
const user = (uid: string) =>
  test.app.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
const later = (days: number) => new Date(Date.now() + days * DAY_MS);

describe('a member asks to close their account', () => {
  it('refuses a wrong password with the sign-in message, and schedules nothing', async () => {
    const token = await test.signIn('sport@campus.test');
    const response = await ask(token, 'pas-le-bon-mot-de-passe');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({
      error: AUTH_MESSAGES.badCredentials,
      errors: { password: [AUTH_MESSAGES.badCredentials] },
    });
    expect((await get('/api/me/closure', token)).json<AccountClosure>()).toEqual({ dueAt: null });
    expect((await user(DEMO_ACCOUNTS.sport.uid)).closure_due_at).toBeNull();
  });

  it('schedules it 30 days later, mails the date and the way back; cancelled, the job leaves the account alone', async () => {
    const { uid, email } = DEMO_ACCOUNTS.air;
    const token = await test.signIn(email);
    const before = Date.now();
    const response = await ask(token, DEMO_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const { dueAt } = response.json<AccountClosure>();
    const due = Date.parse(dueAt ?? '');
    expect(due).toBeGreaterThanOrEqual(before + ACCOUNT_CLOSURE_DELAY_DAYS * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + ACCOUNT_CLOSURE_DELAY_DAYS * DAY_MS);
    expect((await get('/api/me/closure', token)).json<AccountClosure>()).toEqual({ dueAt });
    const date = new Date(due).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    const [asked] = await mailsTo(email);
    expect(asked?.subject).toBe('La fermeture de votre compte Campus est prévue');
    expect(asked?.text_body).toContain(`Elle aura lieu le ${date}.`);
    expect(asked?.text_body).toContain('/mon-compte/mon-profil');
    expect(await journal(uid, 'member.closure-requested')).toMatchObject([{ actor_uid: uid }]);
    // Asked twice: the first date holds.
    expect(errorBody(await ask(token, DEMO_PASSWORD)).error).toBe(CLOSURE_MESSAGES.alreadyScheduled);

    const cancelled = await cancel(token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<AccountClosure>()).toEqual({ dueAt: null });
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(
      'La fermeture de votre compte Campus est annulée',
    );
    expect(await journal(uid, 'member.closure-cancelled')).toMatchObject([{ actor_uid: uid }]);

    await closeDueAccounts(test.app, later(ACCOUNT_CLOSURE_DELAY_DAYS + 1));
    expect(await user(uid)).toMatchObject({ status: 'active', email, closed_at: null });
    expect((await get('/api/me', token)).statusCode).toBe(200);
    expect(await journal(uid, 'member.anonymised')).toEqual([]);
  });
});

describe('a closing member is not charged again', () => {
  const running = (uid: string) =>
    test.app.db
      .selectFrom('subscriptions')
      .select(['id', 'cancel_at_period_end', 'ended_at'])
      .where('uid', '=', uid)
      .execute();

  it('stops the renewals when the closure is asked, and ends what is left with the account', async () => {
    // starter@ pays a monthly offer through the sandbox (the seed's sale, through the real payment path).
    const { uid, email } = DEMO_ACCOUNTS.starter;
    const renewing = (await running(uid)).filter((row) => !row.ended_at && !row.cancel_at_period_end);
    expect(renewing.length).toBeGreaterThan(0);
    const token = await test.signIn(email);
    expect((await ask(token, DEMO_PASSWORD)).statusCode).toBe(200);
    for (const row of (await running(uid)).filter((subscription) => !subscription.ended_at)) {
      expect(row.cancel_at_period_end).toBe(1);
    }

    // A copy of their data they asked for goes with the account, zip included.
    const now = new Date().toISOString();
    await test.app.db
      .insertInto('data_exports')
      .values({
        id: 'closing-export',
        uid,
        status: 'ready',
        token_hash: null,
        size: 3,
        created_at: now,
        ready_at: now,
        expires_at: now,
      })
      .execute();
    const zip = exportFilePath(test.config.dataDir, 'closing-export');
    await mkdir(dirname(zip), { recursive: true });
    await writeFile(zip, 'zip');

    await closeDueAccounts(test.app, later(ACCOUNT_CLOSURE_DELAY_DAYS + 1));
    expect(await user(uid)).toMatchObject({ status: 'closed' });
    for (const row of await running(uid)) expect(row.ended_at).not.toBeNull();
    expect(await test.app.db.selectFrom('data_exports').select('id').where('uid', '=', uid).execute()).toEqual([]);
    expect(existsSync(zip)).toBe(false);
  });
});

describe('after the delay, the daily job anonymises the account', () => {
  it('erases who they were; their messages, invoices and signed contracts stay', async () => {
    const { uid, email } = DEMO_ACCOUNTS.mdb;
    const token = await test.signIn(email);
    const { payload, headers } = multipartFile('picture', 'moi.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = await test.app.inject({
      method: 'PUT',
      url: '/api/me/picture',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    const pictureFile = join(test.config.dataDir, (uploaded.json<MeResponse>().pictureUrl ?? '').replace(/^\//, ''));
    expect(existsSync(pictureFile)).toBe(true);
    const dealPhotos = await test.app.db
      .selectFrom('deal_photos')
      .innerJoin('deals', 'deals.id', 'deal_photos.deal_id')
      .select('deal_photos.path')
      .where('deals.author_uid', '=', uid)
      .execute();
    // A discussion of theirs with another member, and the documents the law keeps.
    const shared = await test.app.db
      .selectFrom('messages')
      .innerJoin('discussion_members as other', 'other.discussion_id', 'messages.discussion_id')
      .innerJoin('users', 'users.uid', 'other.uid')
      .select(['messages.id', 'messages.discussion_id', 'users.email'])
      .where('messages.author_id', '=', uid)
      .where('other.uid', '<>', uid)
      .where('users.status', '=', 'active')
      .executeTakeFirstOrThrow();
    const invoices = await test.app.db
      .selectFrom('invoices')
      .select('id')
      .where('uid', '=', uid)
      .where('number', 'is not', null)
      .execute();
    const signed = await test.app.db
      .selectFrom('contracts')
      .select('id')
      .where('uid', '=', uid)
      .where('signed_at', 'is not', null)
      .execute();
    expect(invoices.length).toBeGreaterThan(0);
    expect(signed.length).toBeGreaterThan(0);
    // They blocked a member, and a member blocked them.
    const blocks = [
      { blocker_uid: uid, blocked_uid: DEMO_ACCOUNTS.air.uid, created_at: new Date().toISOString() },
      { blocker_uid: DEMO_ACCOUNTS.sport.uid, blocked_uid: uid, created_at: new Date().toISOString() },
    ];
    await test.app.db.insertInto('member_blocks').values(blocks).execute();

    expect((await ask(token, DEMO_PASSWORD)).statusCode).toBe(200);
    const client = new RealtimeTestClient(baseUrl);
    await client.signIn(token);

    // A day before it is due, nothing happens.
    await closeDueAccounts(test.app, later(ACCOUNT_CLOSURE_DELAY_DAYS - 1));
    expect((await user(uid)).status).toBe('active');

    expect(await closeDueAccounts(test.app, later(ACCOUNT_CLOSURE_DELAY_DAYS + 1))).toEqual({ anonymised: 1 });
    expect(await client.closed()).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    const closed = await user(uid);
    expect(closed).toMatchObject({
      status: 'closed',
      email: `supprime-${uid}@invalid`,
      display_name: CLOSED_MEMBER_NAME,
      firstname: null,
      lastname: null,
      phone_number: null,
      picture_path: null,
      address_line1: null,
      closure_due_at: null,
    });
    expect(closed.closed_at).not.toBeNull();
    expect(await journal(uid, 'member.anonymised')).toMatchObject([{ actor_uid: null }]);

    // No sign-in, no session, no file left.
    expect((await login(email)).statusCode).toBe(401);
    expect((await get('/api/me', token)).statusCode).toBe(401);
    expect(await test.app.db.selectFrom('auth_tokens').select('uid').where('uid', '=', uid).execute()).toEqual([]);
    expect(existsSync(pictureFile)).toBe(false);
    for (const { path } of dealPhotos) {
      expect(existsSync(join(test.config.dataDir, 'uploads', 'pictures', path))).toBe(false);
    }
    expect(await test.app.db.selectFrom('deals').select('id').where('author_uid', '=', uid).execute()).toEqual([]);
    expect(await test.app.db.selectFrom('network_profiles').select('uid').where('uid', '=', uid).execute()).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    const blocksLeft = await test.app.db
      .selectFrom('member_blocks')
      .selectAll()
      .where((where) => where.or([where('blocker_uid', '=', uid), where('blocked_uid', '=', uid)]))
      .execute();
    expect(blocksLeft).toEqual([]);

    // The other member still reads their messages, under the closed account's name.
    const other = await test.signIn(shared.email);
    const messages = await get(`/api/discussions/${shared.discussion_id}/messages`, other);
    expect(messages.statusCode).toBe(200);
    const kept = await test.app.db
      .selectFrom('messages')
      .select(['author_id', 'discussion_id'])
      .where('id', '=', shared.id)
      .executeTakeFirst();
    expect(kept).toEqual({ author_id: uid, discussion_id: shared.discussion_id });
    const info = (await get(`/api/firebase/user/${uid}/info`, other)).json<ProfileInfoResponse>();
    expect(info.data).toEqual({ displayName: CLOSED_MEMBER_NAME, pictureUrl: null });

    // The invoices and signed contracts are all there, and an admin downloads them.
    expect(await test.app.db.selectFrom('invoices').select('id').where('uid', '=', uid).execute()).toEqual(
      expect.arrayContaining(invoices),
    );
    for (const { id } of invoices) {
      const pdf = await get(`/shop/admin/members/${uid}/invoices/${id}/pdf`, admin);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const { id } of signed) {
      const pdf = await get(`/api/admin/members/${uid}/contracts/${id}/signed-pdf`, admin);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // Once closed, it stays so: the admin edits nothing of it, and the job does not come back to it.
    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/members/${uid}`,
      headers: bearer(admin),
      payload: { status: 'active' },
    });
    expect(patched.statusCode).toBe(409);
    expect(errorBody(patched).error).toBe(CLOSURE_MESSAGES.alreadyClosed);
    expect(await closeDueAccounts(test.app, later(ACCOUNT_CLOSURE_DELAY_DAYS + 2))).toEqual({ anonymised: 0 });
  });
});

describe('an admin runs a member’s closure', () => {
  const adminRoutes = (uid: string) => [
    { method: 'POST' as const, url: `/api/admin/members/${uid}/closure` },
    { method: 'DELETE' as const, url: `/api/admin/members/${uid}/closure` },
    { method: 'POST' as const, url: `/api/admin/members/${uid}/anonymisation` },
  ];

  it('is refused to a member without the admin right', async () => {
    const token = await test.signIn(DEMO_ACCOUNTS.sport.email);
    for (const route of adminRoutes(DEMO_ACCOUNTS.air.uid)) {
      const response = await test.app.inject({ ...route, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).error).toBe(AUTH_MESSAGES.forbidden);
    }
    expect((await user(DEMO_ACCOUNTS.sport.uid)).status).toBe('active');
  });

  it('schedules, cancels and anonymises at once, each journaled under the admin', async () => {
    const { uid, email } = DEMO_ACCOUNTS.sport;
    const [schedule, unschedule, anonymise] = adminRoutes(uid).map(
      (route) => () => test.app.inject({ ...route, headers: bearer(admin) }),
    );
    const scheduled = await schedule!();
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<MemberDetail>().closureDueAt).not.toBeNull();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(
      'La fermeture de votre compte Campus est prévue',
    );
    const unscheduled = await unschedule!();
    expect(unscheduled.json<MemberDetail>()).toMatchObject({ closureDueAt: null, status: 'active' });
    expect(errorBody(await unschedule!()).error).toBe(CLOSURE_MESSAGES.notScheduled);

    const anonymised = await anonymise!();
    expect(anonymised.statusCode, anonymised.body).toBe(200);
    expect(anonymised.json<MemberDetail>()).toMatchObject({ status: 'closed', closureDueAt: null });
    expect(anonymised.json<MemberDetail>().closedAt).not.toBeNull();
    expect((await login(email)).statusCode).toBe(401);
    for (const action of ['member.closure-requested', 'member.closure-cancelled', 'member.anonymised']) {
      expect(await journal(uid, action)).toMatchObject([{ actor_uid: DEMO_ACCOUNTS.admin.uid }]);
    }
    expect(errorBody(await anonymise!()).error).toBe(CLOSURE_MESSAGES.alreadyClosed);
  });

  it('keeps the last admin’s account', async () => {
    const token = await test.signIn('admin@campus.test');
    const response = await ask(token, DEMO_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(errorBody(response).error).toBe(CLOSURE_MESSAGES.lastAdmin);
  });
});
