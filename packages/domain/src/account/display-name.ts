/** The name fields of a member, as the API and the database hold them. */
export interface MemberNames {
  displayName: string | null;
  firstname: string | null;
  lastname: string | null;
}

/** "Firstname Lastname" from the parts the member filled in, or '' when neither is. */
export function fullNameOf({ firstname, lastname }: Pick<MemberNames, 'firstname' | 'lastname'>): string {
  return [firstname, lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The name shown for a member (spec 2.6): the display name they chose, else "Firstname Lastname", else null. */
export function displayNameOf(member: MemberNames): string | null {
  return member.displayName?.trim() || fullNameOf(member) || null;
}

/** The name shown for the signed-in member (spec 2.6): their display name, or the e-mail when no name exists. */
export function displayNameOrEmail(member: MemberNames & { email: string }): string {
  return displayNameOf(member) ?? member.email;
}

/** The name an invoice or a contract names its holder by: "Firstname Lastname", else the e-mail (never a pseudonym). */
export function legalNameOf(member: Pick<MemberNames, 'firstname' | 'lastname'> & { email: string }): string {
  return fullNameOf(member) || member.email;
}
