import { memberSearchText } from '@campus/domain';
import type { UsersTable } from '../../db/schema.js';

/** The name shown for a member: their display name, else "Firstname Lastname", else null. */
export function displayNameOf(user: {
  display_name: string | null;
  firstname: string | null;
  lastname: string | null;
}): string | null {
  if (user.display_name?.trim()) return user.display_name.trim();
  const fullName = [user.firstname, user.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || null;
}

/**
 * A member's name columns, with the search text folded from them (memberSearchText): every write of a name goes
 * through here, so the member search always finds the names shown.
 */
export function nameColumns(names: {
  firstname: string | null;
  lastname: string | null;
  displayName: string | null;
}): Pick<UsersTable, 'firstname' | 'lastname' | 'display_name' | 'search_text'> {
  return {
    firstname: names.firstname,
    lastname: names.lastname,
    display_name: names.displayName,
    search_text: memberSearchText(names),
  };
}
