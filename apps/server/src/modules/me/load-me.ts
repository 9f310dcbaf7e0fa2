import type { LevelItem, MeResponse } from '@campus/domain/account';
import { CHANNELS, isChannelSlug, type ChannelSlug } from '@campus/domain/shared';
import type { Queryable } from '../../db/schema.js';
import { unauthenticated } from '../../platform/errors.js';
import { pictureUrl } from '../../platform/files.js';
import { findCurrentTerms, needsTermsRefresh } from '../cgv/terms.js';
import { displayNameOf } from '../users/display-name.js';
import { findUserChannels } from '../users/user-queries.js';

/** Writes to these tables change some member's GET /api/me: they clear its cache. */
export const ME_TABLES: ReadonlySet<string> = new Set([
  'users',
  'user_channels',
  'user_permissions',
  'user_levels',
  'terms_of_sale',
]);

const ALL_CHANNELS = CHANNELS.map(({ slug, name }) => ({ slug, name }));

async function findLevels(db: Queryable, uid: string): Promise<MeResponse['levels']> {
  const rows = await db
    .selectFrom('user_levels')
    .select(['channel', 'level', 'completed'])
    .where('uid', '=', uid)
    .orderBy('channel')
    .orderBy('level')
    .execute();
  const levels: Partial<Record<ChannelSlug, LevelItem[]>> = {};
  for (const row of rows) {
    if (!isChannelSlug(row.channel)) continue;
    (levels[row.channel] ??= []).push({ level: row.level, completed: row.completed === 1 });
  }
  return levels;
}

async function findPermissions(db: Queryable, uid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_permissions')
    .select('permission')
    .where('uid', '=', uid)
    .orderBy('permission')
    .execute();
  return rows.map((row) => row.permission);
}

export interface MeOptions {
  /** A course site is configured (COURSE_SITE_URL): the web app opens trainings through `/site-de-cours`. */
  courseSite: boolean;
}

/** The signed-in member's state of spec 3.2, as GET /api/me answers it. */
export async function loadMe(db: Queryable, uid: string, options: MeOptions): Promise<MeResponse> {
  const [user, userChannels, permissions, levels, currentTerms] = await Promise.all([
    db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst(),
    findUserChannels(db, uid),
    findPermissions(db, uid),
    findLevels(db, uid),
    findCurrentTerms(db),
  ]);
  // A valid token whose member is gone (deleted account) is treated as signed out.
  if (!user) throw unauthenticated();
  return {
    uid: user.uid,
    email: user.email,
    displayName: displayNameOf(user),
    firstname: user.firstname,
    lastname: user.lastname,
    phoneNumber: user.phone_number,
    pictureUrl: pictureUrl(user.picture_path),
    lms: { token: null, courseSite: options.courseSite },
    channels: ALL_CHANNELS,
    userChannels,
    points: user.points,
    levels,
    permissions,
    isCustomer: user.is_customer === 1,
    isAmbassador: user.is_ambassador === 1,
    permissionAmbassador: user.permission_ambassador === 1,
    isYAM: user.is_yam === 1,
    neededRefreshCgv: needsTermsRefresh(user.cgv_accepted_version, currentTerms),
    formations: {
      air: user.formation_air === 1,
      mdb: user.formation_mdb === 1,
      sport: user.formation_sport === 1,
      starter_mdb: user.formation_starter_mdb === 1,
    },
    scenario: user.scenario,
    address: {
      line1: user.address_line1,
      postale_code: user.address_postale_code,
      city: user.address_city,
      country: user.address_country,
      company: user.address_company,
    },
    tourSeen: user.tour_seen_at !== null,
    lastSignIn: user.previous_sign_in_at,
    createdAt: user.created_at,
  };
}

export function serializeMe(me: MeResponse): string {
  return JSON.stringify(me);
}
