import * as z from 'zod/mini';
import { MESSAGING_MESSAGES } from '@campus/domain/messaging';
import { MEMBER_SEARCH_LIMIT, memberSearchResultSchema, type MemberSearchResponse } from '@campus/domain/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn('air@campus.test');
});
afterAll(() => test.close());

const search = (query: string, headers: Record<string, string> = bearer(token)) =>
  test.app.inject({ method: 'GET', url: `/api/users?${query}`, headers });
const found = async (query: string) => (await search(query)).json<MemberSearchResponse>().users;

describe('GET /api/users (member search)', () => {
  it('finds customers of the channel by name, case-insensitive, public fields only', async () => {
    const response = await search('q=mOREAU&channel=immobilier');
    expect(response.statusCode).toBe(200);
    const { users } = response.json<MemberSearchResponse>();
    expect(users.map((user) => z.strictObject(memberSearchResultSchema.shape).parse(user))).toContainEqual({
      uid: DEMO_ACCOUNTS.mdb.uid,
      displayName: 'Julien Moreau',
      pictureUrl: null,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/campus\.test|06 39 98|quai Saint-Antoine|69002/);
  });

  it('matches a part of the first name or of "Firstname Lastname"', async () => {
    expect((await found('q=julien%20mor&channel=immobilier')).map((user) => user.uid)).toContain(DEMO_ACCOUNTS.mdb.uid);
    expect((await found('q=ulie&channel=immobilier')).map((user) => user.uid)).toContain(DEMO_ACCOUNTS.mdb.uid);
  });

  it('finds a member whatever the case and the accents typed, on both databases', async () => {
    const emilie = 'BRL26p9Qo70gK8S1f71zDhinXS2O';
    for (const text of ['emilie', 'ÉMILIE', '%C3%89milie%20%20rousseau', 'EMILIE%20ROUSSEAU']) {
      expect((await found(`q=${text}&channel=immobilier`)).map((user) => user.uid)).toContain(emilie);
    }
  });

  it('finds a member by the names of their last profile change, never across the two names', async () => {
    const emilieToken = await test.signIn('emilie.rousseau@campus.test');
    const rename = await test.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: bearer(emilieToken),
      payload: { firstname: 'Émilie', lastname: 'Rousseau-Lefèvre', displayName: 'Mimi', phoneNumber: null },
    });
    expect(rename.statusCode).toBeLessThan(300);
    const emilie = 'BRL26p9Qo70gK8S1f71zDhinXS2O';
    expect((await found('q=lefevre&channel=immobilier')).map((user) => user.uid)).toContain(emilie);
    expect((await found('q=mimi&channel=immobilier')).map((user) => user.uid)).toContain(emilie);
    expect((await found('q=mimi%20emilie&channel=immobilier')).map((user) => user.uid)).not.toContain(emilie);
  });

  it('leaves out the caller, non-customers and members of other channels', async () => {
    expect((await found('q=sophie%20bernard&channel=immobilier')).map((user) => user.uid)).not.toContain(
      DEMO_ACCOUNTS.air.uid,
    );
    expect(await found('q=hugo%20roux&channel=immobilier')).toEqual([]);
    expect(await found('q=l%C3%A9a%20girard&channel=entrepreneuriat')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('q=%25&channel=immobilier')).toEqual([]);
    expect(await found('q=_&channel=immobilier')).toEqual([]);
  });

  it(`answers at most ${MEMBER_SEARCH_LIMIT} members`, async () => {
    const users = await found('q=e&channel=immobilier');
    expect(users.length).toBeGreaterThan(0);
    expect(users.length).toBeLessThanOrEqual(MEMBER_SEARCH_LIMIT);
  });

  it('refuses a channel the caller does not own', async () => {
    const response = await search('q=julien&channel=finance');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: MESSAGING_MESSAGES.channelNotOwned });
  });

  it('refuses a blank text or an unknown channel, and an anonymous caller', async () => {
    expect((await search('q=%20%20&channel=immobilier')).statusCode).toBe(400);
    expect((await search('q=julien&channel=cuisine')).statusCode).toBe(400);
    expect((await search('q=julien&channel=immobilier', {})).statusCode).toBe(401);
  });
});
