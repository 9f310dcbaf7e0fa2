import * as z from 'zod/mini';
import {
  BILLING_MESSAGES,
  CARD_BRANDS,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  SUBSCRIPTION_PERIODS,
  SUBSCRIPTION_STATUSES,
  cardDigits,
  parseCardExpiry,
  passesLuhn,
} from './billing.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';

// The shop API (spec 7.2, architecture 4.9). Amounts are integer cents, times ISO-8601 UTC.

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

/** An invoice in the member's list: `id` and `status` (spec 3.2) with what the list shows. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  /** `F-2026-000123`, given at finalisation. */
  number: z.string(),
  /** An invoice (Factur-X 380) or a credit note refunding one (`avoir`, Factur-X 381), numbered in the same series. */
  kind: z.enum(INVOICE_KINDS),
  status: invoiceStatusSchema,
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** What was bought (the first line's product). */
  title: z.string(),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  currency: z.literal('EUR'),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  vatRateBasisPoints: z.number(),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The buyer as copied on the invoice at finalisation (a later address change does not alter it). */
export const invoiceBuyerSchema = z.object({
  name: z.string(),
  company: z.nullable(z.string()),
  siren: z.nullable(z.string()),
  line1: z.nullable(z.string()),
  postale_code: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.string(),
});
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

// GET /shop/invoices/{id}
export const invoiceDetailSchema = z.extend(invoiceSummarySchema, {
  lines: z.array(invoiceLineSchema),
  buyer: invoiceBuyerSchema,
  /** A credit note's invoice number (the invoice it refunds); null for an invoice. */
  creditOfNumber: z.nullable(z.string()),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** A query-string integer (`?year=2026`) within bounds. */
function queryInteger(min: number, max: number) {
  return z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d{1,6}$/, VIOLATION_MESSAGES.notBlank))]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.number().check(z.int(), z.gte(min), z.lte(max)),
    ),
  );
}

// GET /shop/invoices?status=&year=&page= : a JSON array (this page), the total in the `x-total-count` header.
export const invoiceListQuerySchema = z.object({
  status: z.optional(invoiceStatusSchema),
  year: z.optional(queryInteger(2000, 2100)),
  page: z._default(queryInteger(1, 100_000), 1),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;
export const invoiceListSchema = z.array(invoiceSummarySchema);

// PUT /shop/invoices/{id}/status (the billing admin, spec 4)
export const invoiceStatusRequestSchema = z.object({ status: invoiceStatusSchema });
export type InvoiceStatusRequest = z.infer<typeof invoiceStatusRequestSchema>;

// GET /shop/subscriptions
export const subscriptionSchema = z.object({
  id: z.string(),
  product: z.string(),
  period: z.enum(SUBSCRIPTION_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** TTC per period. */
  amountCents: z.number(),
  startedAt: z.string(),
  /** The next payment: null once canceled, or canceled at the period's end. */
  nextRenewalAt: z.nullable(z.string()),
  /** The offer it was bought as (null: recorded before the shop). */
  offerId: z.nullable(z.string()),
  /** Canceled at the end of the period: access holds until `currentPeriodEnd`, nothing more is charged. */
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.nullable(z.string()),
  /** Unpaid: when the access ends unless a payment succeeds. */
  graceEndsAt: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

// GET /shop/payment-method/list: brand, last four digits, expiry; never a card number.
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expMonth: z.number(),
  expYear: z.number(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.array(paymentMethodSchema);

// GET /shop/payment-method/secret: what confirms a new card (a Stripe SetupIntent, or the sandbox's equivalent).
export const paymentMethodSecretSchema = z.object({
  provider: z.enum(['stripe', 'sandbox']),
  clientSecret: z.string(),
});
export type PaymentMethodSecret = z.infer<typeof paymentMethodSecretSchema>;

// POST /shop/payment-method/setup-session (Stripe): the address of Stripe's own page where the member types the card
// (a Checkout Session in setup mode: a SetupIntent on the member's Stripe customer); back on Mes factures with
// `?carte=<session id>`, POST /shop/payment-method/setup-session/{id}/complete makes the first card the default one.
export const cardSetupSessionSchema = z.object({ url: z.string() });
export type CardSetupSession = z.infer<typeof cardSetupSessionSchema>;
/** The query parameter of Mes factures that brings the member back from Stripe's card page. */
export const CARD_SETUP_RETURN_PARAM = 'carte';

// POST /shop/payment-method/detach, PUT /shop/payment-method/default
export const paymentMethodRequestSchema = z.object({
  payment_method: z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(z.minLength(1, VIOLATION_MESSAGES.notBlank), z.maxLength(200)),
});
export type PaymentMethodRequest = z.infer<typeof paymentMethodRequestSchema>;

// POST /shop/payment-method (sandbox: the card form confirms the setup with the card itself)
export const addCardRequestSchema = z.object({
  number: z.pipe(
    z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank)),
    z.pipe(
      z.transform((typed: string) => cardDigits(typed)),
      z.string().check(z.refine((digits: string) => passesLuhn(digits), BILLING_MESSAGES.cardNumber)),
    ),
  ),
  expiry: z.pipe(
    z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank)),
    z.pipe(
      z.transform((typed: string) => parseCardExpiry(typed)),
      z.custom<{ month: number; year: number }>((value) => value !== null, BILLING_MESSAGES.cardExpiry),
    ),
  ),
  cvc: z.string(VIOLATION_MESSAGES.notBlank).check(z.trim(), z.regex(/^\d{3,4}$/, BILLING_MESSAGES.cardCvc)),
});
export type AddCardRequest = z.input<typeof addCardRequestSchema>;
export type AddCardInput = z.output<typeof addCardRequestSchema>;
