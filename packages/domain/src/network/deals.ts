/** Deals off market (spec 3.10 market enumerations, architecture 4.7): the enumerations and the life of a deal. */

export const MARKET_LISTS = ['RENT', 'MDB'] as const;
export type MarketList = (typeof MARKET_LISTS)[number];
export const DEAL_CONDITIONS = ['RENOVATE', 'NEW', 'REFRESH'] as const;
export type DealCondition = (typeof DEAL_CONDITIONS)[number];
export const MARKET_PROPERTY_TYPES = [
  'HOUSE',
  'APARTMENT',
  'BUILDING',
  'OFFICES',
  'LOCAL',
  'CAR_PARK',
  'PLOT',
] as const;
export type MarketPropertyType = (typeof MARKET_PROPERTY_TYPES)[number];

/** What is stored: a draft, a published deal, or a closed one. */
export const DEAL_STORED_STATUSES = ['draft', 'published', 'closed'] as const;
export type DealStoredStatus = (typeof DEAL_STORED_STATUSES)[number];
/** What a member sees: a published deal past its expiry date is expired. */
export const DEAL_STATUSES = ['draft', 'published', 'closed', 'expired'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_SORTS = ['recent', 'price-asc', 'price-desc', 'surface-desc'] as const;
export type DealSort = (typeof DEAL_SORTS)[number];

/** A published deal stays on the market this long, then expires unless its author renews it. */
export const DEAL_LIFETIME_DAYS = 60;
/** Its author is reminded this many days before it expires. */
export const DEAL_REMINDER_DAYS = 7;
/** Photos per deal, each up to 10 MB (spec 9). */
export const DEAL_MAX_PHOTOS = 8;
/** Deals per page of the market. */
export const DEAL_PAGE_SIZE = 12;
/** The rooms filter's last choice, `5 pièces et plus`. */
export const DEAL_ROOMS_OR_MORE = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry date of a deal published (or renewed) at `at`. */
export function dealExpiryFrom(at: Date): string {
  return new Date(at.getTime() + DEAL_LIFETIME_DAYS * DAY_MS).toISOString();
}

/** The status a member sees: a published deal whose expiry date has passed is expired. */
export function dealStatus(deal: { status: DealStoredStatus; expiresAt: string | null }, now: Date): DealStatus {
  if (deal.status === 'published' && deal.expiresAt !== null && Date.parse(deal.expiresAt) <= now.getTime()) {
    return 'expired';
  }
  return deal.status;
}

/** A published deal within its reminder window: its author is told and offered to renew it. */
export function isDealExpiringSoon(deal: { status: DealStoredStatus; expiresAt: string | null }, now: Date): boolean {
  if (dealStatus(deal, now) !== 'published' || deal.expiresAt === null) return false;
  return Date.parse(deal.expiresAt) - now.getTime() <= DEAL_REMINDER_DAYS * DAY_MS;
}

export type DealAction = 'edit' | 'publish' | 'renew' | 'close';

/** What the author may do with their deal in each status; a closed deal is final. */
export function allowedDealActions(status: DealStatus): readonly DealAction[] {
  switch (status) {
    case 'draft':
      return ['edit', 'publish', 'close'];
    case 'published':
      return ['edit', 'close', 'renew'];
    case 'expired':
      return ['edit', 'renew', 'close'];
    case 'closed':
      return [];
  }
}

/** The rooms count a card shows: 5 and over are `5 pièces et plus`. */
export function roomsLabelCount(rooms: number): { count: number; orMore: boolean } {
  return rooms >= DEAL_ROOMS_OR_MORE ? { count: DEAL_ROOMS_OR_MORE, orMore: true } : { count: rooms, orMore: false };
}
