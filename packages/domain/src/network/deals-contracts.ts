import * as z from 'zod/mini';
import { VIOLATION_MESSAGES } from '../shared/violations.js';
import { DEPARTMENT_CODES, REGION_FILTERS } from './geo.js';
import {
  DEAL_CONDITIONS,
  DEAL_MAX_PHOTOS,
  DEAL_PAGE_SIZE,
  DEAL_SORTS,
  DEAL_STATUSES,
  MARKET_LISTS,
  MARKET_PROPERTY_TYPES,
} from './deals.js';

/** The French messages of the network and deals routes. */
export const NETWORK_MESSAGES = {
  dealNotFound: 'Deal introuvable',
  notYourDeal: 'Seul l’auteur du deal peut le modifier',
  dealClosed: 'Ce deal est clôturé',
  actionNotAllowed: 'Cette action n’est pas possible pour ce deal',
  dealNotOnMarket: 'Ce deal n’est plus sur le marché',
  ownDeal: 'Vous êtes l’auteur de ce deal',
  contactTheSeller: 'Une discussion sur un deal se tient avec son vendeur, sur la chaîne Immobilier',
  tooManyPhotos: `Un deal compte au plus ${DEAL_MAX_PHOTOS} photos`,
  photoNotFound: 'Photo introuvable',
  alreadyReported: 'Vous avez déjà signalé ce deal',
  immobilierOnly: 'Les deals off market sont réservés à la chaîne Immobilier',
  coachesWithoutMdb: 'Les coachs accompagnent les membres sans MDB',
  invalidCursor: 'Cette page n’existe pas',
} as const;

const price = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000));
const surface = z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));
const rooms = z.number().check(z.int(), z.minimum(0), z.maximum(999));
const requiredText = (max: number) =>
  z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank), z.maxLength(max, VIOLATION_MESSAGES.maxLength(max)));

// POST /api/deals and PUT /api/deals/:id (JSON) -> Deal. `publish: true` publishes it, else it stays a draft.
export const dealRequestSchema = z.object({
  title: requiredText(120),
  marketList: z.enum(MARKET_LISTS),
  condition: z.enum(DEAL_CONDITIONS),
  propertyType: z.enum(MARKET_PROPERTY_TYPES),
  price,
  surface,
  rooms,
  city: requiredText(80),
  departmentCode: z.enum(DEPARTMENT_CODES),
  description: z.string().check(z.trim(), z.maxLength(4000, VIOLATION_MESSAGES.maxLength(4000))),
  publish: z.boolean(),
});
export type DealRequest = z.input<typeof dealRequestSchema>;

/** A number typed in a query string. */
const queryNumber = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/, VIOLATION_MESSAGES.number)),
  z.transform((text) => Number(text)),
);

// GET /api/deals?… -> DealPage: the deals on the market (published, not expired, not hidden), or the member's own
// (`mine=1`, every status).
export const dealsQuerySchema = z.object({
  marketList: z.optional(z.enum(MARKET_LISTS)),
  condition: z.optional(z.enum(DEAL_CONDITIONS)),
  propertyType: z.optional(z.enum(MARKET_PROPERTY_TYPES)),
  region: z.optional(z.enum(REGION_FILTERS)),
  department: z.optional(z.enum(DEPARTMENT_CODES)),
  minPrice: z.optional(queryNumber),
  maxPrice: z.optional(queryNumber),
  minSurface: z.optional(queryNumber),
  /** 1 to 4 exactly, 5 for 5 and more. */
  rooms: z.optional(z.enum(['1', '2', '3', '4', '5'])),
  sort: z.optional(z.enum(DEAL_SORTS)),
  mine: z.optional(z.enum(['1'])),
  cursor: z.optional(z.string().check(z.maxLength(400))),
});
export type DealsQuery = z.output<typeof dealsQuerySchema>;

export const dealPhotoSchema = z.object({ id: z.string(), url: z.string() });

export const dealSchema = z.object({
  id: z.string(),
  title: z.string(),
  marketList: z.enum(MARKET_LISTS),
  condition: z.enum(DEAL_CONDITIONS),
  propertyType: z.enum(MARKET_PROPERTY_TYPES),
  price: z.number(),
  surface: z.number(),
  rooms: z.number(),
  city: z.string(),
  departmentCode: z.string(),
  description: z.string(),
  photos: z.array(dealPhotoSchema),
  status: z.enum(DEAL_STATUSES),
  isHidden: z.boolean(),
  expiringSoon: z.boolean(),
  author: z.object({ uid: z.string(), displayName: z.nullable(z.string()), pictureUrl: z.nullable(z.string()) }),
  isMine: z.boolean(),
  publishedAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealPageSchema = z.object({
  deals: z.array(dealSchema).check(z.maxLength(DEAL_PAGE_SIZE)),
  nextCursor: z.nullable(z.string()),
});
export type DealPage = z.infer<typeof dealPageSchema>;

// POST /api/deals/:id/reports { reason } -> 204
export const reportDealRequestSchema = z.object({ reason: requiredText(500) });
export type ReportDealRequest = z.input<typeof reportDealRequestSchema>;

// GET /api/deals/reports (admin) -> DealReport[]: open reports, newest first.
export const dealReportSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  dealTitle: z.string(),
  reason: z.string(),
  reporter: z.nullable(z.string()),
  createdAt: z.string(),
});
export type DealReport = z.infer<typeof dealReportSchema>;
export const dealReportListSchema = z.array(dealReportSchema);
