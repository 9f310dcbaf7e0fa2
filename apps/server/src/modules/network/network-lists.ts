import {
  NETWORK_MESSAGES,
  SEARCH_CATEGORIES,
  type AmbassadorType,
  type ExpertsResponse,
  type MapCounts,
  type MemberCard,
  type NetworkContact,
  type NetworkProfile,
  type PointsOfSaleResponse,
  type SearchStructureResponse,
} from '@campus/domain/network';
import { hasMDB, type RightsSubject } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import { sql } from 'kysely';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { channelMembers, isActiveAmbassador, toMemberCards } from './member-cards.js';

/** The most entries a people list answers (ambassadors, mentors, coaches, a department of the map). */
export const PEOPLE_LIST_LIMIT = 100;

async function cardsOf(db: Queryable, select: ReturnType<typeof channelMembers>): Promise<MemberCard[]> {
  const rows = await select.orderBy('users.search_text').orderBy('users.uid').limit(PEOPLE_LIST_LIMIT).execute();
  return toMemberCards(db, rows);
}

/** `Les ambassadeurs` (spec 2.4: the immobilier channel): active ambassadors, of one type when asked. */
export function findAmbassadors(db: Queryable, type: AmbassadorType | undefined): Promise<MemberCard[]> {
  let select = channelMembers(db, 'immobilier').where(isActiveAmbassador);
  if (type) select = select.where('network_profiles.ambassador_type', '=', type);
  return cardsOf(db, select);
}

/** `Les mentors` (MDB): the mentors of the immobilier channel. */
export function findMentors(db: Queryable): Promise<MemberCard[]> {
  return cardsOf(db, channelMembers(db, 'immobilier').where('network_profiles.is_mentor', '=', 1));
}

/** `Mes coachs`: shown only without MDB (spec 2.4); the coaches of the caller's channel. */
export function findCoaches(db: Queryable, rights: RightsSubject, channel: ChannelSlug): Promise<MemberCard[]> {
  if (hasMDB(rights)) throw new HttpError(403, NETWORK_MESSAGES.coachesWithoutMdb);
  return cardsOf(db, channelMembers(db, channel).where('network_profiles.is_coach', '=', 1));
}

/**
 * The members map: per department, the customers of the channel (or its ambassadors) who chose to show their
 * department; nobody else is counted, so no count gives away a place a member kept private.
 */
export async function mapCounts(
  db: Queryable,
  channel: ChannelSlug | undefined,
  ambassadorsOnly: boolean,
): Promise<MapCounts> {
  let select = db
    .selectFrom('network_profiles')
    .innerJoin('users', 'users.uid', 'network_profiles.uid')
    .select(['network_profiles.department_code', sql<number>`count(*)`.as('count')])
    .where('network_profiles.show_on_map', '=', 1)
    .where('network_profiles.department_code', 'is not', null)
    .where('users.is_customer', '=', 1);
  // One channel's members, or without a channel the whole community on the map.
  if (channel) {
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_channels')
          .select('user_channels.uid')
          .whereRef('user_channels.uid', '=', 'users.uid')
          .where('user_channels.channel', '=', channel),
      ),
    );
  }
  if (ambassadorsOnly) select = select.where(isActiveAmbassador);
  const rows = await select.groupBy('network_profiles.department_code').execute();
  const departments = rows
    .map((row) => ({ code: row.department_code ?? '', count: Number(row.count) }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return { departments, total: departments.reduce((sum, department) => sum + department.count, 0) };
}

/** A department clicked on the map: the members of the channel placed there by their own choice. */
export function mapDepartmentMembers(
  db: Queryable,
  channel: ChannelSlug,
  department: string,
  ambassadorsOnly: boolean,
): Promise<MemberCard[]> {
  let select = channelMembers(db, channel)
    .where('network_profiles.show_on_map', '=', 1)
    .where('network_profiles.department_code', '=', department);
  if (ambassadorsOnly) select = select.where(isActiveAmbassador);
  return cardsOf(db, select);
}

/** Partners or good contacts, by name. */
export async function findNetworkContacts(db: Queryable, kind: 'PARTNER' | 'GOOD_CONTACT'): Promise<NetworkContact[]> {
  const rows = await db
    .selectFrom('network_contacts')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('search_text')
    .orderBy('id')
    .limit(PEOPLE_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    trade: row.trade,
    description: row.description,
    departmentCode: row.department_code,
    contactKind: row.contact_kind,
    contact: row.contact,
    socials: JSON.parse(row.socials) as NetworkContact['socials'],
  }));
}

export async function findExperts(db: Queryable): Promise<ExpertsResponse> {
  const rows = await db.selectFrom('experts').selectAll().orderBy('name').orderBy('id').execute();
  return { success: true, data: rows };
}

export async function findPointsOfSale(db: Queryable): Promise<PointsOfSaleResponse> {
  const rows = await db.selectFrom('points_of_sale').selectAll().orderBy('department_code').orderBy('name').execute();
  return {
    success: true,
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      departmentCode: row.department_code,
      website: row.website,
    })),
  };
}

const CATEGORY_LABELS = {
  projects: 'Projets',
  contacts: 'Contacts',
  deals: 'Deals',
  members: 'Membres',
  'trades-and-services': 'Métiers et services',
} as const;

/**
 * The search categories of spec 3.10 this member may search: deals need the deal-off-market right; projects need
 * MDB (the incubator's projects the member may see).
 */
export function searchStructure(canSeeDeals: boolean, canSeeProjects: boolean): SearchStructureResponse {
  return {
    success: true,
    data: {
      categories: SEARCH_CATEGORIES.filter(
        (key) => (key !== 'deals' || canSeeDeals) && (key !== 'projects' || canSeeProjects),
      ).map((key) => ({ key, label: CATEGORY_LABELS[key], available: true })),
    },
  };
}

/** The member's own network profile: what they show (all off until they turn it on), department, skills. */
export async function findNetworkProfile(db: Queryable, uid: string): Promise<NetworkProfile> {
  const [profile, skills] = await Promise.all([
    db.selectFrom('network_profiles').selectAll().where('uid', '=', uid).executeTakeFirst(),
    db.selectFrom('member_skills').select('skill').where('uid', '=', uid).orderBy('skill').execute(),
  ]);
  return {
    showPhone: profile?.show_phone === 1,
    showCity: profile?.show_city === 1,
    showOnMap: profile?.show_on_map === 1,
    departmentCode: (profile?.department_code ?? null) as NetworkProfile['departmentCode'],
    skills: skills.map((row) => row.skill as NetworkProfile['skills'][number]),
  };
}

export async function saveNetworkProfile(db: Queryable, uid: string, profile: NetworkProfile): Promise<void> {
  const values = {
    department_code: profile.departmentCode,
    show_phone: profile.showPhone ? 1 : 0,
    show_city: profile.showCity ? 1 : 0,
    show_on_map: profile.showOnMap ? 1 : 0,
    updated_at: isoNow(),
  };
  await db
    .insertInto('network_profiles')
    .values({ uid, ambassador_type: null, is_mentor: 0, is_coach: 0, ...values })
    .onConflict((conflict) => conflict.column('uid').doUpdateSet(values))
    .execute();
  await db.deleteFrom('member_skills').where('uid', '=', uid).execute();
  const skills = [...new Set(profile.skills)];
  if (skills.length > 0) {
    await db
      .insertInto('member_skills')
      .values(skills.map((skill) => ({ uid, skill })))
      .execute();
  }
}
