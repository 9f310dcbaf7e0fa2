import * as z from 'zod/mini';
import {
  directoryPageSchema,
  expertsResponseSchema,
  mapCountsSchema,
  memberCardSchema,
  pointsOfSaleResponseSchema,
  searchResponseSchema,
  searchStructureResponseSchema,
  type DirectoryPage,
  type MapCounts,
  type MemberCard,
  type SearchResponse,
  type SearchStructureResponse,
} from '@campus/domain/network';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../testing/demo-data.js';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  test = await createTestApp();
  for (const role of ['mdb', 'air', 'admin', 'sport', 'starter', 'prospect']) {
    tokens[role] = await test.signIn(`${role}@campus.test`);
  }
});
afterAll(() => test.close());

const get = (url: string, role = 'mdb') =>
  test.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[role] ?? '') });

interface PrivateRow {
  uid: string;
  email: string;
  phone: string | null;
  line1: string | null;
  postalCode: string | null;
  city: string | null;
  showPhone: boolean;
  showCity: boolean;
  showOnMap: boolean;
}

/** What the database knows of every member, and what each chose to show. */
async function privateRows(): Promise<Map<string, PrivateRow>> {
  const rows = await test.app.db
    .selectFrom('users')
    .leftJoin('network_profiles', 'network_profiles.uid', 'users.uid')
    .select([
      'users.uid',
      'users.email',
      'users.phone_number',
      'users.address_line1',
      'users.address_postale_code',
      'users.address_city',
      'network_profiles.show_phone',
      'network_profiles.show_city',
      'network_profiles.show_on_map',
    ])
    .execute();
  return new Map(
    rows.map((row) => [
      row.uid,
      {
        uid: row.uid,
        email: row.email,
        phone: row.phone_number,
        line1: row.address_line1,
        postalCode: row.address_postale_code,
        city: row.address_city,
        showPhone: row.show_phone === 1,
        showCity: row.show_city === 1,
        showOnMap: row.show_on_map === 1,
      },
    ]),
  );
}

/**
 * The privacy rule on a whole answer: no e-mail or street address of anyone, a phone only of a member who shows it,
 * and on each member card a city or department only when that member chose to show it.
 */
async function expectPrivate(body: unknown, cards: readonly MemberCard[]): Promise<void> {
  const members = await privateRows();
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/@campus\.test/);
  for (const member of members.values()) {
    if (member.line1) expect(text).not.toContain(member.line1);
    if (member.phone && !member.showPhone) expect(text).not.toContain(member.phone);
  }
  for (const card of cards) {
    expect(() => z.parse(z.strictObject(memberCardSchema.shape), card)).not.toThrow();
    const member = members.get(card.uid);
    expect(member, card.uid).toBeDefined();
    if (!member?.showCity) expect(card.city).toBeNull();
    if (!member?.showOnMap) expect(card.departmentCode).toBeNull();
    if (!member?.showPhone) expect(card.phoneNumber).toBeNull();
  }
}

async function directory(query: string, role = 'mdb'): Promise<DirectoryPage> {
  const response = await get(`/users/directory?channel=immobilier${query}`, role);
  expect(response.statusCode, response.body).toBe(200);
  const page = z.parse(directoryPageSchema, response.json());
  await expectPrivate(response.json(), page.members);
  return page;
}

async function allPages(query: string): Promise<MemberCard[]> {
  const members: MemberCard[] = [];
  let cursor: string | null = null;
  do {
    const page: DirectoryPage = await directory(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    members.push(...page.members);
    cursor = page.nextCursor;
  } while (cursor);
  return members;
}

describe('GET /api/users/directory (Les membres)', () => {
  it('lists the customers of the channel a page at a time, by name, without the caller or prospects', async () => {
    const first = await directory('');
    expect(first.members).toHaveLength(12);
    expect(first.nextCursor).not.toBeNull();
    const everyone = await allPages('');
    const uids = everyone.map((member) => member.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).not.toContain(DEMO_ACCOUNTS.mdb.uid);
    expect(uids).not.toContain(DEMO_ACCOUNTS.prospect.uid);
    expect(uids).toContain(DEMO_ACCOUNTS.air.uid);
    expect(uids.length).toBeGreaterThan(24);
  });

  it('finds a member by name ignoring case and accents', async () => {
    for (const q of ['helene', 'HÉLÈNE bon', 'hélène']) {
      const page = await directory(`&q=${encodeURIComponent(q)}`);
      expect(page.members.map((member) => member.displayName)).toEqual(['Hélène Bonnet']);
    }
    expect((await directory('&q=zzzz')).members).toEqual([]);
  });

  it('filters by department and region only among the members who show their department', async () => {
    const rhone = await directory('&department=69');
    // mdb@ shows Lyon but is the caller; starter@ and prospect@ live in 69 without showing it.
    expect(rhone.members).toEqual([]);
    const provence = await directory('&department=13');
    expect(provence.members.map((member) => member.displayName)).toEqual(['Lucas Martin']);
    expect(provence.members[0]).toMatchObject({
      departmentCode: '13',
      city: 'Marseille',
      phoneNumber: '06 39 98 20 10',
    });
    const reunion = await directory('&region=04');
    expect(reunion.members.map((member) => member.displayName)).toEqual(['Aïcha Diallo']);
    // Julie Girard lives in Nice (06) without showing it: the region filter does not find her.
    const paca = await directory('&region=93');
    expect(paca.members.map((member) => member.displayName)).toEqual(['Lucas Martin']);
  });

  it('filters by role and skill', async () => {
    const mentors = await directory('&role=mentor');
    expect(mentors.members.map((member) => member.displayName).sort()).toEqual([
      'Hélène Bonnet',
      'Pauline Dumas',
      'Romain Morel',
      'Sandrine Perrin',
    ]);
    expect(mentors.members.every((member) => member.roles.includes('mentor'))).toBe(true);
    const ambassadors = await directory('&role=ambassador');
    expect(ambassadors.members.every((member) => member.roles.includes('ambassador'))).toBe(true);
    expect(ambassadors.members.map((member) => member.ambassadorType)).toEqual(expect.arrayContaining(['AIR', 'MDB']));
    const plain = await allPages('&role=member');
    expect(plain.every((member) => member.roles.length === 1 && member.roles[0] === 'member')).toBe(true);
    const law = await directory('&skill=LAW');
    // By folded name: aicha, anais, helene.
    expect(law.members.map((member) => member.displayName)).toEqual(['Aïcha Diallo', 'Anaïs Clément', 'Hélène Bonnet']);
  });

  it('refuses a channel the caller does not own, a bad filter and a forged cursor, in French', async () => {
    expect((await get('/users/directory?channel=sport')).statusCode).toBe(403);
    const bad = await get('/users/directory?channel=immobilier&department=100');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['department']);
    const forged = await get('/users/directory?channel=immobilier&cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: 'Cette page n’existe pas' });
  });

  it('is closed to prospects and starter-MDB members', async () => {
    expect((await get('/users/directory?channel=immobilier', 'prospect')).statusCode).toBe(403);
    expect((await get('/users/directory?channel=immobilier', 'starter')).statusCode).toBe(403);
  });
});

describe('the visibility setting of /mon-compte/mon-profil', () => {
  it('is off by default, and once on shows the member on every surface', async () => {
    const air = DEMO_ACCOUNTS.air.uid;
    const profile = await get('/network/profile', 'air');
    expect(profile.json()).toMatchObject({ showPhone: false, showCity: false, showOnMap: false });
    const before = (await get(`/users/${air}/card`)).json<MemberCard>();
    expect(before).toMatchObject({ phoneNumber: null, city: null, departmentCode: null });
    const mapBefore = (await get('/users/map/clients?channel=immobilier')).json<MapCounts>();

    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/network/profile',
      headers: bearer(tokens.air ?? ''),
      payload: { showPhone: true, showCity: true, showOnMap: true, departmentCode: '75', skills: ['LAW'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get(`/users/${air}/card`)).json<MemberCard>();
    expect(after).toMatchObject({
      phoneNumber: '06 39 98 10 03',
      city: 'Paris',
      departmentCode: '75',
      skills: ['LAW'],
    });
    const paris = await directory('&department=75');
    expect(paris.members.map((member) => member.uid)).toContain(air);
    const mapAfter = (await get('/users/map/clients?channel=immobilier')).json<MapCounts>();
    const count = (map: MapCounts) => map.departments.find((department) => department.code === '75')?.count ?? 0;
    expect(count(mapAfter)).toBe(count(mapBefore) + 1);
    const department = (await get('/users/map/departments/75?channel=immobilier')).json<MemberCard[]>();
    expect(department.map((member) => member.uid)).toContain(air);

    // Turned off again: gone from the department everywhere.
    await test.app.inject({
      method: 'PUT',
      url: '/api/network/profile',
      headers: bearer(tokens.air ?? ''),
      payload: { showPhone: false, showCity: false, showOnMap: false, departmentCode: '75', skills: [] },
    });
    expect((await directory('&department=75')).members.map((member) => member.uid)).not.toContain(air);
    expect(count((await get('/users/map/clients?channel=immobilier')).json<MapCounts>())).toBe(count(mapBefore));
    const search = (await get('/search?channel=immobilier&q=sophie')).json<SearchResponse>();
    expect(JSON.stringify(search)).not.toContain('Paris');
  });

  it('refuses an unknown department or skill in French', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/network/profile',
      headers: bearer(tokens.air ?? ''),
      payload: { showPhone: true, showCity: 'oui', showOnMap: false, departmentCode: '99', skills: ['COOKING'] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'departmentCode',
      'showCity',
      'skills.0',
    ]);
  });
});

describe('the people lists (spec 7.1, architecture 4.7)', () => {
  it('answers ambassadors of both types, to the AIR right only', async () => {
    const response = await get('/users/ambassadors');
    expect(response.statusCode).toBe(200);
    const ambassadors = response.json<MemberCard[]>();
    await expectPrivate(ambassadors, ambassadors);
    expect(ambassadors.every((member) => member.roles.includes('ambassador'))).toBe(true);
    const mdbType = (await get('/users/ambassadors?type=MDB')).json<MemberCard[]>();
    expect(mdbType.length).toBeGreaterThan(0);
    expect(mdbType.every((member) => member.ambassadorType === 'MDB')).toBe(true);
    expect((await get('/users/ambassadors', 'admin')).statusCode).toBe(403);
    expect((await get('/users/ambassadors', 'sport')).statusCode).toBe(403);
  });

  it('answers mentors to MDB members, and coaches only to members without MDB', async () => {
    const mentors = await get('/users/mentors');
    expect(mentors.statusCode).toBe(200);
    await expectPrivate(mentors.json(), mentors.json<MemberCard[]>());
    expect(mentors.json<MemberCard[]>()).toHaveLength(4);
    expect((await get('/users/mentors', 'air')).statusCode).toBe(403);
    const coaches = await get('/users/coaches?channel=immobilier', 'air');
    expect(coaches.statusCode).toBe(200);
    await expectPrivate(coaches.json(), coaches.json<MemberCard[]>());
    expect(
      coaches
        .json<MemberCard[]>()
        .map((member) => member.displayName)
        .sort(),
    ).toEqual(['Bastien Renaud', 'Mathieu Lambert', 'Nathalie André']);
    expect((await get('/users/coaches?channel=immobilier', 'mdb')).statusCode).toBe(403);
  });

  it('answers the map counts without a channel too (architecture 4.7): the whole community on the map', async () => {
    const everywhere = await get('/users/map/clients');
    expect(everywhere.statusCode).toBe(200);
    const all = z.parse(mapCountsSchema, everywhere.json());
    const placed = await test.app.db
      .selectFrom('network_profiles')
      .innerJoin('users', 'users.uid', 'network_profiles.uid')
      .select(['network_profiles.uid'])
      .where('users.is_customer', '=', 1)
      .where('network_profiles.show_on_map', '=', 1)
      .where('network_profiles.department_code', 'is not', null)
      .execute();
    expect(all.total).toBe(placed.length);
    const immobilier = z.parse(mapCountsSchema, (await get('/users/map/clients?channel=immobilier')).json());
    expect(all.total).toBeGreaterThanOrEqual(immobilier.total);
    expect((await get('/users/map/ambassadors')).statusCode).toBe(200);
    expect((await get('/users/map/clients?channel=sport')).statusCode).toBe(403);
  });

  it('counts on the map only the members who show their department', async () => {
    const clients = z.parse(mapCountsSchema, (await get('/users/map/clients?channel=immobilier')).json());
    const placed = await test.app.db
      .selectFrom('network_profiles')
      .innerJoin('user_channels', 'user_channels.uid', 'network_profiles.uid')
      .innerJoin('users', 'users.uid', 'network_profiles.uid')
      .select(['network_profiles.department_code'])
      .where('user_channels.channel', '=', 'immobilier')
      .where('users.is_customer', '=', 1)
      .where('network_profiles.show_on_map', '=', 1)
      .execute();
    expect(clients.total).toBe(placed.length);
    expect(clients.departments.find((department) => department.code === '974')).toEqual({ code: '974', count: 1 });
    // Starter@ and prospect@ live in 69 without showing it: only mdb@ is counted there.
    expect(clients.departments.find((department) => department.code === '69')).toEqual({ code: '69', count: 1 });
    const ambassadors = z.parse(mapCountsSchema, (await get('/users/map/ambassadors?channel=immobilier')).json());
    expect(ambassadors.total).toBeLessThan(clients.total);
    expect(ambassadors.departments.find((department) => department.code === '13')).toEqual({ code: '13', count: 1 });
    expect(ambassadors.departments.find((department) => department.code === '35')).toBeUndefined();
    const marseille = await get('/users/map/departments/13?channel=immobilier');
    await expectPrivate(marseille.json(), marseille.json<MemberCard[]>());
    expect(marseille.json<MemberCard[]>().map((member) => member.displayName)).toEqual(['Lucas Martin']);
    const nice = (await get('/users/map/departments/06?channel=immobilier')).json<MemberCard[]>();
    expect(nice).toEqual([]);
  });

  it('answers the cached lists with success and data (spec 7.1)', async () => {
    const experts = z.parse(expertsResponseSchema, (await get('/experts/full')).json());
    expect(experts.success).toBe(true);
    expect(experts.data.length).toBe(6);
    const pdvs = z.parse(pointsOfSaleResponseSchema, (await get('/pdvs/light')).json());
    expect(pdvs.data.length).toBe(8);
    const partners = (await get('/network/partners')).json<{ contactKind: string }[]>();
    expect(partners.length).toBe(5);
    const goodContacts = (await get('/network/good-contacts')).json<{ contactKind: string }[]>();
    expect(new Set(goodContacts.map((contact) => contact.contactKind))).toEqual(new Set(['MAIL', 'WEBSITE']));
  });
});

describe('search (spec 3.10 categories)', () => {
  it('lists the categories, projects only with MDB, deals only with the deal-off-market right', async () => {
    const mdb = z.parse(searchStructureResponseSchema, (await get('/configurations/search_engine/structure')).json());
    expect(mdb.data.categories.map((category) => [category.key, category.available])).toEqual([
      ['projects', true],
      ['contacts', true],
      ['deals', true],
      ['members', true],
      ['trades-and-services', true],
    ]);
    // A customer without mdb, air or admin: no deals (none of the demo accounts; a fresh member).
    const structure = (await get('/configurations/search_engine/structure', 'air')).json<SearchStructureResponse>();
    expect(structure.data.categories.map((category) => category.key)).toContain('deals');
    // air@ has no MDB: the incubator's projects are not a category for them.
    expect(structure.data.categories.map((category) => category.key)).not.toContain('projects');
  });

  it("finds the member's own projects, every project for MDB_ADMIN, none without MDB", async () => {
    const projectsOf = async (role: string, query = 'q=immeuble') => {
      const response = await get(`/search?channel=immobilier&${query}`, role);
      expect(response.statusCode, response.body).toBe(200);
      const search = z.parse(searchResponseSchema, response.json());
      return search.groups.find((group) => group.category === 'projects');
    };
    const owners = new Map(
      (await test.app.db.selectFrom('mdb_projects').select(['id', 'owner_uid']).execute()).map((row) => [
        row.id,
        row.owner_uid,
      ]),
    );

    // mdb@ finds their own "Immeuble Croix-Rousse" (Lyon), never admin@'s "Immeuble de la Joliette".
    const mine = await projectsOf('mdb');
    expect(mine?.results.map((result) => result.title)).toEqual(['Immeuble Croix-Rousse']);
    const [croixRousse] = mine?.results ?? [];
    expect(croixRousse).toMatchObject({ subtitle: 'Lyon', link: `/mdb/projet?id=${croixRousse?.id}` });
    for (const result of mine?.results ?? []) expect(owners.get(result.id)).toBe(DEMO_ACCOUNTS.mdb.uid);
    // By city too, accents and case ignored; another member's project in the same city never shows.
    expect((await projectsOf('mdb', 'q=MARSEILLE'))?.results).toEqual([]);
    expect((await projectsOf('mdb', 'q=nantes'))?.results.map((result) => result.title)).toEqual([
      'Maison à diviser à Nantes',
    ]);
    // starter@ (starter-MDB) has no network at all.
    expect((await get('/search?channel=immobilier&q=villeurbanne', 'starter')).statusCode).toBe(403);

    // MDB_ADMIN sees every project.
    const all = await projectsOf('admin');
    expect(all?.results.map((result) => result.title).sort()).toEqual([
      'Immeuble Croix-Rousse',
      'Immeuble de la Joliette',
    ]);
    expect((await projectsOf('admin', 'q=villeurbanne'))?.results.map((result) => result.title)).toEqual([
      'Studio à Villeurbanne',
    ]);

    // No MDB: no projects group, even asked for by category.
    expect(await projectsOf('air')).toBeUndefined();
    expect(await projectsOf('air', 'q=immeuble&category=projects')).toBeUndefined();
  });

  it('finds members, deals and contacts, each linking to its page, without private fields', async () => {
    const response = await get('/search?channel=immobilier&q=lyon');
    expect(response.statusCode).toBe(200);
    const search = z.parse(searchResponseSchema, response.json());
    await expectPrivate(search, []);
    const deals = search.groups.find((group) => group.category === 'deals');
    expect(deals?.results.map((result) => result.title)).toEqual(['Plateau de bureaux en centre-ville']);
    expect(deals?.results[0]?.link).toBe('/circle/market?id=demo-deal-05');
    const members = (await get('/search?channel=immobilier&q=aicha')).json<SearchResponse>();
    expect(members.groups.find((group) => group.category === 'members')?.results[0]).toMatchObject({
      title: 'Aïcha Diallo',
      subtitle: 'La Réunion',
    });
    const trades = (
      await get('/search?channel=immobilier&q=plombier&category=trades-and-services')
    ).json<SearchResponse>();
    expect(trades.groups).toEqual([
      { category: 'trades-and-services', results: [expect.objectContaining({ title: 'Plomberie Rivière' })] },
    ]);
  });

  it('never shows deals to a member without the deal-off-market right', async () => {
    await test.app.db
      .insertInto('user_channels')
      .values({ uid: DEMO_ACCOUNTS.sport.uid, channel: 'immobilier' })
      .execute();
    try {
      const search = (await get('/search?channel=immobilier&q=lyon', 'sport')).json<SearchResponse>();
      expect(search.groups.map((group) => group.category)).not.toContain('deals');
      const structure = (await get('/configurations/search_engine/structure', 'sport')).json<SearchStructureResponse>();
      expect(structure.data.categories.map((category) => category.key)).not.toContain('deals');
    } finally {
      await test.app.db
        .deleteFrom('user_channels')
        .where('uid', '=', DEMO_ACCOUNTS.sport.uid)
        .where('channel', '=', 'immobilier')
        .execute();
    }
  });
});
