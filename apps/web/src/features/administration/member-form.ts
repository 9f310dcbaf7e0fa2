import {
  inviteMemberRequestSchema,
  type InviteMemberRequest,
  type MemberDetail,
  type UpdateMemberRequest,
} from '@campus/domain/administration';
import type { AmbassadorType } from '@campus/domain/network';
import { MDB_ADMIN, type Formations } from '@campus/domain/rights';
import { violationsFromIssues, type ChannelSlug, type FieldViolations } from '@campus/domain/shared';

/** A member's rights as the admin's forms hold them: one checkbox or select per right. */
export interface MemberRightsValues {
  formations: Formations;
  channels: ChannelSlug[];
  isCustomer: boolean;
  /** '' for none. */
  ambassador: AmbassadorType | '';
  mentor: boolean;
  coach: boolean;
  isAdmin: boolean;
}

export interface InviteMemberValues extends MemberRightsValues {
  email: string;
  firstname: string;
  lastname: string;
}

export const NO_RIGHTS: MemberRightsValues = {
  formations: { air: false, mdb: false, sport: false, starter_mdb: false },
  channels: [],
  isCustomer: true,
  ambassador: '',
  mentor: false,
  coach: false,
  isAdmin: false,
};

export const emptyInviteValues = (): InviteMemberValues => ({ email: '', firstname: '', lastname: '', ...NO_RIGHTS });

/** The rights of the request (POST or PATCH) from the form's checkboxes. */
export function rightsRequestOf(values: MemberRightsValues) {
  return {
    formations: values.formations,
    // A lone checkbox of a group may come back as a string or false: always a list here.
    channels: ([] as (ChannelSlug | false)[]).concat(values.channels).filter((slug) => slug !== false),
    isCustomer: values.isCustomer,
    roles: { ambassador: values.ambassador || null, mentor: values.mentor, coach: values.coach },
    permissions: values.isAdmin ? [MDB_ADMIN] : [],
  } satisfies UpdateMemberRequest;
}

export function inviteRequestOf(values: InviteMemberValues): InviteMemberRequest {
  return { email: values.email, firstname: values.firstname, lastname: values.lastname, ...rightsRequestOf(values) };
}

/** The invitation's violations (the server's contract), on the form's own paths. */
export function checkInvite(values: InviteMemberValues): { violations?: FieldViolations } {
  const result = inviteMemberRequestSchema.safeParse(inviteRequestOf(values));
  return result.success ? {} : { violations: violationsFromIssues(result.error.issues) };
}

/** The form's values for a member's current rights. */
export function rightsValuesOf(member: MemberDetail): MemberRightsValues {
  return {
    formations: member.formations,
    channels: member.channels,
    isCustomer: member.isCustomer,
    ambassador: member.roles.ambassador ?? '',
    mentor: member.roles.mentor,
    coach: member.roles.coach,
    isAdmin: member.permissions.includes(MDB_ADMIN),
  };
}
