import * as z from 'zod/mini';
import { isoDateOrDateTimeSchema } from '../shared/dates.js';

// The one audit journal (architecture 4.12, docs/decisions/0015-audit-journal.md): every admin action with its actor,
// target, time, and the state before and after. Read at /administration/journal and on a member's page.

/** The actions written to the journal, by area. */
export const AUDIT_ACTIONS = [
  'member.created',
  'member.invited',
  'member.invitation-resent',
  'member.invitation-revoked',
  'member.updated',
  'member.deactivated',
  'member.reactivated',
  'member.closure-requested',
  'member.closure-cancelled',
  'member.anonymised',
  'members.imported',
  'invoice.status-changed',
  'contract.issued',
  'project.status-changed',
  'deal.hidden',
  'content.published',
  'content.changed',
  'event.changed',
  'notification.published',
  'job.retried',
  'offer.created',
  'offer.changed',
  'invoice.refunded',
  'member.data-exported',
  'member.blocked',
  'member.unblocked',
  // Moderation (issue 32): each decision on a reported thing, and its undoing.
  'report.dismissed',
  'message.hidden',
  'member.warned',
  'member.suspended',
  'moderation.reversed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_SIZE = 50;

/** A state before or after an action: the fields it changed, as JSON. */
const auditStateSchema = z.nullable(z.record(z.string(), z.unknown()));

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who acted; null for the command line (`npm run create-admin`). */
  actorUid: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  action: z.enum(AUDIT_ACTIONS),
  /** The member concerned, when the action concerns one. */
  targetUid: z.nullable(z.string()),
  targetName: z.nullable(z.string()),
  /** What else the action concerns (an invoice, a contract, a project, a deal, a content, a job): `kind:id`. */
  subject: z.nullable(z.string()),
  before: auditStateSchema,
  after: auditStateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// GET /api/admin/audit?actor=&target=&action=&from=&to=&cursor= -> AuditPage, newest first;
// GET /api/admin/audit/export with the same filters -> text/csv (every matching row).
export const auditQuerySchema = z.object({
  actor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  target: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  /** From this day (or instant) on, included. */
  from: z.optional(isoDateOrDateTimeSchema),
  /** Up to this day (included) or instant. */
  to: z.optional(isoDateOrDateTimeSchema),
  cursor: z.optional(z.string().check(z.maxLength(400))),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const AUDIT_MESSAGES = {
  fromAfterTo: 'La date de début doit précéder la date de fin',
  badCursor: "Cette page du journal n'existe pas",
} as const;

/** The columns of the journal's CSV export, in order (French Excel reads `;` and the BOM). */
export const AUDIT_CSV_HEADER = ['Date', 'Auteur', 'Action', 'Membre', 'Objet', 'Avant', 'Après'] as const;
