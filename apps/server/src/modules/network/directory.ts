import {
  DIRECTORY_PAGE_SIZE,
  WHOLE_FRANCE,
  departmentsOfRegion,
  type DirectoryPage,
  type DirectoryQuery,
} from '@campus/domain/network';
import { sql } from 'kysely';
import type { Queryable } from '../../db/schema.js';
import { containsPattern } from '../users/member-search.js';
import { encodeCursor } from '../../db/keyset-cursor.js';
import { decodeNetworkCursor } from './network-cursor.js';
import { channelMembers, isActiveAmbassador, toMemberCards } from './member-cards.js';

/**
 * `Les membres`: the customers of the channel (the caller excepted), by name ignoring case and accents, filtered by
 * region or department (only members who chose to show their department can be found by it), role and skill; by
 * name, a page at a time.
 */
export async function searchDirectory(db: Queryable, callerUid: string, query: DirectoryQuery): Promise<DirectoryPage> {
  let select = channelMembers(db, query.channel).where('users.uid', '<>', callerUid);
  if (query.q) {
    select = select.where('users.search_text', 'like', sql<string>`${containsPattern(query.q)} escape '\\'`);
  }
  const departments = query.department
    ? [query.department]
    : query.region && query.region !== WHOLE_FRANCE
      ? departmentsOfRegion(query.region)
      : null;
  if (departments) {
    select = select
      .where('network_profiles.show_on_map', '=', 1)
      .where('network_profiles.department_code', 'in', departments);
  }
  switch (query.role) {
    case undefined:
      break;
    case 'ambassador':
      select = select.where(isActiveAmbassador);
      break;
    case 'mentor':
      select = select.where('network_profiles.is_mentor', '=', 1);
      break;
    case 'coach':
      select = select.where('network_profiles.is_coach', '=', 1);
      break;
    case 'member':
      select = select
        .where((eb) => eb.not(isActiveAmbassador(eb)))
        .where((eb) => eb(eb.fn.coalesce('network_profiles.is_mentor', eb.lit(0)), '=', 0))
        .where((eb) => eb(eb.fn.coalesce('network_profiles.is_coach', eb.lit(0)), '=', 0));
      break;
  }
  if (query.skill) {
    const skill = query.skill;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_skills')
          .select('member_skills.uid')
          .whereRef('member_skills.uid', '=', 'users.uid')
          .where('member_skills.skill', '=', skill),
      ),
    );
  }
  const cursor = decodeNetworkCursor(query.cursor);
  if (cursor) {
    select = select.where(
      sql<boolean>`(coalesce(${sql.ref('users.search_text')}, ''), ${sql.ref('users.uid')}) > (${String(cursor.value)}, ${cursor.id})`,
    );
  }
  const rows = await select
    .orderBy(sql`coalesce(${sql.ref('users.search_text')}, '')`)
    .orderBy('users.uid')
    .limit(DIRECTORY_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    members: await toMemberCards(db, page),
    nextCursor:
      rows.length > DIRECTORY_PAGE_SIZE && last ? encodeCursor({ value: last.search_text ?? '', id: last.uid }) : null,
  };
}
