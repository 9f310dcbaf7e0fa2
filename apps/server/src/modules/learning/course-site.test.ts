import { AUTH_MESSAGES, type MeResponse } from '@campus/domain/account';
import type { CourseSiteTokenResponse } from '@campus/domain/navigation';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';
import { verifyCourseSiteToken } from './course-site.js';

const SECRET = 'cle-partagee-avec-le-site-de-cours-0123456789';
const items = [{ label: 'Tableau de bord', url: 'http://campus.test/', icon: 'dashboard', classes: ['hide-sport'] }];

let test: TestApp;
let builtIn: TestApp;
let mdb = '';
let prospect = '';

beforeAll(async () => {
  test = await createTestApp({ courseSite: { url: 'https://cours.example.org/entree', secret: SECRET } });
  builtIn = await createTestApp();
  mdb = await test.signIn('mdb@campus.test');
  prospect = await test.signIn('prospect@campus.test');
});
afterAll(async () => {
  await test.close();
  await builtIn.close();
});

const sign = (app: TestApp, token: string | null, body: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/shop/sign/token/lms', headers: token ? bearer(token) : {}, payload: body });

describe('POST /shop/sign/token/lms', () => {
  it('signs a short-lived token for the member and targets the course site with it, the channel and to', async () => {
    const before = Date.now();
    const response = await sign(test, mdb, { channel: 'finance', to: '/cours/42', items });
    expect(response.statusCode).toBe(200);
    const body = response.json<CourseSiteTokenResponse>();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'target', 'token']);
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(4 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    const target = new URL(body.target);
    expect(target.origin + target.pathname).toBe('https://cours.example.org/entree');
    expect(target.searchParams.get('token')).toBe(body.token);
    expect(target.searchParams.get('channel')).toBe('finance');
    expect(target.searchParams.get('to')).toBe('/cours/42');
    const claims = verifyCourseSiteToken(body.token, SECRET);
    expect(claims).toMatchObject({ channel: 'finance', customer: true, items });
    expect(claims?.exp).toBe(Math.floor(Date.parse(body.expiresAt) / 1000));
  });

  it('is refused once expired, with another key or when altered', async () => {
    const { token } = (await sign(test, mdb, { channel: 'immobilier', items })).json<CourseSiteTokenResponse>();
    const [version, payload, signature] = token.split('.');
    const now = Math.floor(Date.now() / 1000);
    expect(verifyCourseSiteToken(token, SECRET, now)).not.toBeNull();
    expect(verifyCourseSiteToken(token, SECRET, now + 301)).toBeNull();
    expect(verifyCourseSiteToken(token, `${SECRET}-autre`)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ sub: 'x', exp: now + 999 })).toString('base64url');
    expect(verifyCourseSiteToken(`${version}.${forged}.${signature}`, SECRET)).toBeNull();
    expect(payload).toBeTruthy();
  });

  it('signs for a prospect too, marked as such', async () => {
    const body = (await sign(test, prospect, { channel: 'immobilier', items })).json<CourseSiteTokenResponse>();
    expect(verifyCourseSiteToken(body.token, SECRET)).toMatchObject({ customer: false });
  });

  it("needs a signed-in member and one of the member's channels", async () => {
    expect((await sign(test, null, { channel: 'immobilier', items })).statusCode).toBe(401);
    expect((await sign(test, prospect, { channel: 'finance', items })).statusCode).toBe(403);
  });

  it('signs menu links to Campus and to the course site only, never javascript: or another host', async () => {
    const link = (url: string) => ({ label: 'Lien', url, classes: [] });
    const allowed = [link('http://campus.test/mon-reseau'), link('https://cours.example.org/cours/42')];
    expect((await sign(test, mdb, { channel: 'immobilier', items: allowed })).statusCode).toBe(200);
    for (const url of [
      'javascript:alert(document.cookie)',
      '//evil.example/',
      '/mon-reseau',
      'https://evil.example/',
      'http://campus.test.evil.example/',
      'http://campus.test@evil.example/',
      'https://campus.test/',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const response = await sign(test, mdb, { channel: 'immobilier', items: [allowed[0], link(url)] });
      expect(response.statusCode, url).toBe(400);
      expect(errorBody(response), url).toEqual({
        error: AUTH_MESSAGES.invalidBody,
        errors: { 'items.1.url': [VIOLATION_MESSAGES.url] },
      });
    }
    const builtInToken = await builtIn.signIn('mdb@campus.test');
    const toCourseSite = await sign(builtIn, builtInToken, { channel: 'immobilier', items: [allowed[1]] });
    expect(toCourseSite.statusCode, 'no course site configured: its links are no site of Campus').toBe(400);
  });

  it('answers bad input with the French errors shape', async () => {
    const response = await sign(test, mdb, { channel: 'cuisine', to: '//evil.example', items: [] });
    expect(response.statusCode).toBe(400);
    const body = errorBody(response);
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['channel', 'to']));
  });

  it("targets Campus's own classroom without a configured course site", async () => {
    const token = await builtIn.signIn('mdb@campus.test');
    expect((await sign(builtIn, token, { channel: 'immobilier', items })).json<CourseSiteTokenResponse>().target).toBe(
      '/mes-formations',
    );
    const course = await sign(builtIn, token, { channel: 'immobilier', to: '/cours/abc', items });
    expect(course.json<CourseSiteTokenResponse>().target).toBe('/classroom?id=abc');
  });
});

describe('GET /api/me tells the web app whether a course site is configured', () => {
  const meOf = async (app: TestApp, email: string) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await app.signIn(email)) });
    return response.json<MeResponse>();
  };

  it('says so with COURSE_SITE_URL: trainings then open through /site-de-cours', async () => {
    expect((await meOf(test, 'mdb@campus.test')).lms).toEqual({ token: null, courseSite: true });
  });

  it('says no without it: trainings open in the classroom', async () => {
    expect((await meOf(builtIn, 'mdb@campus.test')).lms).toEqual({ token: null, courseSite: false });
  });
});
