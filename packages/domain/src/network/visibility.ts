/**
 * The one visibility rule of the member network: what of a member other members may see. Every surface that shows
 * a member (directory, map, search, member page, group member search) builds its entry through `visibleMember`, so
 * no page can show more than the member chose on `/mon-compte/mon-profil`.
 */

/** What a member chose to show, each off until the member turns it on. */
export interface MemberPrivacy {
  showPhone: boolean;
  showCity: boolean;
  /** Their department: on the map, in the department filters and on their card. */
  showOnMap: boolean;
}

export const DEFAULT_PRIVACY: MemberPrivacy = { showPhone: false, showCity: false, showOnMap: false };

/** What the server knows of a member's contact details and place (never public as such). */
export interface MemberPrivateDetails {
  phoneNumber: string | null;
  city: string | null;
  departmentCode: string | null;
}

/** What other members may see of those details: each one only when the member chose to show it. */
export function visibleDetails(details: MemberPrivateDetails, privacy: MemberPrivacy | null): MemberPrivateDetails {
  const chosen = privacy ?? DEFAULT_PRIVACY;
  return {
    phoneNumber: chosen.showPhone ? details.phoneNumber : null,
    city: chosen.showCity ? details.city : null,
    departmentCode: chosen.showOnMap ? details.departmentCode : null,
  };
}

/** Whether a member may be found by their department (map counts, department and region filters). */
export function isPlacedOnMap(privacy: MemberPrivacy | null): boolean {
  return (privacy ?? DEFAULT_PRIVACY).showOnMap;
}
