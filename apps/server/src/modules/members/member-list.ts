import {
  ADMINISTRATION_MESSAGES,
  MEMBERS_PAGE_SIZE,
  type MembersPage,
  type membersQuerySchema,
} from '@campus/domain/administration';
import { MDB_ADMIN } from '@campus/domain/rights';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type * as z from 'zod/mini';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor.js';
import type { DB, Queryable } from '../../db/schema.js';
import { fieldViolation } from '../../platform/errors.js';
import { containsPattern } from '../users/member-search.js';
import { formationColumn } from './member-rows.js';
import { SUMMARY_COLUMNS, membersWithRoles, toSummaries } from './member-summaries.js';

export type MembersFilter = z.output<typeof membersQuerySchema>;
type Where = ExpressionBuilder<DB, 'users' | 'network_profiles'>;

/** The conditions of the filters given (every filter narrows). */
function filterConditions(where: Where, filter: MembersFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const text = filter.q?.trim();
  if (text) {
    const pattern = sql<string>`${containsPattern(text)} escape '\\'`;
    conditions.push(where.or([where('users.search_text', 'like', pattern), where('users.email', 'like', pattern)]));
  }
  if (filter.channel) {
    const channel = filter.channel;
    conditions.push(
      where.exists(
        where
          .selectFrom('user_channels')
          .select('user_channels.uid')
          .whereRef('user_channels.uid', '=', 'users.uid')
          .where('user_channels.channel', '=', channel),
      ),
    );
  }
  if (filter.formation) conditions.push(where(`users.${formationColumn(filter.formation)}`, '=', 1));
  if (filter.customer) conditions.push(where('users.is_customer', '=', filter.customer === 'customer' ? 1 : 0));
  if (filter.status) conditions.push(where('users.status', '=', filter.status));
  switch (filter.role) {
    case 'admin':
      conditions.push(
        where.exists(
          where
            .selectFrom('user_permissions')
            .select('user_permissions.uid')
            .whereRef('user_permissions.uid', '=', 'users.uid')
            .where('user_permissions.permission', '=', MDB_ADMIN),
        ),
      );
      break;
    case 'ambassador':
      conditions.push(where('users.is_ambassador', '=', 1), where('users.permission_ambassador', '=', 1));
      break;
    case 'mentor':
      conditions.push(where('network_profiles.is_mentor', '=', 1));
      break;
    case 'coach':
      conditions.push(where('network_profiles.is_coach', '=', 1));
      break;
    case undefined:
      break;
  }
  return conditions;
}

const badCursor = (): undefined => {
  throw fieldViolation('cursor', ADMINISTRATION_MESSAGES.badCursor);
};

/** The sort key of each sort: its column and direction (a member who never signed in sorts last). */
const SORT_KEYS = {
  name: { column: sql<string>`users.search_text`, direction: 'asc' },
  createdAt: { column: sql<string>`users.created_at`, direction: 'desc' },
  lastSignIn: { column: sql<string>`coalesce(users.last_sign_in_at, '')`, direction: 'desc' },
} as const;

/**
 * Every member matching the filters, by name (A to Z), newest first or latest sign-in first, in keyset pages of 50:
 * each page starts after the (sort value, uid) of the previous one's last row.
 */
export async function listMembers(db: Queryable, filter: MembersFilter): Promise<MembersPage> {
  const sort = SORT_KEYS[filter.sort];
  const cursor = decodeCursor(filter.cursor, badCursor);
  if (cursor && typeof cursor.value !== 'string') badCursor();
  const isAscending = sort.direction === 'asc';
  const rows = await membersWithRoles(db)
    .select(SUMMARY_COLUMNS)
    .select(sort.column.as('sort_value'))
    .where((where) => {
      const conditions = filterConditions(where, filter);
      if (cursor) {
        const value = String(cursor.value);
        const after = isAscending ? '>' : '<';
        conditions.push(
          where.or([
            where(sort.column, after, value),
            where.and([where(sort.column, '=', value), where('users.uid', after, cursor.id)]),
          ]),
        );
      }
      return where.and(conditions);
    })
    .orderBy(sort.column, sort.direction)
    .orderBy('users.uid', sort.direction)
    .limit(MEMBERS_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, MEMBERS_PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > MEMBERS_PAGE_SIZE;
  return {
    items: await toSummaries(db, page),
    nextCursor: hasMore && last ? encodeCursor({ value: last.sort_value, id: last.uid }) : null,
  };
}
