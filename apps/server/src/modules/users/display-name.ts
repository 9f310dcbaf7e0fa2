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
