// Selling formations (issue 31, architecture 4.13): offers, checkout, subscriptions that follow payment, credit
// notes and revenue. Rules shared by the server (checkout, events, invoices) and the web app (prices, forms).

import { vatOf } from '../billing/billing.js';

/** How an offer is paid: once, or every month or year until canceled. */
export const OFFER_INTERVALS = ['once', 'month', 'year'] as const;
export type OfferInterval = (typeof OFFER_INTERVALS)[number];

export const OFFER_STATUSES = ['active', 'archived'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a checkout became: open (waiting for the card), paid, or failed (declined; the member may try again). */
export const CHECKOUT_STATUSES = ['open', 'requires_action', 'paid', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** An unpaid subscription keeps its access this long after its first failed payment (SHOP_GRACE_DAYS). */
export const DEFAULT_GRACE_DAYS = 7;
/** A checkout left open this long expires (Stripe's Checkout sessions last 24 h). */
export const CHECKOUT_LIFETIME_HOURS = 24;

/** Bounds of an offer's price TTC, in cents: 1 € to 100 000 €. */
export const MIN_OFFER_PRICE_CENTS = 100;
export const MAX_OFFER_PRICE_CENTS = 10_000_000;

export const SHOP_MESSAGES = {
  offerNotFound: "Cette formule n'existe pas ou n'est plus proposée",
  offerArchived: "Cette formule n'est plus proposée",
  priceNotExact:
    'Ce prix TTC ne correspond à aucun montant HT au centime près avec ce taux de TVA : choisissez un prix voisin',
  noGrant: 'Une formule donne accès à au moins une formation ou une chaîne',
  priceRange: 'Le prix TTC va de 1,00 € à 100 000,00 €',
  alreadySubscribed: 'Vous avez déjà un abonnement en cours à cette formule',
  checkoutClosed: 'Ce paiement est terminé : recommencez depuis la liste des formules',
  checkoutNotFound: "Ce paiement n'existe pas",
  paymentDeclined: 'Le paiement a été refusé. Aucun montant n’a été débité.',
  authenticationFailed: "L'authentification du paiement a échoué. Aucun montant n’a été débité.",
  authenticationRequired: 'Votre banque demande de confirmer ce paiement',
  subscriptionNotFound: "Cet abonnement n'existe pas",
  subscriptionEnded: 'Cet abonnement est terminé',
  notRefundable:
    'Cette facture ne peut pas être remboursée : seule une facture payée et pas encore remboursée peut l’être',
  refundRequested: 'Le remboursement est demandé : l’avoir apparaîtra dès que Stripe le confirme',
  refundAmount: 'Le montant doit être un nombre entier de centimes, au moins 1',
  refundTooLarge: 'Le montant dépasse ce qui reste à rembourser sur cette facture',
  webhookSignature: 'Signature Stripe invalide',
  webhookNotConfigured: 'Les webhooks Stripe ne sont pas configurés (STRIPE_WEBHOOK_SECRET)',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The price HT of a price TTC at a VAT rate: the amount whose VAT (rounded as on an invoice line) brings it back to
 * the TTC exactly; null when no amount in cents does (the invoice could not show that TTC).
 */
export function netOfGross(grossCents: number, vatRateBasisPoints: number): number | null {
  const guess = Math.round((grossCents * 10_000) / (10_000 + vatRateBasisPoints));
  for (const net of [guess, guess - 1, guess + 1]) {
    if (net + vatOf(net, vatRateBasisPoints) === grossCents) return net;
  }
  return null;
}

/** The end of a period that starts at `from`: a calendar month or year later (the 31st falls back to the month's last day). */
export function periodEnd(from: Date, interval: Exclude<OfferInterval, 'once'>): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** When an unpaid subscription loses its access: `graceDays` after its first failed payment. */
export function graceEndsAt(firstFailureAt: Date, graceDays: number): Date {
  return new Date(firstFailureAt.getTime() + graceDays * DAY_MS);
}

/** The subscription's period name as the member's list shows it. */
export const periodOfInterval = (interval: Exclude<OfferInterval, 'once'>) =>
  interval === 'month' ? ('monthly' as const) : ('yearly' as const);

// Formatters are made on first use and kept (building one costs far more than formatting).
let parisMonth: Intl.DateTimeFormat | undefined;
let monthName: Intl.DateTimeFormat | undefined;

/** `2026-11` of an instant, in Paris (revenue by month). */
export function parisMonthOf(instant: Date | string): string {
  parisMonth ??= new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });
  const parts = parisMonth.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const year = parts.find((part) => part.type === 'year')?.value ?? '';
  const month = parts.find((part) => part.type === 'month')?.value ?? '';
  return `${year}-${month}`;
}

/** The last `count` Paris months up to the one of `now`, oldest first (`2025-12` ... `2026-11`). */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = parisMonthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const offset = count - 1 - index;
    const date = new Date(Date.UTC(year, month - 1 - offset, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** `novembre 2026` for `2026-11`. */
export function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  monthName ??= new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthName.format(new Date(Date.UTC(year, index - 1, 15)));
}

/** A credit note's number shares the invoices' series (one chronological numbering without gaps). */
export const creditNoteTitle = (invoiceNumber: string) => `Avoir sur la facture ${invoiceNumber}`;
