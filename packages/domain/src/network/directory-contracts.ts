import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';
import { DEPARTMENT_CODES, REGION_FILTERS } from './geo.js';
import { MEMBER_SEARCH_MAX_LENGTH } from './member-search-contracts.js';

/** The roles of the directory's filter: a plain member, an ambassador, a mentor, a coach. */
export const MEMBER_ROLES = ['member', 'ambassador', 'mentor', 'coach'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const memberRoleSchema = z.enum(MEMBER_ROLES);

/** Spec 3.10 ambassador types. */
export const AMBASSADOR_TYPES = ['AIR', 'MDB'] as const;
export type AmbassadorType = (typeof AMBASSADOR_TYPES)[number];
export const ambassadorTypeSchema = z.enum(AMBASSADOR_TYPES);

/** The skills a member may list on their profile (the directory's skill filter). */
export const MEMBER_SKILLS = [
  'RENOVATION',
  'FINANCING',
  'TAXATION',
  'SHORT_TERM_RENTAL',
  'DIVISION',
  'PROPERTY_MANAGEMENT',
  'NEGOTIATION',
  'LAW',
] as const;
export type MemberSkill = (typeof MEMBER_SKILLS)[number];
export const memberSkillSchema = z.enum(MEMBER_SKILLS);

/** Members shown per page of the directory. */
export const DIRECTORY_PAGE_SIZE = 12;

// GET /api/users/directory?channel=&q=&region=&department=&role=&skill=&cursor= -> DirectoryPage
export const directoryQuerySchema = z.object({
  channel: channelSlugSchema,
  q: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(MEMBER_SEARCH_MAX_LENGTH, VIOLATION_MESSAGES.maxLength(MEMBER_SEARCH_MAX_LENGTH))),
  ),
  region: z.optional(z.enum(REGION_FILTERS)),
  department: z.optional(z.enum(DEPARTMENT_CODES)),
  role: z.optional(memberRoleSchema),
  skill: z.optional(memberSkillSchema),
  cursor: z.optional(z.string().check(z.maxLength(400))),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

/**
 * A member as any other member sees them: public fields, and the phone, city and department only when the member
 * chose to show them (visibility.ts). Never an e-mail or an address.
 */
export const memberCardSchema = z.object({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  roles: z.array(memberRoleSchema),
  ambassadorType: z.nullable(ambassadorTypeSchema),
  skills: z.array(memberSkillSchema),
  phoneNumber: z.nullable(z.string()),
  city: z.nullable(z.string()),
  departmentCode: z.nullable(z.string()),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const directoryPageSchema = z.object({
  members: z.array(memberCardSchema).check(z.maxLength(DIRECTORY_PAGE_SIZE)),
  nextCursor: z.nullable(z.string()),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

// GET /api/users/ambassadors?type= , /api/users/mentors, /api/users/coaches -> MemberCard[] (spec 7.1, architecture 4.7)
export const ambassadorsQuerySchema = z.object({ type: z.optional(ambassadorTypeSchema) });
export const memberCardListSchema = z.array(memberCardSchema);

// GET/PUT /api/users/me/network: the member's own network profile (privacy, department, skills).
export const networkProfileSchema = z.object({
  showPhone: z.boolean(),
  showCity: z.boolean(),
  showOnMap: z.boolean(),
  departmentCode: z.nullable(z.enum(DEPARTMENT_CODES)),
  skills: z.array(memberSkillSchema).check(z.maxLength(MEMBER_SKILLS.length)),
});
export type NetworkProfile = z.infer<typeof networkProfileSchema>;
export const updateNetworkProfileRequestSchema = networkProfileSchema;
