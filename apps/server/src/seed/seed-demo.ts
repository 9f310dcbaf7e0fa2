import { CHANNEL_SLUGS } from '@campus/domain/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import { nameColumns } from '../modules/users/name-columns.js';
import { hashPassword } from '../platform/passwords.js';
import type { Dialect } from '../db/connection.js';
import type { DB, UsersTable } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_MEMBERS, type SeedMember } from './demo-members.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoShop } from './demo-shop.js';
import { seedDemoContracts } from './demo-contracts.js';
import { seedDemoEvents } from './demo-events.js';
import { seedDemoIncubator } from './demo-incubator.js';
import { seedDemoLearning } from './demo-learning.js';
import { seedDemoMessaging } from './demo-messaging.js';
import { seedDemoNetwork } from './demo-network.js';
import { detectImageType, type PictureStore } from '../platform/files.js';
import { demoTerms } from './demo-terms.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Serialises concurrent seeds of instances starting together on one PostgreSQL database. */
const SEED_LOCK_KEY = 7_261_001;

export const SEED_MEMBERS: readonly SeedMember[] = [...Object.values(DEMO_ACCOUNTS), ...OTHER_MEMBERS];

const flag = (value: boolean | undefined) => (value ? 1 : 0);

function userRow(member: SeedMember, passwordHash: string, termsVersion: string, now: Date): UsersTable {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    uid: member.uid,
    email: member.email,
    password_hash: passwordHash,
    ...nameColumns({ firstname: member.firstname, lastname: member.lastname, displayName: member.displayName ?? null }),
    phone_number: member.phoneNumber,
    picture_path: null,
    points: member.points,
    is_customer: flag(member.isCustomer),
    is_ambassador: flag(member.isAmbassador),
    permission_ambassador: flag(member.isAmbassador),
    is_yam: flag(member.isYam),
    formation_air: flag(member.formations.air),
    formation_mdb: flag(member.formations.mdb),
    formation_sport: flag(member.formations.sport),
    formation_starter_mdb: flag(member.formations.starter_mdb),
    scenario: null,
    address_line1: member.address.line1,
    address_postale_code: member.address.postale_code,
    address_city: member.address.city,
    address_country: 'FR',
    address_company: member.address.company ?? null,
    cgv_accepted_version: termsVersion,
    previous_sign_in_at: at(member.lastSeenDaysAgo + 3),
    last_sign_in_at: at(member.lastSeenDaysAgo),
    created_at: at(member.joinedDaysAgo),
    updated_at: at(member.lastSeenDaysAgo),
    // Demo members have been here before: the guided tour shows only when replayed or reset.
    tour_seen_at: at(member.joinedDaysAgo),
    status: 'active',
    deactivated_at: null,
    closure_due_at: null,
    closed_at: null,
    suspended_until: null,
  };
}

/**
 * The demo data of each area, in order, each a no-op when its data is there: a demo database seeded before an area
 * existed gets that area's data once. A new area appends its seed here.
 */
const AREA_SEEDS: readonly ((transaction: Transaction<DB>, now: Date) => Promise<boolean>)[] = [
  seedDemoMessaging,
  seedDemoEvents,
  seedDemoBilling,
  seedDemoShop,
  seedDemoContracts,
  seedDemoIncubator,
];

/**
 * Seeds the demo data in one transaction on an empty database; returns false (a no-op) otherwise. A demo
 * database seeded before messaging, events or billing existed gets its demo discussions, notifications, events and
 * invoices once.
 */
export async function seedDemo(
  db: Kysely<DB>,
  dialect: Dialect,
  now: Date = new Date(),
  pictures?: PictureStore,
): Promise<boolean> {
  // Hashed once per run, not per member: argon2 is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [previousTerms, latestTerms] = demoTerms(now);
  // The demo deals' photos are files of the picture store (none when seeding without one, as in some tests).
  const savePicture = pictures
    ? async (content: Buffer) => pictures.save(content, (await detectImageType(content)) ?? 'png')
    : undefined;

  return db.transaction().execute(async (transaction) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(transaction);
    const existing = await transaction.selectFrom('users').select('uid').limit(1).executeTakeFirst();
    if (existing) {
      let added = false;
      for (const seedArea of AREA_SEEDS) added = (await seedArea(transaction, now)) || added;
      const addedNetwork = await seedDemoNetwork(transaction, now, passwordHash, latestTerms.version, savePicture);
      const addedLearning = await seedDemoLearning(transaction, now, SEED_MEMBERS);
      return addedLearning || addedNetwork || added;
    }

    await transaction.insertInto('terms_of_sale').values([previousTerms, latestTerms]).execute();
    await transaction
      .insertInto('users')
      .values(
        SEED_MEMBERS.map((member) =>
          userRow(member, passwordHash, member.hasPendingTerms ? previousTerms.version : latestTerms.version, now),
        ),
      )
      .execute();
    await transaction
      .insertInto('user_channels')
      .values(SEED_MEMBERS.flatMap((member) => member.channels.map((channel) => ({ uid: member.uid, channel }))))
      .execute();
    const permissions = SEED_MEMBERS.flatMap((member) =>
      (member.permissions ?? []).map((permission) => ({ uid: member.uid, permission })),
    );
    if (permissions.length > 0) await transaction.insertInto('user_permissions').values(permissions).execute();
    const levels = SEED_MEMBERS.flatMap((member) =>
      CHANNEL_SLUGS.flatMap((channel) =>
        (member.levels?.[channel] ?? []).map((item) => ({
          uid: member.uid,
          channel,
          level: item.level,
          completed: flag(item.completed),
        })),
      ),
    );
    if (levels.length > 0) await transaction.insertInto('user_levels').values(levels).execute();
    for (const seedArea of AREA_SEEDS) await seedArea(transaction, now);
    await seedDemoNetwork(transaction, now, passwordHash, latestTerms.version, savePicture);
    await seedDemoLearning(transaction, now, SEED_MEMBERS);
    return true;
  });
}
