import { appPaths } from '../navigation/paths.js';

/** An empty value is null, an empty string or 0 (spec 5); undefined counts as null. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || value === 0;
}

/** The create-discussion button shows only if one recipient id is non-empty and is not the user. */
export function canCreateDiscussion(recipientIds: readonly (string | null | undefined)[], currentUid: string): boolean {
  return recipientIds.some((id) => !isEmptyValue(id) && id !== currentUid);
}

/** A member picture is clickable only if the firebase id is non-empty. */
export function isPictureClickable(firebaseId: string | null | undefined): boolean {
  return !isEmptyValue(firebaseId);
}

/** A member's own picture leads to the profile page, another's to their member page. */
export function memberPicturePath(firebaseId: string, currentUid: string): string {
  return firebaseId === currentUid ? appPaths.account.profile : appPaths.member(firebaseId);
}
