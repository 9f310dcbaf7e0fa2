import type { MeResponse } from '@campus/domain/account';
import { hasAccessRight, type AccessRight, type RightsSubject } from '@campus/domain/rights';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.js';
import { requireDeclaredAccess, type RouteRight } from './auth.js';

/**
 * The right every /api and /shop route needs. A new route fails this test until it is listed here, so adding one
 * is a decision about who may call it, made in review, not an accident.
 */
const EXPECTED_RIGHTS: Record<string, AccessRight> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/logout': 'member',
  'POST /api/me/refresh': 'member',
  'GET /api/me': 'member',
  'PUT /api/me': 'member',
  'PUT /api/me/picture': 'member',
  'DELETE /api/me/picture': 'member',
  'GET /api/me/closure': 'member',
  'POST /api/me/closure': 'member',
  'DELETE /api/me/closure': 'member',
  'PUT /api/me/levels': 'member',
  'GET /api/cgv/needRefresh': 'member',
  'PUT /api/cgv/accepted': 'member',
  'GET /api/users': 'network',
  'GET /api/users/:id': 'customer',
  'GET /api/firebase/user/:uid/info': 'customer',
  'POST /api/discussions': 'customer',
  'GET /api/discussions': 'customer',
  'POST /api/discussions/read': 'customer',
  'GET /api/discussions/:id': 'customer',
  'GET /api/discussions/:id/messages': 'customer',
  'POST /api/discussions/:id/messages': 'customer',
  'POST /api/discussions/:id/archive': 'customer',
  'POST /api/discussions/:id/reopen': 'customer',
  'POST /api/discussions/:id/read': 'customer',
  'POST /api/discussions/:id/typing': 'customer',
  'GET /api/me/read-receipts': 'customer',
  'PUT /api/me/read-receipts': 'customer',
  'PUT /api/members/:uid/block': 'customer',
  'DELETE /api/members/:uid/block': 'customer',
  'GET /api/me/blocks': 'customer',
  'GET /api/notifications': 'member',
  'GET /api/notifications/global': 'member',
  'POST /api/notifications/read': 'member',
  'POST /api/notifications/:id/read': 'member',
  'POST /api/notifications/global': 'admin',
  'POST /api/client-errors': 'member',
  'GET /api/events': 'events',
  'GET /api/events/my-sessions': 'events',
  'GET /api/events/:id': 'events',
  'POST /api/events/sessions/:id/join': 'events',
  'POST /api/events/sessions/:id/wait': 'events',
  'POST /api/events/sessions/:id/quit': 'events',
  'GET /api/events/sessions/:id/ics': 'events',
  'POST /api/events/calendar-feed': 'events',
  'DELETE /api/events/calendar-feed': 'events',
  'GET /api/events/feed/:token': 'public',
  'POST /api/events': 'admin',
  'PUT /api/events/:id': 'admin',
  'DELETE /api/events/:id': 'admin',
  'POST /api/events/:id/sessions': 'admin',
  'PUT /api/events/sessions/:id': 'admin',
  'DELETE /api/events/sessions/:id': 'admin',
  'GET /api/events/sessions/:id/webinar-registrations': 'admin',
  // The webinar sandbox's room: its secret link is the key, as a provider's personal join link is.
  'GET /api/webinar-sandbox/:registrantId': 'public',
  'GET /api/realtime': 'public',
  'GET /shop/invoices': 'member',
  'GET /shop/invoices/:id': 'member',
  'GET /shop/invoices/:id/pdf': 'member',
  'GET /shop/admin/members/:uid/invoices/:id/pdf': 'admin',
  'PUT /shop/invoices/:id/status': 'admin',
  'GET /shop/subscriptions': 'member',
  'GET /shop/billinginformations': 'member',
  'PUT /shop/billinginformations': 'member',
  'GET /shop/payment-method/list': 'member',
  'GET /shop/payment-method/secret': 'member',
  'POST /shop/payment-method': 'member',
  'POST /shop/payment-method/detach': 'member',
  'POST /shop/payment-method/setup-session': 'member',
  'POST /shop/payment-method/setup-session/:id/complete': 'member',
  'PUT /shop/payment-method/default': 'member',
  'GET /shop/offers': 'member',
  'POST /shop/checkout': 'member',
  'GET /shop/checkout/:id': 'member',
  'POST /shop/checkout/:id/pay': 'member',
  'POST /shop/checkout/:id/authenticate': 'member',
  'POST /shop/subscriptions/:id/cancel': 'member',
  'POST /shop/subscriptions/:id/resume': 'member',
  'GET /shop/admin/offers': 'admin',
  'POST /shop/admin/offers': 'admin',
  'PUT /shop/admin/offers/:id': 'admin',
  'GET /shop/admin/sales': 'admin',
  'POST /shop/admin/invoices/:id/refund': 'admin',
  'GET /shop/admin/subscriptions': 'admin',
  'GET /shop/admin/revenue': 'admin',
  'POST /shop/webhooks/stripe': 'public',
  'GET /api/contract/list/me': 'member',
  'GET /api/contract/list/me/waiting': 'member',
  'POST /api/contract/charte': 'member',
  'POST /api/contract/verify': 'public',
  'POST /api/contract/admin/issue': 'admin',
  'GET /api/contract/:id': 'member',
  'GET /api/contract/:id/pdf': 'member',
  'GET /api/contract/:id/signed-pdf': 'member',
  'GET /api/admin/members/:uid/contracts/:id/pdf': 'admin',
  'GET /api/admin/members/:uid/contracts/:id/signed-pdf': 'admin',
  'POST /api/contract/:id/sign': 'member',
  'GET /api/me/activity': 'customer',
  'GET /api/me/data-export': 'member',
  'POST /api/me/data-export': 'member',
  'GET /api/me/data-export/download': 'member',
  'GET /api/me/notification-preferences': 'member',
  'PUT /api/me/notification-preferences': 'member',
  // The unsubscribe link of a mail: its signed token is the key (no cookie: RFC 8058); the GET changes nothing.
  'GET /api/notifications/unsubscribe': 'public',
  'POST /api/notifications/unsubscribe': 'public',
  'GET /api/push/public-key': 'public',
  'POST /api/push/subscriptions': 'member',
  'DELETE /api/push/subscriptions': 'member',
  'POST /api/push/test': 'member',
  'GET /api/mdb-projects/user': 'mdb',
  'GET /api/mdb-projects/user/dashboard': 'mdb',
  'POST /api/mdb-projects/user': 'mdb',
  'PATCH /api/mdb-projects/user/:id': 'mdb',
  'PUT /api/mdb-projects/user/:id': 'mdb',
  'DELETE /api/mdb-projects/user/:id/files/:fileId': 'mdb',
  'GET /api/mdb-projects/committee': 'mdb',
  'GET /api/mdb-projects/search': 'admin',
  'GET /api/mdb-projects/search/count': 'admin',
  'GET /api/mdb-projects/:id': 'mdb',
  'POST /api/mdb-projects/:id/reviews': 'mdb',
  'PUT /api/mdb-projects/:id/status': 'admin',
  'GET /api/mdb-projects/:id/report': 'mdb',
  'GET /api/mdb-projects/:id/archive': 'mdb',
  'GET /api/mdb-projects/:id/files/:fileId': 'mdb',
  'GET /api/users/mdb-contact': 'mdb',
  'GET /api/mdb-associations': 'mdb-associations',
  'POST /api/mdb-associations': 'mdb-associations',
  'PUT /api/mdb-associations/:id/status': 'mdb-associations',
  'POST /api/mdb-associations/:id/join': 'mdb-associations',
  'POST /api/mdb-associations/:id/quit': 'mdb-associations',
  'GET /api/users/directory': 'network',
  'GET /api/users/ambassadors': 'air',
  'GET /api/users/mentors': 'mdb',
  'GET /api/users/coaches': 'network',
  'GET /api/users/map/clients': 'network',
  'GET /api/users/map/ambassadors': 'network',
  'GET /api/users/map/departments/:code': 'network',
  'GET /api/users/:id/card': 'network',
  'GET /api/network/profile': 'customer',
  'PUT /api/network/profile': 'customer',
  'GET /api/network/partners': 'network',
  'GET /api/network/good-contacts': 'network',
  'GET /api/experts/full': 'network',
  'GET /api/pdvs/light': 'network',
  'GET /api/configurations/search_engine/structure': 'network',
  'GET /api/search': 'network',
  'GET /api/deals': 'deals-off-market',
  'GET /api/deals/reports': 'admin',
  'GET /api/deals/:id': 'deals-off-market',
  'POST /api/deals': 'deals-off-market',
  'PUT /api/deals/:id': 'deals-off-market',
  'POST /api/deals/:id/publish': 'deals-off-market',
  'POST /api/deals/:id/renew': 'deals-off-market',
  'POST /api/deals/:id/close': 'deals-off-market',
  'POST /api/deals/:id/photos': 'deals-off-market',
  'GET /api/deals/:id/photos/:photoId': 'deals-off-market',
  'DELETE /api/deals/:id/photos/:photoId': 'deals-off-market',
  'POST /api/deals/:id/reports': 'deals-off-market',
  'POST /api/deals/:id/hide': 'admin',
  'GET /api/courses': 'customer',
  'GET /api/courses/:id': 'customer',
  'GET /api/lessons/:id/file': 'customer',
  'PUT /api/lessons/:id/progress': 'customer',
  'POST /api/lessons/:id/complete': 'customer',
  'PUT /api/learning/playback-rate': 'customer',
  'GET /api/replays': 'customer',
  'GET /api/replays/:id': 'customer',
  'GET /api/replays/:id/file': 'customer',
  'PUT /api/replays/:id/view': 'customer',
  'GET /api/resources': 'customer',
  'GET /api/resources/:id/file': 'customer',
  'GET /api/download': 'customer',
  'GET /api/nutrition': 'customer',
  'POST /api/educational-contents/brainstorming-workshop': 'customer',
  'PUT /api/educational-contents/brainstorming-workshop/:id': 'customer',
  'GET /api/educational-contents/brainstorming-workshop': 'customer',
  'POST /api/educational-contents/brainstorming-workshop/:id/validate': 'admin',
  'GET /api/educational-contents/future': 'customer',
  'GET /api/educational-contents/me/future': 'customer',
  'POST /api/educational-contents/:id/join': 'customer',
  'POST /api/educational-contents/:id/quit': 'customer',
  'GET /shop/admin/members': 'admin',
  'GET /shop/admin/members/:uid/billing': 'admin',
  'POST /shop/sign/token/lms': 'member',
  'PUT /api/me/tour': 'member',
  'GET /api/admin/courses': 'admin',
  'GET /api/admin/courses/:id': 'admin',
  'POST /api/admin/courses': 'admin',
  'PUT /api/admin/courses/:id': 'admin',
  'DELETE /api/admin/courses/:id': 'admin',
  'POST /api/admin/courses/:id/publish': 'admin',
  'POST /api/admin/courses/:id/unpublish': 'admin',
  'POST /api/admin/courses/:id/modules': 'admin',
  'PUT /api/admin/courses/:id/outline': 'admin',
  'PUT /api/admin/modules/:id': 'admin',
  'DELETE /api/admin/modules/:id': 'admin',
  'POST /api/admin/modules/:id/lessons': 'admin',
  'PUT /api/admin/lessons/:id': 'admin',
  'DELETE /api/admin/lessons/:id': 'admin',
  'PUT /api/admin/lessons/:id/file': 'admin',
  'PUT /api/admin/lessons/:id/media': 'admin',
  'GET /api/admin/replays': 'admin',
  'GET /api/admin/replays/links': 'admin',
  'GET /api/admin/replays/:id': 'admin',
  'POST /api/admin/replays': 'admin',
  'PUT /api/admin/replays/:id': 'admin',
  'DELETE /api/admin/replays/:id': 'admin',
  'POST /api/admin/replays/:id/publish': 'admin',
  'POST /api/admin/replays/:id/unpublish': 'admin',
  'PUT /api/admin/replays/:id/file': 'admin',
  'PUT /api/admin/replays/:id/media': 'admin',
  'GET /api/admin/resources': 'admin',
  'POST /api/admin/resources': 'admin',
  'PUT /api/admin/resources/:id': 'admin',
  'DELETE /api/admin/resources/:id': 'admin',
  'PUT /api/admin/resources/:id/file': 'admin',
  'GET /api/admin/jobs/failed': 'admin',
  'GET /api/admin/jobs/:jobId': 'admin',
  'POST /api/admin/jobs/:jobId/retry': 'admin',
  'GET /api/admin/members': 'admin',
  'POST /api/admin/members': 'admin',
  'GET /api/admin/members/:uid': 'admin',
  'POST /api/admin/members/import': 'admin',
  'GET /api/admin/members/import/:jobId/report': 'admin',
  'PATCH /api/admin/members/:uid': 'admin',
  'GET /api/admin/members/:uid/data-export': 'admin',
  'POST /api/admin/members/:uid/invitation': 'admin',
  'DELETE /api/admin/members/:uid/invitation': 'admin',
  'POST /api/admin/members/:uid/closure': 'admin',
  'DELETE /api/admin/members/:uid/closure': 'admin',
  'POST /api/admin/members/:uid/anonymisation': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/export': 'admin',
  'POST /api/reports': 'customer',
  'GET /api/reports/mine': 'customer',
  'DELETE /api/reports/:id': 'customer',
  'GET /api/admin/moderation': 'admin',
  'POST /api/admin/moderation/:kind/:id/dismiss': 'admin',
  'POST /api/admin/moderation/:kind/:id/hide': 'admin',
  'POST /api/admin/moderation/:kind/:id/warn': 'admin',
  'POST /api/admin/moderation/:kind/:id/suspend': 'admin',
  'POST /api/admin/moderation/decisions/:id/reverse': 'admin',
  'GET /api/auth/invitation': 'public',
  'POST /api/auth/invitation': 'public',
};

/** The catch-all routes answer unknown paths: a token first (401), then a JSON 404. */
const UNKNOWN_ROUTES = ['/api', '/api/*', '/shop', '/shop/*'];

const ROLES = ['admin', 'mdb', 'air', 'starter', 'sport', 'prospect'] as const;
type Role = (typeof ROLES)[number];

/** Routes that end the token they are called with: each call gets a token of its own. */
const ENDS_TOKEN = new Set(['POST /api/auth/logout', 'POST /api/me/refresh']);

let test: TestApp;
const tokens = new Map<Role, string>();
const rights = new Map<Role, RightsSubject>();

beforeAll(async () => {
  test = await createTestApp();
  for (const role of ROLES) {
    const token = await test.signIn(`${role}@campus.test`);
    tokens.set(role, token);
    const me = (await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json<MeResponse>();
    rights.set(role, me);
  }
});
afterAll(() => test.close());

const declared = () =>
  test.app.routeRights.filter((route) => route.method !== 'HEAD' && !UNKNOWN_ROUTES.includes(route.url));
const keyOf = (route: RouteRight) => `${route.method} ${route.url}`;
/** A concrete URL for a route pattern: every parameter filled with a value that names nothing. */
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, 'matrix-$1');

describe('server authority: route x role matrix', () => {
  it('lists every route with the right the matrix expects', () => {
    const actual = Object.fromEntries(declared().map((route) => [keyOf(route), route.access]));
    expect(actual).toEqual(EXPECTED_RIGHTS);
  });

  it('answers every protected route without a token with 401, and every public one without asking for it', async () => {
    for (const route of declared()) {
      const response = await test.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      if (route.access === 'public') expect(response.statusCode, keyOf(route)).not.toBe(401);
      else expect(response.statusCode, keyOf(route)).toBe(401);
    }
  });

  it.each(ROLES)('lets %s call exactly the routes its rights open (403 on the others)', async (role) => {
    const subject = rights.get(role)!;
    for (const route of declared()) {
      const token = ENDS_TOKEN.has(keyOf(route)) ? await test.signIn(`${role}@campus.test`) : tokens.get(role)!;
      const response = await test.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: bearer(token),
      });
      const allowed = hasAccessRight(route.access, subject);
      if (allowed)
        expect([401, 403], `${role}: ${keyOf(route)} -> ${response.body}`).not.toContain(response.statusCode);
      else expect(response.statusCode, `${role}: ${keyOf(route)}`).toBe(403);
    }
  });

  it('answers unknown /api and /shop paths with 401 without a token, 404 with one', async () => {
    for (const url of ['/api/nothing', '/shop/invoices-unknown']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const response = await test.app.inject({ method: 'GET', url, headers: bearer(tokens.get('prospect')!) });
      expect(response.statusCode).toBe(404);
    }
  });

  it('keeps prospects out of events, messaging and the directory, and starter-MDB out of the network and events', () => {
    const prospect = rights.get('prospect')!;
    const starter = rights.get('starter')!;
    expect(['events', 'customer', 'network'].map((right) => hasAccessRight(right as AccessRight, prospect))).toEqual([
      false,
      false,
      false,
    ]);
    expect(hasAccessRight('network', starter)).toBe(false);
    expect(hasAccessRight('events', starter)).toBe(false);
    expect(hasAccessRight('customer', starter)).toBe(true);
  });
});

describe('a route without a declared right', () => {
  it('stops the server from starting', async () => {
    const app = Fastify();
    void app.register(async (scope) => {
      requireDeclaredAccess(scope, []);
      scope.get('/forgotten', () => 'open to all');
      await scope.after();
    });
    await expect(app.ready()).rejects.toThrow('GET /forgotten declares no access right');
    await app.close();
  });
});
