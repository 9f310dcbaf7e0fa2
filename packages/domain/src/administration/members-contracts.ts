import * as z from 'zod/mini';
import { AMBASSADOR_TYPES } from '../network/directory-contracts.js';
import { MDB_ADMIN } from '../rights/rights.js';
import { CHANNEL_SLUGS } from '../shared/channels.js';
import { channelSlugSchema, formationsSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES, emailField, passwordField, requiredText } from '../shared/violations.js';

// The organisation's members and their rights (architecture 4.12), run by MDB_ADMIN at /administration/membres.
// Times are ISO-8601 UTC.

/**
 * invited (no password chosen yet), active, deactivated (signs in no more; nothing of theirs deleted), closed (the
 * account was closed at the member's request or an admin's and anonymised: see account/closure-contracts.ts).
 */
export const MEMBER_STATUSES = ['invited', 'active', 'deactivated', 'closed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The statuses an admin sets by hand: an invited member becomes active by accepting the invitation. */
export const SETTABLE_MEMBER_STATUSES = ['active', 'deactivated'] as const;

/** The permissions an admin grants (spec 6: the permissions list; MDB_ADMIN gives mdb access and admin). */
export const GRANTABLE_PERMISSIONS = [MDB_ADMIN] as const;

/** The formations of spec 3.2, in the order of the invitation form. */
export const FORMATION_KEYS = ['air', 'mdb', 'sport', 'starter_mdb'] as const;
export type FormationKey = (typeof FORMATION_KEYS)[number];

/** The roles a member list filters on. */
export const MEMBER_ROLE_FILTERS = ['admin', 'ambassador', 'mentor', 'coach'] as const;
export type MemberRoleFilter = (typeof MEMBER_ROLE_FILTERS)[number];

/** How the member list is sorted: by name (A to Z), newest member first, or latest sign-in first. */
export const MEMBER_SORTS = ['name', 'createdAt', 'lastSignIn'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const MEMBERS_PAGE_SIZE = 50;

/** An invitation link is valid this long. */
export const INVITATION_LIFETIME_DAYS = 7;

export const ADMINISTRATION_MESSAGES = {
  emailTaken: 'Cette adresse e-mail est déjà utilisée par un membre',
  memberNotFound: 'Membre introuvable',
  invalidInvitation: "Ce lien d'invitation est invalide, a déjà servi ou a expiré",
  noPendingInvitation: "Ce membre n'a pas d'invitation en attente",
  accountDeactivated: 'Ce compte a été désactivé. Contactez votre organisme de formation.',
  lastAdminRight:
    "Vous êtes le dernier administrateur : vous ne pouvez pas retirer votre propre droit d'administration",
  lastAdminDeactivation: 'Vous êtes le dernier administrateur : vous ne pouvez pas désactiver votre propre compte',
  invitedStatus: 'Un membre invité devient actif en acceptant son invitation : son statut ne se change pas à la main',
  badCursor: "Cette page de la liste n'existe pas",
} as const;

/** The roles of spec 6 an admin grants besides the permissions: ambassador (AIR or MDB), mentor, coach. */
export const memberRolesSchema = z.object({
  /** An ambassador of this type (isAmbassador with permissionAmbassador), or none. */
  ambassador: z.nullable(z.enum(AMBASSADOR_TYPES)),
  mentor: z.boolean(),
  coach: z.boolean(),
});
export type MemberRoles = z.infer<typeof memberRolesSchema>;

const channelsField = () =>
  z
    .array(channelSlugSchema)
    .check(z.maxLength(CHANNEL_SLUGS.length, VIOLATION_MESSAGES.maxItems(CHANNEL_SLUGS.length)));
const permissionsField = () => z.array(z.enum(GRANTABLE_PERMISSIONS));

// POST /api/admin/members -> 201 InviteMemberResponse, and the invitation mail; an e-mail already taken: 409.
export const inviteMemberRequestSchema = z.object({
  email: emailField(),
  firstname: requiredText(100),
  lastname: requiredText(100),
  formations: formationsSchema,
  channels: channelsField(),
  isCustomer: z.boolean(),
  roles: z.optional(memberRolesSchema),
  permissions: z.optional(permissionsField()),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>;
export const inviteMemberResponseSchema = z.object({ uid: z.string() });
export type InviteMemberResponse = z.infer<typeof inviteMemberResponseSchema>;

// PATCH /api/admin/members/{uid}: any of these -> 200 MemberDetail. Holds at the member's next request.
export const updateMemberRequestSchema = z.object({
  firstname: z.optional(requiredText(100)),
  lastname: z.optional(requiredText(100)),
  formations: z.optional(z.partial(formationsSchema)),
  channels: z.optional(channelsField()),
  isCustomer: z.optional(z.boolean()),
  roles: z.optional(z.partial(memberRolesSchema)),
  permissions: z.optional(permissionsField()),
  status: z.optional(z.enum(SETTABLE_MEMBER_STATUSES)),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

/** An optional text of the query string. */
const queryText = (maxLength: number) => z.optional(z.string().check(z.trim(), z.maxLength(maxLength)));

// GET /api/admin/members?q=&channel=&formation=&customer=&role=&status=&sort=&cursor=
export const membersQuerySchema = z.object({
  /** Name or e-mail, whatever the case and the accents. */
  q: queryText(100),
  channel: z.optional(channelSlugSchema),
  formation: z.optional(z.enum(FORMATION_KEYS)),
  customer: z.optional(z.enum(['customer', 'prospect'])),
  role: z.optional(z.enum(MEMBER_ROLE_FILTERS)),
  status: z.optional(z.enum(MEMBER_STATUSES)),
  sort: z._default(z.enum(MEMBER_SORTS), 'name'),
  cursor: queryText(400),
});
export type MembersQuery = z.input<typeof membersQuerySchema>;

/** A member as the admin list shows them. */
export const memberSummarySchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  /** Firstname Lastname, else the display name, else the e-mail. */
  name: z.string(),
  status: z.enum(MEMBER_STATUSES),
  isCustomer: z.boolean(),
  formations: formationsSchema,
  channels: z.array(channelSlugSchema),
  permissions: z.array(z.string()),
  roles: memberRolesSchema,
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const membersPageSchema = z.object({
  items: z.array(memberSummarySchema),
  nextCursor: z.nullable(z.string()),
});
export type MembersPage = z.infer<typeof membersPageSchema>;

export const INVITATION_STATES = ['pending', 'expired', 'revoked', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** The member's latest invitation. */
export const invitationSummarySchema = z.object({
  state: z.enum(INVITATION_STATES),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

// GET /api/admin/members/{uid}
export const memberDetailSchema = z.object({
  ...memberSummarySchema.shape,
  previousSignInAt: z.nullable(z.string()),
  deactivatedAt: z.nullable(z.string()),
  /** When the closure asked for anonymises the account (null: none asked); closedAt: when it was anonymised. */
  closureDueAt: z.nullable(z.string()),
  closedAt: z.nullable(z.string()),
  invitation: z.nullable(invitationSummarySchema),
  /** How many invoices and contracts the member holds (read at the billing admin's page). */
  invoiceCount: z.int(),
  contractCount: z.int(),
  /** The web pages with the member's invoices and contracts. */
  links: z.object({ billing: z.string() }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// POST /api/admin/members/{uid}/invitation (send it again: a new link, the old one dies) -> 204
// DELETE /api/admin/members/{uid}/invitation (revoke) -> 204

// GET /api/auth/invitation?token= -> InvitationPreview: who the invitation page greets.
export const invitationQuerySchema = z.object({
  token: z.string(VIOLATION_MESSAGES.notBlank).check(z.minLength(1, VIOLATION_MESSAGES.notBlank), z.maxLength(200)),
});
export type InvitationQuery = z.input<typeof invitationQuerySchema>;
export const invitationPreviewSchema = z.object({
  email: z.string(),
  firstname: z.nullable(z.string()),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

// POST /api/auth/invitation { token, password } -> 200 { token }: the account is active and the member signed in.
export const acceptInvitationRequestSchema = z.object({
  token: z.string(VIOLATION_MESSAGES.notBlank).check(z.minLength(1, VIOLATION_MESSAGES.notBlank)),
  password: passwordField(),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
export const acceptInvitationResponseSchema = z.object({ token: z.string() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;
