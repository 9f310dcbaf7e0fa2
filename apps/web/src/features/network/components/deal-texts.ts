import { roomsLabelCount } from '@campus/domain/network';
import { daysSince } from '@campus/domain/shared';
import type { TFunction } from 'i18next';

// Made on first use, as billing's formatEuros: this module loads with the messages page (a deal's conversation
// banner), and a formatter built at load would pay Intl's set-up (about 25 ms, 100 ms on a phone) before its paint.
let euros: Intl.NumberFormat | undefined;

/** A deal's price in whole euros, `250 000 €`. */
export function formatDealPrice(price: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return euros.format(price);
}

/** Spec 9: the rooms count's plural forms, `1 pièce` … `5 pièces et plus` (i18next plurals and an `more` context). */
export function roomsText(t: TFunction, rooms: number): string {
  const { count, orMore } = roomsLabelCount(rooms);
  return t('network:deals.pieces', { count, ...(orMore && { context: 'more' }) });
}

/** Spec 9: "published ago" in days. */
export function publishedAgoText(t: TFunction, publishedAt: string, now = new Date()): string {
  const days = daysSince(publishedAt, now);
  return days <= 0 ? t('network:deals.publishedToday') : t('network:deals.publishedAgo', { count: days });
}
