import {
  visibleDetails,
  type AmbassadorType,
  type MemberCard,
  type MemberRole,
  type MemberSkill,
} from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import type { ExpressionBuilder } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { pictureUrl } from '../../platform/files.js';
import { displayNameOf } from '../users/display-name.js';

/** The columns a member card is built from: the private ones only go through the visibility rule. */
export interface MemberCardRow {
  uid: string;
  display_name: string | null;
  firstname: string | null;
  lastname: string | null;
  picture_path: string | null;
  phone_number: string | null;
  address_city: string | null;
  is_ambassador: number;
  permission_ambassador: number;
  department_code: string | null;
  show_phone: number | null;
  show_city: number | null;
  show_on_map: number | null;
  ambassador_type: AmbassadorType | null;
  is_mentor: number | null;
  is_coach: number | null;
}

/** The columns of `MemberCardRow`, read by every member list and by a member's page. */
const MEMBER_CARD_COLUMNS = [
  'users.uid',
  'users.display_name',
  'users.firstname',
  'users.lastname',
  'users.picture_path',
  'users.phone_number',
  'users.address_city',
  'users.is_ambassador',
  'users.permission_ambassador',
  'network_profiles.department_code',
  'network_profiles.show_phone',
  'network_profiles.show_city',
  'network_profiles.show_on_map',
  'network_profiles.ambassador_type',
  'network_profiles.is_mentor',
  'network_profiles.is_coach',
] as const;

/**
 * The customers of a channel with their network profile (none: nothing shown): every member list of the network
 * starts here, then narrows it.
 */
export function channelMembers(db: Queryable, channel: ChannelSlug) {
  return db
    .selectFrom('user_channels')
    .innerJoin('users', 'users.uid', 'user_channels.uid')
    .leftJoin('network_profiles', 'network_profiles.uid', 'users.uid')
    .select([...MEMBER_CARD_COLUMNS, 'users.search_text'])
    .where('user_channels.channel', '=', channel)
    .where('users.is_customer', '=', 1);
}

/** An active ambassador: flagged as one, the permission still on (what the card's `ambassador` role reads too). */
export const isActiveAmbassador = (eb: ExpressionBuilder<DB, 'users'>) =>
  eb.and([eb('users.is_ambassador', '=', 1), eb('users.permission_ambassador', '=', 1)]);

function rolesOf(row: MemberCardRow): MemberRole[] {
  const roles: MemberRole[] = [];
  if (row.is_ambassador === 1 && row.permission_ambassador === 1) roles.push('ambassador');
  if (row.is_mentor === 1) roles.push('mentor');
  if (row.is_coach === 1) roles.push('coach');
  return roles.length > 0 ? roles : ['member'];
}

/** The cards of these members, their skills read in one query; what is private goes through `visibleDetails`. */
export async function toMemberCards(db: Queryable, rows: readonly MemberCardRow[]): Promise<MemberCard[]> {
  const uids = rows.map((row) => row.uid);
  const skills =
    uids.length === 0
      ? []
      : await db.selectFrom('member_skills').select(['uid', 'skill']).where('uid', 'in', uids).execute();
  const skillsOf = new Map<string, MemberSkill[]>();
  for (const { uid, skill } of skills) skillsOf.set(uid, [...(skillsOf.get(uid) ?? []), skill as MemberSkill]);
  return rows.map((row) => {
    const privacy = {
      showPhone: row.show_phone === 1,
      showCity: row.show_city === 1,
      showOnMap: row.show_on_map === 1,
    };
    const details = visibleDetails(
      { phoneNumber: row.phone_number, city: row.address_city, departmentCode: row.department_code },
      privacy,
    );
    const roles = rolesOf(row);
    return {
      uid: row.uid,
      displayName: displayNameOf(row),
      pictureUrl: pictureUrl(row.picture_path),
      roles,
      ambassadorType: roles.includes('ambassador') ? (row.ambassador_type ?? null) : null,
      skills: (skillsOf.get(row.uid) ?? []).sort(),
      ...details,
    };
  });
}

/** One customer's card (their page), through the same rule as every list; null when there is no such customer. */
export async function findMemberCard(db: Queryable, uid: string): Promise<MemberCard | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('network_profiles', 'network_profiles.uid', 'users.uid')
    .select(MEMBER_CARD_COLUMNS)
    .where('users.uid', '=', uid)
    .where('users.is_customer', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const [card] = await toMemberCards(db, [row]);
  return card ?? null;
}
