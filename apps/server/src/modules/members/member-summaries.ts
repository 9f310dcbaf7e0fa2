import type { MemberSummary } from '@campus/domain/administration';
import { MDB_ADMIN } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { canonicalChannels } from './member-rows.js';

/** The columns of a member summary, from `users` left-joined with `network_profiles`. */
export const SUMMARY_COLUMNS = [
  'users.uid',
  'users.email',
  'users.firstname',
  'users.lastname',
  'users.display_name',
  'users.search_text',
  'users.status',
  'users.is_customer',
  'users.is_ambassador',
  'users.permission_ambassador',
  'users.formation_air',
  'users.formation_mdb',
  'users.formation_sport',
  'users.formation_starter_mdb',
  'users.created_at',
  'users.last_sign_in_at',
  'users.previous_sign_in_at',
  'users.deactivated_at',
  'users.closure_due_at',
  'users.closed_at',
  'network_profiles.ambassador_type',
  'network_profiles.is_mentor',
  'network_profiles.is_coach',
] as const;

/** Members with their network profile (roles), ready for SUMMARY_COLUMNS. */
export function membersWithRoles(db: Queryable): SelectQueryBuilder<DB, 'users' | 'network_profiles', object> {
  return db.selectFrom('users').leftJoin('network_profiles', 'network_profiles.uid', 'users.uid');
}

export interface SummaryRow {
  uid: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  display_name: string | null;
  status: MemberSummary['status'];
  is_customer: number;
  is_ambassador: number;
  permission_ambassador: number;
  formation_air: number;
  formation_mdb: number;
  formation_sport: number;
  formation_starter_mdb: number;
  created_at: string;
  last_sign_in_at: string | null;
  ambassador_type: 'AIR' | 'MDB' | null;
  is_mentor: number | null;
  is_coach: number | null;
}

/** Firstname Lastname, else the display name, else the e-mail. */
export function memberName(row: Pick<SummaryRow, 'firstname' | 'lastname' | 'display_name' | 'email'>): string {
  const fullName = `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();
  return fullName || row.display_name || row.email;
}

/** Channels and permissions of the members given, by uid, in two queries. */
async function channelsAndPermissions(db: Queryable, uids: readonly string[]) {
  const channels = new Map<string, ChannelSlug[]>();
  const permissions = new Map<string, string[]>();
  if (uids.length === 0) return { channels, permissions };
  const [channelRows, permissionRows] = await Promise.all([
    db.selectFrom('user_channels').select(['uid', 'channel']).where('uid', 'in', uids).execute(),
    db.selectFrom('user_permissions').select(['uid', 'permission']).where('uid', 'in', uids).execute(),
  ]);
  for (const row of channelRows) (channels.get(row.uid) ?? channels.set(row.uid, []).get(row.uid)!).push(row.channel);
  for (const row of permissionRows) {
    (permissions.get(row.uid) ?? permissions.set(row.uid, []).get(row.uid)!).push(row.permission);
  }
  return { channels, permissions };
}

/** The summaries of the rows, in their order. */
export async function toSummaries(db: Queryable, rows: readonly SummaryRow[]): Promise<MemberSummary[]> {
  const { channels, permissions } = await channelsAndPermissions(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    uid: row.uid,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    name: memberName(row),
    status: row.status,
    isCustomer: row.is_customer === 1,
    formations: {
      air: row.formation_air === 1,
      mdb: row.formation_mdb === 1,
      sport: row.formation_sport === 1,
      starter_mdb: row.formation_starter_mdb === 1,
    },
    channels: canonicalChannels(channels.get(row.uid) ?? []),
    permissions: (permissions.get(row.uid) ?? []).sort(),
    roles: {
      ambassador: row.is_ambassador === 1 && row.permission_ambassador === 1 ? (row.ambassador_type ?? 'AIR') : null,
      mentor: row.is_mentor === 1,
      coach: row.is_coach === 1,
    },
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  }));
}

/** Whether the member holds MDB_ADMIN. */
export const isAdminSummary = (summary: MemberSummary) => summary.permissions.includes(MDB_ADMIN);
