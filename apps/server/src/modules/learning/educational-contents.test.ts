import type { EducationalContent } from '@campus/domain/learning';
import type { NotificationKind } from '@campus/domain/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
const tokens = { admin: '', mdb: '', air: '', sport: '' };

beforeAll(async () => {
  test = await createTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/educational-contents${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const inTenDays = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
const workshop = { channel: 'immobilier', title: 'Brainstorming : trouver des biens hors marché', startsAt: inTenDays };
const notificationsOf = (uid: string, kind: NotificationKind) =>
  test.app.db.selectFrom('notifications').select(['text']).where('uid', '=', uid).where('kind', '=', kind).execute();

describe('brainstorming workshops and contents to come', () => {
  let id = '';

  it('a member proposes a workshop: pending, seen by its author only', async () => {
    const created = await call('POST', '/brainstorming-workshop', tokens.air, workshop);
    expect(created.statusCode).toBe(201);
    const content = created.json<EducationalContent>();
    expect(content).toMatchObject({ status: 'PENDING', isMine: true, title: workshop.title });
    id = content.id;
    const mine = (await call('GET', '/brainstorming-workshop?channel=immobilier', tokens.air)).json<
      EducationalContent[]
    >();
    expect(mine.map((item) => item.id)).toContain(id);
    const others = (await call('GET', '/brainstorming-workshop?channel=immobilier', tokens.mdb)).json<
      EducationalContent[]
    >();
    expect(others.map((item) => item.id)).not.toContain(id);
    expect((await call('POST', `/${id}/join`, tokens.mdb)).statusCode).toBe(404);
  });

  it('only its author edits it', async () => {
    const edited = { ...workshop, title: 'Brainstorming : les biens hors marché' };
    expect((await call('PUT', `/brainstorming-workshop/${id}`, tokens.mdb, edited)).statusCode).toBe(404);
    const response = await call('PUT', `/brainstorming-workshop/${id}`, tokens.air, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json<EducationalContent>().title).toBe(edited.title);
  });

  it('refuses a workshop without a title or with a day that does not exist', async () => {
    const response = await call('POST', '/brainstorming-workshop', tokens.air, { ...workshop, title: '' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toHaveProperty('title');
    const badDay = await call('POST', '/brainstorming-workshop', tokens.air, {
      ...workshop,
      startsAt: '2026-02-30T10:00Z',
    });
    expect(badDay.statusCode).toBe(400);
  });

  it('an admin validates it and its author is notified; members only are refused', async () => {
    expect((await call('POST', `/brainstorming-workshop/${id}/validate`, tokens.mdb)).statusCode).toBe(403);
    const response = await call('POST', `/brainstorming-workshop/${id}/validate`, tokens.admin);
    expect(response.json<EducationalContent>().status).toBe('VALIDATED');
    expect(await notificationsOf(DEMO_ACCOUNTS.air.uid, 'educational-content-validation')).toHaveLength(1);
    const future = (await call('GET', '/future', tokens.mdb)).json<EducationalContent[]>();
    expect(future.map((item) => item.id)).toContain(id);
  });

  it('members join and quit it, the author is told, /me/future follows', async () => {
    const myFuture = async () =>
      (await call('GET', '/me/future', tokens.mdb)).json<EducationalContent[]>().map((item) => item.id);
    expect(await myFuture()).not.toContain(id);
    const joined = await call('POST', `/${id}/join`, tokens.mdb);
    expect(joined.json<EducationalContent>()).toMatchObject({ isJoined: true, participantsCount: 1 });
    expect(await myFuture()).toContain(id);
    expect(await notificationsOf(DEMO_ACCOUNTS.air.uid, 'educational-content-join')).toHaveLength(1);
    // Joining twice notifies once.
    await call('POST', `/${id}/join`, tokens.mdb);
    expect(await notificationsOf(DEMO_ACCOUNTS.air.uid, 'educational-content-join')).toHaveLength(1);
    const quit = await call('POST', `/${id}/quit`, tokens.mdb);
    expect(quit.json<EducationalContent>()).toMatchObject({ isJoined: false, participantsCount: 0 });
    expect(await notificationsOf(DEMO_ACCOUNTS.air.uid, 'educational-content-quit')).toHaveLength(1);
    expect(await myFuture()).not.toContain(id);
  });

  it("refuses another channel's content", async () => {
    expect((await call('POST', `/${id}/join`, tokens.sport)).statusCode).toBe(404);
    expect(
      (await call('GET', '/future', tokens.sport)).json<EducationalContent[]>().map((item) => item.id),
    ).not.toContain(id);
  });
});
