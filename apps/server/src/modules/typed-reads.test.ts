import {
  cgvNeedRefreshResponseSchema,
  loginResponseSchema,
  meResponseSchema,
  profileInfoResponseSchema,
  refreshResponseSchema,
} from '@campus/domain/account';
import { waitingContractsSchema } from '@campus/domain/contracts';
import { eventListSchema, memberSessionListSchema } from '@campus/domain/events';
import { dashboardProjectListSchema } from '@campus/domain/incubator';
import { courseListSchema, educationalContentListSchema, replayPageSchema } from '@campus/domain/learning';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.js';

// The web app reads these answers without parsing them (zod's runtime stays out of the dashboard's first load:
// docs/decisions/0004): their contracts are checked here instead, on the demo data, each answer holding items.
let test: TestApp;
let token = '';

beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn('mdb@campus.test');
});
afterAll(() => test.close());

async function answer(url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object): Promise<unknown> {
  const response = await test.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

// Every `unparsed: 'first-load'` call of apps/web has its answer checked here.
describe('the answers the web app reads without parsing match their contracts', () => {
  it('the login page: POST /api/auth/login', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'air@campus.test', password: DEMO_PASSWORD },
    });
    expect(z.parse(loginResponseSchema, response.json()).token).toBeTruthy();
  });

  it("the shell's reads: the terms check, the waiting contracts, the token refresh", async () => {
    expect(typeof z.parse(cgvNeedRefreshResponseSchema, await answer('/api/cgv/needRefresh'))).toBe('object');
    const airToken = await test.signIn('air@campus.test');
    const waiting = await test.app.inject({
      method: 'GET',
      url: '/api/contract/list/me/waiting',
      headers: bearer(airToken),
    });
    expect(z.parse(waitingContractsSchema, waiting.json()).length).toBeGreaterThan(0);
    const refreshed = await test.app.inject({ method: 'POST', url: '/api/me/refresh', headers: bearer(airToken) });
    expect(z.parse(refreshResponseSchema, refreshed.json()).me.email).toBe('air@campus.test');
  });

  it("the dashboard's levels recomputation: PUT /api/me/levels answers the member", async () => {
    const me = z.parse(meResponseSchema, await answer('/api/me/levels', 'PUT', { channel: 'immobilier' }));
    expect(me.email).toBe('mdb@campus.test');
  });

  it('GET /api/me', async () => {
    expect(z.parse(meResponseSchema, await answer('/api/me')).email).toBe('mdb@campus.test');
  });

  it("a member's name and picture, which the messages list asks for", async () => {
    const { uid } = z.parse(meResponseSchema, await answer('/api/me'));
    const profile = z.parse(profileInfoResponseSchema, await answer(`/api/firebase/user/${uid}/info`));
    expect(profile.data.displayName).toBeTruthy();
  });

  it("the dashboard's lower cards: trainings, replays, workshops, sessions, projects", async () => {
    const courses = z.parse(courseListSchema, await answer('/api/courses?channel=immobilier'));
    const replays = z.parse(replayPageSchema, await answer('/api/replays?channel=immobilier&type=all'));
    const workshops = z.parse(
      educationalContentListSchema,
      await answer('/api/educational-contents/future?channel=immobilier'),
    );
    const sessions = z.parse(
      memberSessionListSchema,
      await answer('/api/events/my-sessions?channel=immobilier&period=upcoming'),
    );
    const projects = z.parse(dashboardProjectListSchema, await answer('/api/mdb-projects/user/dashboard'));
    for (const items of [courses, replays.items, workshops, sessions.items, projects])
      expect(items.length).toBeGreaterThan(0);
  });

  it("the events page's lists: the channel's events, upcoming and past, and its workshops", async () => {
    const upcoming = z.parse(eventListSchema, await answer('/api/events?channel=immobilier&period=upcoming'));
    const past = z.parse(eventListSchema, await answer('/api/events?channel=immobilier&period=past'));
    const workshops = z.parse(
      educationalContentListSchema,
      await answer('/api/educational-contents/brainstorming-workshop?channel=immobilier'),
    );
    for (const items of [upcoming.items, past.items, workshops]) expect(items.length).toBeGreaterThan(0);
  });
});
