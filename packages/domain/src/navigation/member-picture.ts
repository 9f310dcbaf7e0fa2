import { isEmptyValue } from '../shared/empty.js';
import { appPaths } from './paths.js';

/** A member picture is clickable only if the firebase id is non-empty. */
export function isPictureClickable(firebaseId: string | null | undefined): boolean {
  return !isEmptyValue(firebaseId);
}

/** A member's own picture leads to the profile page, another's to their member page. */
export function memberPicturePath(firebaseId: string, currentUid: string): string {
  return firebaseId === currentUid ? appPaths.account.profile : appPaths.member(firebaseId);
}
