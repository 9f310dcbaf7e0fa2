import type { MembersPage } from '@campus/domain/administration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
let admin: string;
beforeAll(async () => {
  test = await createTestApp();
  admin = await test.signIn('admin@campus.test');
});
afterAll(() => test.close());

async function list(query: string): Promise<MembersPage> {
  const response = await test.app.inject({ method: 'GET', url: `/api/admin/members?${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MembersPage>();
}
const emails = (page: MembersPage) => page.items.map((member) => member.email);

describe('the admin member list', () => {
  it('finds members by name whatever the accents and case, or by e-mail', async () => {
    expect(emails(await list('q=EMILIE'))).toContain('emilie.rousseau@campus.test');
    expect(emails(await list('q=starter@'))).toEqual(['starter@campus.test']);
  });

  it('filters by channel, formation, customer or prospect, role and status', async () => {
    const sport = await list('channel=sport&formation=sport');
    expect(sport.items.length).toBeGreaterThan(0);
    expect(sport.items.every((member) => member.channels.includes('sport') && member.formations.sport)).toBe(true);
    expect(emails(await list('customer=prospect'))).toContain('prospect@campus.test');
    expect(emails(await list('customer=prospect'))).not.toContain('admin@campus.test');
    expect(emails(await list('role=admin'))).toEqual(['admin@campus.test']);
    const ambassadors = await list('role=ambassador');
    expect(emails(ambassadors)).toContain('mdb@campus.test');
    expect(ambassadors.items.every((member) => member.roles.ambassador !== null)).toBe(true);
    expect((await list('status=deactivated')).items).toEqual([]);
  });

  it('pages through every member once, in each sort', async () => {
    const total = await test.app.db
      .selectFrom('users')
      .select((s) => s.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const sort of ['name', 'createdAt', 'lastSignIn']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: MembersPage = await list(`sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((member) => member.uid));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(Number(total.n));
      expect(seen.length, sort).toBe(Number(total.n));
    }
    const byName = await list('sort=name');
    const names = byName.items.map((member) => member.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    // Émilie sorts among the e, not after z.
    expect(names.indexOf('emilie rousseau')).toBeGreaterThan(-1);
    expect(names.indexOf('emilie rousseau')).toBeLessThan(names.findIndex((name) => name >= 'f'));
  });

  it('answers a bad filter or cursor with a French 400', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/members?channel=cuisine&cursor=nimportequoi',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toHaveProperty('channel');
    const cursor = await test.app.inject({
      method: 'GET',
      url: '/api/admin/members?cursor=nimportequoi',
      headers: bearer(admin),
    });
    expect(cursor.statusCode).toBe(400);
    expect(errorBody(cursor).errors).toEqual({ cursor: ["Cette page de la liste n'existe pas"] });
  });

  it("shows a member's page with rights, sign-ins and links; 404 for an unknown uid", async () => {
    const [mdb] = (await list('q=mdb@campus.test')).items;
    const detail = await test.app.inject({
      method: 'GET',
      url: `/api/admin/members/${mdb!.uid}`,
      headers: bearer(admin),
    });
    expect(detail.json()).toMatchObject({
      email: 'mdb@campus.test',
      status: 'active',
      formations: { mdb: true, air: true },
      roles: { ambassador: 'AIR' },
      links: { billing: `/mdb/admin/facturation?membre=${mdb!.uid}` },
    });
    const missing = await test.app.inject({ method: 'GET', url: '/api/admin/members/inconnu', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).error).toBe('Membre introuvable');
  });
});
