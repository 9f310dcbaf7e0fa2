import {
  foldForSearch,
  MEMBER_SEARCH_LIMIT,
  type MemberSearchQuery,
  type MemberSearchResponse,
} from '@campus/domain/network';
import { sql } from 'kysely';
import type { Queryable } from '../../db/schema.js';
import { pictureUrl } from '../../platform/files.js';
import { displayNameOf } from './display-name.js';

/** `%`, `_` and `\` typed by the member match themselves, not any text (a LIKE pattern, `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The customers of a channel whose display name or "Firstname Lastname" contains the text, whatever the case and
 * the accents, the caller excepted, at most 20, by name. Starts from the channel's index; public columns only.
 */
export async function searchMembers(
  db: Queryable,
  callerUid: string,
  query: MemberSearchQuery,
): Promise<MemberSearchResponse> {
  const pattern = containsPattern(query.q.trim());
  const rows = await db
    .selectFrom('user_channels')
    .innerJoin('users', 'users.uid', 'user_channels.uid')
    .select(['users.uid', 'users.display_name', 'users.firstname', 'users.lastname', 'users.picture_path'])
    .where('user_channels.channel', '=', query.channel)
    .where('users.is_customer', '=', 1)
    .where('users.uid', '<>', callerUid)
    .where('users.search_text', 'like', sql<string>`${pattern} escape '\\'`)
    // The folded names start with the shown name: Émilie sorts among the e, not after z.
    .orderBy('users.search_text')
    .orderBy('users.uid')
    .limit(MEMBER_SEARCH_LIMIT)
    .execute();
  return {
    users: rows.map((row) => ({
      uid: row.uid,
      displayName: displayNameOf(row),
      pictureUrl: pictureUrl(row.picture_path),
    })),
  };
}
