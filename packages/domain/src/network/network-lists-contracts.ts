import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { DEPARTMENT_CODES } from './geo.js';
import { memberCardSchema } from './directory-contracts.js';

// GET /api/users/map/clients?channel= and /api/users/map/ambassadors?channel= -> MapCounts: members who chose to
// show their department, counted per department (no member's place otherwise).
export const mapCountsSchema = z.object({
  departments: z.array(z.object({ code: z.string(), count: z.number() })),
  total: z.number(),
});
export type MapCounts = z.infer<typeof mapCountsSchema>;

// GET /api/users/map/departments/:code?channel= -> MemberCard[]: the members placed in that department.
export const mapDepartmentParamsSchema = z.object({ code: z.enum(DEPARTMENT_CODES) });
export const mapDepartmentMembersSchema = z.array(memberCardSchema);

/** Spec 3.10 contact kinds and social networks. */
export const CONTACT_KINDS = ['MAIL', 'WEBSITE'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const SOCIAL_NETWORKS = ['FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'TWEETER', 'YOUTUBE'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A partner or a good contact (trades and services): a business, whose contact details are public by nature. */
export const networkContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  trade: z.string(),
  description: z.nullable(z.string()),
  departmentCode: z.nullable(z.string()),
  contactKind: z.enum(CONTACT_KINDS),
  contact: z.string(),
  socials: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type NetworkContact = z.infer<typeof networkContactSchema>;
// GET /api/network/partners, GET /api/network/good-contacts -> NetworkContact[]
export const networkContactListSchema = z.array(networkContactSchema);

/** Spec 7.1: the cached lists answer `success` and `data`. */
const successOf = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.boolean(), data });

export const expertSchema = z.object({
  id: z.string(),
  name: z.string(),
  speciality: z.string(),
  description: z.nullable(z.string()),
  website: z.nullable(z.string()),
});
export type Expert = z.infer<typeof expertSchema>;
// GET /api/experts/full -> { success, data: Expert[] }
export const expertsResponseSchema = successOf(z.array(expertSchema));
export type ExpertsResponse = z.infer<typeof expertsResponseSchema>;

export const pointOfSaleSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  departmentCode: z.string(),
  website: z.nullable(z.string()),
});
export type PointOfSale = z.infer<typeof pointOfSaleSchema>;
// GET /api/pdvs/light -> { success, data: PointOfSale[] }
export const pointsOfSaleResponseSchema = successOf(z.array(pointOfSaleSchema));
export type PointsOfSaleResponse = z.infer<typeof pointsOfSaleResponseSchema>;

/** Spec 3.10 search categories, in the spec's order. */
export const SEARCH_CATEGORIES = ['projects', 'contacts', 'deals', 'members', 'trades-and-services'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
export const searchCategorySchema = z.enum(SEARCH_CATEGORIES);

// GET /api/configurations/search_engine/structure -> { success, data: { categories } }: the categories this member
// may search (projects for MDB members, deals with the deal-off-market right); `available: false` marks one the
// server does not answer yet.
export const searchStructureResponseSchema = successOf(
  z.object({
    categories: z.array(z.object({ key: searchCategorySchema, label: z.string(), available: z.boolean() })),
  }),
);
export type SearchStructureResponse = z.infer<typeof searchStructureResponseSchema>;

/** Results per category of one search. */
export const SEARCH_RESULTS_PER_CATEGORY = 8;

// GET /api/search?q=&category=&channel= -> SearchResponse
export const searchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  category: z.optional(searchCategorySchema),
  channel: channelSlugSchema,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  category: searchCategorySchema,
  id: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  /** The app path the result opens. */
  link: z.string(),
  pictureUrl: z.nullable(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({
  groups: z.array(z.object({ category: searchCategorySchema, results: z.array(searchResultSchema) })),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
