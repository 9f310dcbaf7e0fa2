import { memberSearchText } from '@campus/domain/network';
import type { UsersTable } from '../../db/schema.js';

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
