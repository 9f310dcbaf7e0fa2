import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEALS, NETWORK_MEMBERS, demoDealPicture, demoPictureShapeOf } from './demo-network.js';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from './demo-members.js';
import { SEED_MEMBERS, seedDemo } from './seed-demo.js';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const count = async (table: 'users' | 'user_channels' | 'user_levels' | 'terms_of_sale') => {
  const row = await test.app.db
    .selectFrom(table)
    .select((select) => select.fn.countAll().as('rows'))
    .executeTakeFirstOrThrow();
  return Number(row.rows);
};

describe('the demo seed', () => {
  it('holds the six demo accounts and at least a dozen other members', async () => {
    expect(OTHER_MEMBERS.length).toBeGreaterThanOrEqual(12);
    // The member network (issue 13) adds its own members across the regions.
    expect(await count('users')).toBe(SEED_MEMBERS.length + NETWORK_MEMBERS.length);
    const emails = await test.app.db.selectFrom('users').select('email').execute();
    expect(emails.map((row) => row.email)).toEqual(
      expect.arrayContaining(Object.values(DEMO_ACCOUNTS).map((account) => account.email)),
    );
  });

  it('hashes passwords with argon2id', async () => {
    const user = await test.app.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('gives the deals photos drawn after their kind of property, not one drawing for all (issue 34)', async () => {
    const deals = await test.app.db.selectFrom('deals').select(['id', 'property_type']).execute();
    const shapes = new Set(deals.map((deal) => demoPictureShapeOf(deal.property_type)));
    expect(shapes.size).toBeGreaterThanOrEqual(6);
    // One colour, each shape: as many different pictures.
    const pictures = [...shapes].map((shape) => sha256(demoDealPicture([37, 99, 235], 0, shape)));
    expect(new Set(pictures).size).toBe(shapes.size);
    const photos = await test.app.db.selectFrom('deal_photos').select(['deal_id', 'path', 'position']).execute();
    expect(new Set(photos.map((photo) => photo.deal_id)).size).toBe(deals.length);
    // What the seed stored: each deal's first photo, read from the picture store, is the drawing of its kind.
    const firstPhotos = photos.filter((photo) => photo.position === 0);
    expect(firstPhotos).toHaveLength(DEALS.length);
    for (const photo of firstPhotos) {
      const deal = DEALS[Number(photo.deal_id.replace('demo-deal-', '')) - 1]!;
      const file = test.app.pictures.locate(photo.path);
      expect(file).not.toBeNull();
      const drawn = demoDealPicture(deal.colour, 0, demoPictureShapeOf(deal.propertyType));
      expect(sha256(await readFile(file!.path)), `${photo.deal_id}, ${deal.propertyType}`).toBe(sha256(drawn));
    }
  });

  it('publishes two versions of the terms of sale', async () => {
    expect(await count('terms_of_sale')).toBe(2);
  });

  it('does nothing when run again', async () => {
    const before = await Promise.all([
      count('users'),
      count('user_channels'),
      count('user_levels'),
      count('terms_of_sale'),
    ]);
    expect(await seedDemo(test.app.db, test.app.dialect)).toBe(false);
    const after = await Promise.all([
      count('users'),
      count('user_channels'),
      count('user_levels'),
      count('terms_of_sale'),
    ]);
    expect(after).toEqual(before);
  });

  it('is left out when SEED_DEMO is off', async () => {
    const empty = await createTestApp({ seedDemo: 'never' });
    try {
      const users = await empty.app.db.selectFrom('users').select('uid').execute();
      expect(users).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
