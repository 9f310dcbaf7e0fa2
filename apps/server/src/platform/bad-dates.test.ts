import { AUTH_MESSAGES } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.js';

// Every date and date-time the API takes goes through the domain's one date rule: an impossible value is a 400 in
// the spec's shape under its field, never a 500 of a `new Date(...)` that could not be written out.

let test: TestApp;
const tokens = { admin: '', air: '' };
let workshopId = '';

const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
const workshop = (startsAt: unknown) => ({ channel: 'immobilier', title: 'Atelier', startsAt });

beforeAll(async () => {
  test = await createTestApp();
  tokens.admin = await test.signIn('admin@campus.test');
  tokens.air = await test.signIn('air@campus.test');
  const created = await test.app.inject({
    method: 'POST',
    url: '/api/educational-contents/brainstorming-workshop',
    headers: bearer(tokens.air),
    payload: workshop(inTenDays),
  });
  expect(created.statusCode).toBe(201);
  workshopId = created.json<{ id: string }>().id;
});
afterAll(() => test.close());

/** Instants no calendar has, texts that are none, and a day its month does not have. */
const IMPOSSIBLE = [
  '2026-13-01T10:00Z',
  '2026-00-10T10:00Z',
  '2026-12-32T10:00Z',
  '2026-02-30T10:00Z',
  '2026-12-01T24:00Z',
  '2026-12-01T25:00Z',
  '2026-12-01T10:60Z',
  '2026-12-01T10:61Z',
  '2026-12-01T10:00:61Z',
  '2026-12-01T10:00+25:00',
  'pas une date',
  '9'.repeat(300),
  '',
];
/** Days no calendar has, for the filters that take a day or an instant. */
const IMPOSSIBLE_DAYS = ['2026-13-01', '2026-00-10', '2026-12-32', '2026-02-30', '2026-1-1'];

interface DateRoute {
  name: string;
  who: keyof typeof tokens;
  method: 'GET' | 'POST' | 'PUT';
  url: (value: string) => string;
  body?: (value: unknown) => object;
  /** Where the violation is reported. */
  path: string;
}

const query = (url: string, field: string) => (value: string) => `${url}?${field}=${encodeURIComponent(value)}`;
const session = (startsAt: unknown) => ({ title: 'Visite', startsAt, durationMinutes: 60 });

const DATE_ROUTES: DateRoute[] = [
  {
    name: 'POST /api/educational-contents/brainstorming-workshop',
    who: 'air',
    method: 'POST',
    url: () => '/api/educational-contents/brainstorming-workshop',
    body: workshop,
    path: 'startsAt',
  },
  {
    name: 'PUT /api/educational-contents/brainstorming-workshop/{id}',
    who: 'air',
    method: 'PUT',
    url: () => `/api/educational-contents/brainstorming-workshop/${workshopId}`,
    body: workshop,
    path: 'startsAt',
  },
  {
    name: 'POST /api/events',
    who: 'admin',
    method: 'POST',
    url: () => '/api/events',
    body: (startsAt) => ({
      channel: 'immobilier',
      type: 'LOCAL_MEETING',
      mode: 'PHYSICAL',
      address: '1 place Bellecour, 69002 Lyon',
      capacity: 10,
      title: 'Visite',
      sessions: [session(startsAt)],
    }),
    path: 'sessions.0.startsAt',
  },
  {
    name: 'POST /api/events/{id}/sessions',
    who: 'admin',
    method: 'POST',
    url: () => '/api/events/demo-event-01/sessions',
    body: session,
    path: 'startsAt',
  },
  {
    name: 'PUT /api/events/sessions/{id}',
    who: 'admin',
    method: 'PUT',
    url: () => '/api/events/sessions/demo-event-02-s1',
    body: session,
    path: 'startsAt',
  },
  ...(['from', 'to'] as const).flatMap((field): DateRoute[] => [
    {
      name: `GET /api/admin/audit?${field}=`,
      who: 'admin',
      method: 'GET',
      url: query('/api/admin/audit', field),
      path: field,
    },
    {
      name: `GET /api/admin/audit/export?${field}=`,
      who: 'admin',
      method: 'GET',
      url: query('/api/admin/audit/export', field),
      path: field,
    },
  ]),
];

const send = (route: DateRoute, value: unknown) =>
  test.app.inject({
    method: route.method,
    url: route.url(String(value)),
    headers: bearer(tokens[route.who]),
    ...(route.body ? { payload: route.body(value) } : {}),
  });

const expectDateViolation = async (route: DateRoute, value: unknown) => {
  const response = await send(route, value);
  expect(response.statusCode, `${route.name} with ${JSON.stringify(value)}`).toBe(400);
  const body = response.json<{ error: string; errors: Record<string, string[]> }>();
  expect(body.error).toBe(AUTH_MESSAGES.invalidBody);
  // Only the date is wrong: the rest of the request is valid, the walk reaches the date rule.
  expect(Object.keys(body.errors)).toEqual([route.path]);
  expect(body.errors[route.path]).toHaveLength(1);
  expect([VIOLATION_MESSAGES.date, VIOLATION_MESSAGES.dateFormat]).toContain(body.errors[route.path]![0]);
};

describe('an impossible date answers 400 with its French violation, never a 500', () => {
  it.each(DATE_ROUTES)('$name', async (route) => {
    for (const value of IMPOSSIBLE) await expectDateViolation(route, value);
    if (route.body) {
      for (const value of [null, 20261201, true, {}, ['2026-12-01T10:00Z']]) await expectDateViolation(route, value);
    } else {
      for (const value of IMPOSSIBLE_DAYS) await expectDateViolation(route, value);
    }
  });

  it('says which: a text that is no date must be a date, a day its month lacks is a bad date format', async () => {
    const [workshopRoute] = DATE_ROUTES;
    const noDate = await send(workshopRoute!, '2026-13-01T10:00Z');
    expect(noDate.json()).toEqual({
      error: AUTH_MESSAGES.invalidBody,
      errors: { startsAt: [VIOLATION_MESSAGES.date] },
    });
    const noDay = await send(workshopRoute!, '2026-02-30T10:00Z');
    expect(noDay.json()).toEqual({
      error: AUTH_MESSAGES.invalidBody,
      errors: { startsAt: [VIOLATION_MESSAGES.dateFormat] },
    });
  });

  it('still takes real dates on every route', async () => {
    for (const route of DATE_ROUTES) {
      const value = route.body ? inTenDays : '2026-12-01';
      const response = await send(route, value);
      expect(response.statusCode, route.name).toBeLessThan(300);
    }
  });
});
