import * as z from 'zod/mini';
import { contractSchema } from '../contracts/contract-api.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';
import {
  invoiceStatusSchema,
  invoiceSummarySchema,
  paymentMethodSchema,
  subscriptionSchema,
} from './billing-contracts.js';

// The billing admin's view of one member (MDB_ADMIN, issue 15 "Admin"): who, what they owe and hold, what was done.

/** A member search of the billing admin answers at most this many members. */
export const BILLING_MEMBER_SEARCH_LIMIT = 20;

// GET /shop/admin/members?q= : members (prospects too: they pay) whose name or e-mail contains the text.
export const billingMemberSearchQuerySchema = z.object({
  q: z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(
      z.trim(),
      z.minLength(2, VIOLATION_MESSAGES.minLength(2)),
      z.maxLength(100, VIOLATION_MESSAGES.maxLength(100)),
    ),
});
export type BillingMemberSearchQuery = z.input<typeof billingMemberSearchQuerySchema>;

/** A member as the billing admin knows them: identity and e-mail (never a card, an address or a password). */
export const billingMemberSchema = z.object({
  uid: z.string(),
  /** Firstname Lastname, else the display name, else the e-mail. */
  name: z.string(),
  email: z.string(),
});
export type BillingMember = z.infer<typeof billingMemberSchema>;
export const billingMemberSearchResponseSchema = z.object({
  members: z.array(billingMemberSchema).check(z.maxLength(BILLING_MEMBER_SEARCH_LIMIT)),
});
export type BillingMemberSearchResponse = z.infer<typeof billingMemberSearchResponseSchema>;

/** An admin action on the member's billing, from the audit tables (invoice status changes, contract admin actions). */
export const billingAuditEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('invoice-status'),
    id: z.string(),
    at: z.string(),
    actorName: z.string(),
    invoiceId: z.string(),
    invoiceNumber: z.string(),
    fromStatus: z.string(),
    toStatus: invoiceStatusSchema,
  }),
  z.object({
    kind: z.literal('contract-issued'),
    id: z.string(),
    at: z.string(),
    actorName: z.string(),
    contractId: z.string(),
    contractName: z.string(),
  }),
]);
export type BillingAuditEntry = z.infer<typeof billingAuditEntrySchema>;

// GET /shop/admin/members/{uid}/billing
export const memberBillingSchema = z.object({
  member: billingMemberSchema,
  /** Every finalised invoice, newest first. */
  invoices: z.array(invoiceSummarySchema),
  subscriptions: z.array(subscriptionSchema),
  /** Brand, last four digits and expiry only. */
  paymentMethods: z.array(paymentMethodSchema),
  contracts: z.array(contractSchema),
  /** The admin actions on this member, newest first. */
  audit: z.array(billingAuditEntrySchema),
});
export type MemberBilling = z.infer<typeof memberBillingSchema>;
