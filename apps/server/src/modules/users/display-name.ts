import { displayNameOf as domainDisplayNameOf } from '@campus/domain/account';

/** The name shown for a member (the domain's displayNameOf, spec 2.6), from their row. */
export function displayNameOf(user: {
  display_name: string | null;
  firstname: string | null;
  lastname: string | null;
}): string | null {
  return domainDisplayNameOf({ displayName: user.display_name, firstname: user.firstname, lastname: user.lastname });
}
