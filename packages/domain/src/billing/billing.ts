// Billing rules shared by the server (invoices, PDF, sandbox cards) and the web app (badges, amounts, card form).

import { formatShortDate } from '../shared/format.js';

/** Spec 3.2 / 4: an invoice's status, set per invoice id. A draft is not an invoice yet: it has no number. */
export const INVOICE_STATUSES = ['paid', 'open', 'void', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice, or a credit note (`avoir`) refunding one: never an edit of the invoice itself. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const SUBSCRIPTION_PERIODS = ['monthly', 'yearly'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The standard French VAT rate, in basis points (20 %). */
export const STANDARD_VAT_RATE_BP = 2000;

/** Invoices per page of GET /shop/invoices. */
export const INVOICE_PAGE_SIZE = 10;

export const BILLING_MESSAGES = {
  cardNotSaved: "La carte n'a pas pu être enregistrée",
  cardDeclined: 'Votre carte a été refusée.',
  insufficientFunds: 'Votre carte ne dispose pas de fonds suffisants.',
  cardExpired: 'Votre carte a expiré.',
  cardNumber: 'Cette valeur doit être un numéro de carte valide',
  cardExpiry: "Cette valeur doit être une date d'expiration valide (MM/AA)",
  cardCvc: 'Cette valeur doit être un code de sécurité valide',
  paymentMethodRemoved: 'Le moyen de paiement a été supprimé',
  invoiceNotEditable: "Le statut de cette facture ne peut pas être changé : elle n'est pas finalisée",
  useCardForm: 'Saisissez la carte dans le formulaire de cette page',
  cardSetupIncomplete: "L'enregistrement de la carte n'a pas été terminé sur la page de Stripe",
} as const;

// Formatters are made on first use and kept (building one costs far more than formatting).
let euros: Intl.NumberFormat | undefined;

/** `1 234,56 €` as Intl fr-FR writes it (narrow no-break space between thousands, no-break space before €). */
export function formatEuros(cents: number): string {
  euros ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  return euros.format(cents / 100);
}

/** `20 %` for 2000 basis points (French typography: a no-break space before %). */
export function formatVatRate(basisPoints: number): string {
  return `${String(basisPoints / 100).replace('.', ',')}\u00a0%`;
}

/** A VAT amount in cents, rounded half up to the cent (half away from zero for refunds). */
export function vatOf(netCents: number, rateBasisPoints: number): number {
  const exact = (netCents * rateBasisPoints) / 10_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface BillingLineInput {
  unitPriceCents: number;
  quantity: number;
  vatRateBasisPoints: number;
}

export interface BillingTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** One line: HT = unit price x quantity, TVA rounded per line, TTC = HT + TVA. */
export function lineTotals(line: BillingLineInput): BillingTotals {
  const netCents = line.unitPriceCents * line.quantity;
  const vatCents = vatOf(netCents, line.vatRateBasisPoints);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

export interface VatGroup {
  rateBasisPoints: number;
  netCents: number;
  vatCents: number;
}

/**
 * The VAT per rate (EN 16931 BR-CO-17, the Factur-X breakdown): the net amounts of the lines at a rate are added,
 * then the rate is applied once and rounded, so the invoice's VAT never drifts by the rounding of each line.
 */
export function vatBreakdown(lines: readonly BillingLineInput[]): VatGroup[] {
  const netByRate = new Map<number, number>();
  for (const line of lines) {
    netByRate.set(line.vatRateBasisPoints, (netByRate.get(line.vatRateBasisPoints) ?? 0) + lineTotals(line).netCents);
  }
  return [...netByRate]
    .sort(([a], [b]) => b - a)
    .map(([rateBasisPoints, netCents]) => ({ rateBasisPoints, netCents, vatCents: vatOf(netCents, rateBasisPoints) }));
}

/** An invoice's totals HT, TVA (per rate, see vatBreakdown) and TTC. */
export function invoiceTotals(lines: readonly BillingLineInput[]): BillingTotals {
  const groups = vatBreakdown(lines);
  const netCents = groups.reduce((sum, group) => sum + group.netCents, 0);
  const vatCents = groups.reduce((sum, group) => sum + group.vatCents, 0);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** Invoices are due 30 days after issue (the default of the French commercial code, art. L441-10). */
export const PAYMENT_TERM_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invoice issued at this instant is due (an ISO instant). */
export function invoiceDueAt(issuedAt: Date): string {
  return new Date(issuedAt.getTime() + PAYMENT_TERM_DAYS * DAY_MS).toISOString();
}

/** The Paris calendar year of an instant: the year an invoice issued then is numbered in. */
export function invoiceYear(issuedAt: Date): number {
  return Number(formatShortDate(issuedAt).slice(6));
}

/** A finalised invoice's number: `F-2026-000123`, consecutive within its year. */
export function invoiceNumber(year: number, sequence: number): string {
  return `F-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Only the digits of a card number as typed (spaces and dashes allowed between groups). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand a card number's prefix names (the ones Campus shows). */
export function cardBrandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** `MM/AA` typed in the card form -> month and four-digit year; null when it is not a month. */
export function parseCardExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** A card's expiry as it is shown: `MM/AA`. */
export function cardExpiry(card: { expMonth: number; expYear: number }): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
