import type { MemberRoles, MemberStatus } from '@campus/domain/administration';
import { FORMATION_KEYS, type FormationKey } from '@campus/domain/administration';
import type { Formations } from '@campus/domain/rights';
import { CHANNEL_SLUGS, type ChannelSlug } from '@campus/domain/shared';
import type { Queryable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';
import { nameColumns } from '../users/name-columns.js';

/** A member's rights as an admin grants them: what an invitation, an import line or the CLI creates. */
export interface MemberGrant {
  email: string;
  firstname: string;
  lastname: string;
  formations: Formations;
  channels: readonly ChannelSlug[];
  isCustomer: boolean;
  roles: MemberRoles;
  permissions: readonly string[];
}

export const NO_ROLES: MemberRoles = { ambassador: null, mentor: false, coach: false };

/** No password yet: no argon2 hash verifies against it, so nobody signs in before choosing one. */
export const NO_PASSWORD = '';

const flag = (value: boolean) => (value ? 1 : 0);

export const formationColumn = (key: FormationKey) => `formation_${key}` as const;

export function formationColumns(formations: Partial<Formations>) {
  return Object.fromEntries(
    FORMATION_KEYS.flatMap((key) =>
      formations[key] === undefined ? [] : [[formationColumn(key), flag(formations[key])]],
    ),
  ) as Partial<Record<ReturnType<typeof formationColumn>, number>>;
}

/** Channels in the canonical order, each once. */
export const canonicalChannels = (channels: readonly ChannelSlug[]): ChannelSlug[] =>
  CHANNEL_SLUGS.filter((slug) => channels.includes(slug));

/** Replaces the member's channels. */
export async function writeChannels(db: Queryable, uid: string, channels: readonly ChannelSlug[]): Promise<void> {
  await db.deleteFrom('user_channels').where('uid', '=', uid).execute();
  const rows = canonicalChannels(channels).map((channel) => ({ uid, channel }));
  if (rows.length > 0) await db.insertInto('user_channels').values(rows).execute();
}

/** Replaces the member's permissions. */
export async function writePermissions(db: Queryable, uid: string, permissions: readonly string[]): Promise<void> {
  await db.deleteFrom('user_permissions').where('uid', '=', uid).execute();
  const rows = [...new Set(permissions)].map((permission) => ({ uid, permission }));
  if (rows.length > 0) await db.insertInto('user_permissions').values(rows).execute();
}

/** Ambassador (with its permission and type), mentor and coach: the users flags and the network profile's roles. */
export async function writeRoles(db: Queryable, uid: string, roles: MemberRoles): Promise<void> {
  const isAmbassador = flag(roles.ambassador !== null);
  await db
    .updateTable('users')
    .set({ is_ambassador: isAmbassador, permission_ambassador: isAmbassador })
    .where('uid', '=', uid)
    .execute();
  const values = {
    ambassador_type: roles.ambassador,
    is_mentor: flag(roles.mentor),
    is_coach: flag(roles.coach),
    updated_at: isoNow(),
  };
  await db
    .insertInto('network_profiles')
    .values({ uid, department_code: null, show_phone: 0, show_city: 0, show_on_map: 0, ...values })
    .onConflict((conflict) => conflict.column('uid').doUpdateSet(values))
    .execute();
}

/** Creates a member with the rights granted, without a password. */
export async function insertMember(
  db: Queryable,
  uid: string,
  grant: MemberGrant,
  status: MemberStatus,
  now: string = isoNow(),
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      uid,
      email: grant.email,
      password_hash: NO_PASSWORD,
      ...nameColumns({ firstname: grant.firstname, lastname: grant.lastname, displayName: null }),
      phone_number: null,
      picture_path: null,
      points: 0,
      is_customer: flag(grant.isCustomer),
      is_ambassador: 0,
      permission_ambassador: 0,
      is_yam: flag(grant.formations.sport),
      formation_air: flag(grant.formations.air),
      formation_mdb: flag(grant.formations.mdb),
      formation_sport: flag(grant.formations.sport),
      formation_starter_mdb: flag(grant.formations.starter_mdb),
      scenario: null,
      address_line1: null,
      address_postale_code: null,
      address_city: null,
      address_country: 'FR',
      address_company: null,
      cgv_accepted_version: null,
      previous_sign_in_at: null,
      last_sign_in_at: null,
      created_at: now,
      updated_at: now,
      tour_seen_at: null,
      status,
      deactivated_at: null,
    })
    .execute();
  await writeChannels(db, uid, grant.channels);
  await writePermissions(db, uid, grant.permissions);
  if (grant.roles.ambassador !== null || grant.roles.mentor || grant.roles.coach)
    await writeRoles(db, uid, grant.roles);
}

/** Whether an e-mail already names a member. */
export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('uid').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}
