import { roomsLabelCount } from '@campus/domain/network';
import { daysSince } from '@campus/domain/shared';
import type { TFunction } from 'i18next';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const formatDealPrice = (price: number) => euros.format(price);

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
