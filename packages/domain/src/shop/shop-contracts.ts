import * as z from 'zod/mini';
import { FORMATION_KEYS } from '../administration/members-contracts.js';
import { invoiceSummarySchema, subscriptionSchema } from '../billing/billing-contracts.js';
import { STANDARD_VAT_RATE_BP } from '../billing/billing.js';
import { CHANNEL_SLUGS } from '../shared/channels.js';
import { VIOLATION_MESSAGES, optionalText, requiredText } from '../shared/violations.js';
import {
  CHECKOUT_STATUSES,
  MAX_OFFER_PRICE_CENTS,
  MIN_OFFER_PRICE_CENTS,
  OFFER_INTERVALS,
  OFFER_STATUSES,
  SHOP_MESSAGES,
  netOfGross,
} from './shop.js';

// The shop's selling side (architecture 4.13). Amounts are integer cents TTC, times ISO-8601 UTC.

export const offerGrantsSchema = z.object({
  formations: z.array(z.enum(FORMATION_KEYS)),
  channels: z.array(z.enum(CHANNEL_SLUGS)),
});
export type OfferGrants = z.infer<typeof offerGrantsSchema>;

// GET /shop/offers (any signed-in member): the offers on sale.
export const offerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** TTC. */
  priceCents: z.number(),
  vatRateBasisPoints: z.number(),
  interval: z.enum(OFFER_INTERVALS),
  grants: offerGrantsSchema,
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.array(offerSchema);

// GET /shop/admin/offers (MDB_ADMIN): every offer, archived ones too.
export const adminOfferSchema = z.extend(offerSchema, {
  status: z.enum(OFFER_STATUSES),
  /** Paid checkouts of this offer. */
  salesCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = z.array(adminOfferSchema);

const priceCents = z
  .number(VIOLATION_MESSAGES.number)
  .check(
    z.int(VIOLATION_MESSAGES.integer),
    z.gte(MIN_OFFER_PRICE_CENTS, SHOP_MESSAGES.priceRange),
    z.lte(MAX_OFFER_PRICE_CENTS, SHOP_MESSAGES.priceRange),
  );

// POST /shop/admin/offers, PUT /shop/admin/offers/{id}: a change of price holds for the next purchases only.
export const offerInputSchema = z
  .object({
    name: requiredText(120),
    description: z.pipe(
      optionalText(2000),
      z.transform((value: string | null) => value ?? ''),
    ),
    priceCents,
    vatRateBasisPoints: z._default(
      z.number(VIOLATION_MESSAGES.number).check(z.int(VIOLATION_MESSAGES.integer), z.gte(0), z.lte(10_000)),
      STANDARD_VAT_RATE_BP,
    ),
    interval: z.enum(OFFER_INTERVALS, VIOLATION_MESSAGES.choice),
    grants: offerGrantsSchema,
    status: z._default(z.enum(OFFER_STATUSES, VIOLATION_MESSAGES.choice), 'active'),
  })
  .check(
    z.refine((offer) => offer.grants.formations.length + offer.grants.channels.length > 0, {
      message: SHOP_MESSAGES.noGrant,
      path: ['grants'],
    }),
    z.refine((offer) => netOfGross(offer.priceCents, offer.vatRateBasisPoints) !== null, {
      message: SHOP_MESSAGES.priceNotExact,
      path: ['priceCents'],
    }),
  );
export type OfferInput = z.input<typeof offerInputSchema>;

// POST /shop/checkout: where the member pays (Stripe's hosted page, or the sandbox's page in Campus).
export const checkoutRequestSchema = z.object({ offerId: requiredText(100) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutStartSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  /** Stripe Checkout's URL, or the sandbox's page path (`/paiement/{id}`). */
  url: z.string(),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

// GET /shop/checkout/{id}, and the sandbox's answers.
export const checkoutSchema = z.object({
  id: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  status: z.enum(CHECKOUT_STATUSES),
  offer: offerSchema,
  /** Why it failed (French), when it did. */
  failure: z.nullable(z.string()),
});
export type Checkout = z.infer<typeof checkoutSchema>;

// POST /shop/checkout/{id}/pay (sandbox): the card of Stripe's test mode; 402 with the decline under `number`.
export const sandboxPayRequestSchema = z.object({
  number: z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank)),
  expiry: z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank)),
  cvc: z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank)),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

// POST /shop/checkout/{id}/authenticate (sandbox's 3-D Secure step): the member approves or refuses.
export const sandboxAuthenticateRequestSchema = z.object({ approve: z.boolean(VIOLATION_MESSAGES.boolean) });
export type SandboxAuthenticateRequest = z.infer<typeof sandboxAuthenticateRequestSchema>;

// GET /shop/subscriptions (the member's), POST /shop/subscriptions/{id}/cancel and /resume.
// (the billing area's subscription: one shape for the member, the billing admin and the shop).
export const memberSubscriptionSchema = subscriptionSchema;
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;
export const memberSubscriptionListSchema = z.array(memberSubscriptionSchema);

const memberRefSchema = z.object({ uid: z.string(), name: z.string(), email: z.string() });

// GET /shop/admin/sales?page= (MDB_ADMIN): invoices and credit notes, newest first; total in `x-total-count`.
export const saleSchema = z.extend(invoiceSummarySchema, {
  member: memberRefSchema,
  /** A paid invoice not wholly refunded yet, from a payment Campus took. */
  isRefundable: z.boolean(),
  /** What is left to refund on an invoice (its gross less its credit notes); 0 on a credit note. */
  refundableCents: z.number(),
});
export type Sale = z.infer<typeof saleSchema>;
export const saleListSchema = z.array(saleSchema);
export const SALES_PAGE_SIZE = 20;

// POST /shop/admin/invoices/{id}/refund (MDB_ADMIN): the amount to refund, in cents (all that is left when absent);
// several partial refunds add up to the invoice's gross at most, each with its own credit note.
export const refundRequestSchema = z.object({
  amountCents: z.optional(
    z.number(SHOP_MESSAGES.refundAmount).check(z.int(SHOP_MESSAGES.refundAmount), z.gte(1, SHOP_MESSAGES.refundAmount)),
  ),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const refundResultSchema = z.object({
  /** The credit note issued (sandbox: at once), or null while Stripe confirms the refund (its webhook issues it). */
  creditNote: z.nullable(invoiceSummarySchema),
  message: z.string(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

// GET /shop/admin/subscriptions (MDB_ADMIN)
export const adminSubscriptionSchema = z.extend(memberSubscriptionSchema, { member: memberRefSchema });
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionListSchema = z.array(adminSubscriptionSchema);

// GET /shop/admin/revenue (MDB_ADMIN): the last 12 Paris months, oldest first.
export const revenueMonthSchema = z.object({
  /** `2026-11`. */
  month: z.string(),
  /** Invoices issued that month, TTC. */
  grossCents: z.number(),
  /** Credit notes issued that month, TTC. */
  refundsCents: z.number(),
  newSubscriptions: z.number(),
  lostSubscriptions: z.number(),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;
export const revenueSchema = z.object({ months: z.array(revenueMonthSchema) });
export type Revenue = z.infer<typeof revenueSchema>;

export const salesQuerySchema = z.object({
  page: z._default(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d{1,6}$/))]),
      z.pipe(
        z.transform((value: number | string) => Number(value)),
        z.number().check(z.int(), z.gte(1)),
      ),
    ),
    1,
  ),
});
