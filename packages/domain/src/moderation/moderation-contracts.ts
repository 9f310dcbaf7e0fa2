import * as z from 'zod/mini';
import { VIOLATION_MESSAGES, optionalText, requiredText } from '../shared/violations.js';

// Reports and the moderation queue (issue 32, docs/decisions/0017-moderation.md). Members report a message, a
// discussion, a member or a deal; MDB_ADMIN works the queue at /administration/moderation. Times are ISO-8601 UTC.

/** What a member may report. */
export const REPORT_TARGET_KINDS = ['message', 'discussion', 'member', 'deal'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The reasons offered to the reporter, in the dialog's order. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam ou publicité',
  harassment: 'Harcèlement',
  inappropriate: 'Contenu inapproprié',
  scam: 'Arnaque',
  other: 'Autre',
};

/** open (waiting for a moderator), dismissed (classé sans suite), actioned (traité), withdrawn (by its reporter). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned', 'withdrawn'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the reporter is told of each status: never the sanction itself. */
export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = {
  open: 'En cours d’examen',
  dismissed: 'Classé sans suite',
  actioned: 'Traité',
  withdrawn: 'Retiré',
};

/** A moderator's action on a reported thing; each can be undone (`reverse`). */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationAction, string>> = {
  dismiss: 'Classé sans suite',
  hide: 'Masqué',
  warn: 'Membre averti',
  suspend: 'Membre suspendu',
};

export const REPORT_COMMENT_MAX_LENGTH = 1000;
export const WARNING_MAX_LENGTH = 1000;
/** A member makes at most this many reports an hour (withdrawn ones count: reporting again is reporting). */
export const REPORTS_PER_HOUR = 10;
/** The suspension lengths a moderator chooses from, in days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30] as const;
/** The longest suspension, in days (a longer one is a deactivation, from the member's page). */
export const SUSPENSION_MAX_DAYS = 90;

/** What everyone sees in place of a message hidden by the moderators (its author too). */
export const HIDDEN_MESSAGE_TEXT = 'Message masqué par la modération';

export const MODERATION_MESSAGES = {
  targetNotFound: 'Élément introuvable',
  reportNotFound: 'Signalement introuvable',
  actionNotFound: 'Action de modération introuvable',
  alreadyReported: 'Vous avez déjà signalé cet élément : votre signalement est en cours d’examen',
  ownTarget: 'Vous ne pouvez pas signaler ce qui vient de vous',
  tooManyReports: `Vous avez fait beaucoup de signalements : réessayez dans une heure (${REPORTS_PER_HOUR} par heure au plus)`,
  notOpen: 'Ce signalement a déjà été traité',
  actionNotAllowed: 'Cette action ne s’applique pas à cet élément',
  noMember: 'Aucun membre n’est visé par cet élément',
  ownAccount: 'Vous ne pouvez pas vous sanctionner vous-même',
  alreadyReversed: 'Cette action a déjà été annulée',
  superseded: 'Une action plus récente sur cet élément doit être annulée d’abord',
  alreadyHidden: 'Cet élément est déjà masqué',
  alreadySuspended: 'Ce membre est déjà suspendu',
  suspendedAccount: (until: string) =>
    `Votre compte est suspendu par la modération jusqu’au ${until}. Vous pourrez vous reconnecter ensuite.`,
} as const;

const idField = z.string().check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank), z.maxLength(128));

// POST /api/reports -> 201 { report: MyReport }; 409 when the member's report on it is still open.
export const reportRequestSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: idField,
  reason: z.enum(REPORT_REASONS),
  comment: optionalText(REPORT_COMMENT_MAX_LENGTH),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** A report as its reporter sees it: what, why, and the outcome in a word (never the sanction). */
export const myReportSchema = z.object({
  id: z.string(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  comment: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const reportResponseSchema = z.object({ report: myReportSchema });

// GET /api/reports/mine -> { items } (newest first, the 50 latest). DELETE /api/reports/:id -> 204 (an open one).
export const myReportsResponseSchema = z.object({ items: z.array(myReportSchema) });
export type MyReportsResponse = z.infer<typeof myReportsResponseSchema>;

// --- The queue (MDB_ADMIN) ---

export const moderationQuerySchema = z.object({
  status: z.optional(z.enum(['open', 'resolved'])),
  kind: z.optional(z.enum(REPORT_TARGET_KINDS)),
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

const memberRefSchema = z.object({ uid: z.string(), name: z.nullable(z.string()) });
export type MemberRef = z.infer<typeof memberRefSchema>;

/** What was reported, as the moderator sees it. */
export const moderationTargetSchema = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.string(),
  /** A title (deal, group) or the member's name; null when the thing is gone. */
  title: z.nullable(z.string()),
  /** The message's text, the deal's description: the beginning, for the queue. */
  excerpt: z.nullable(z.string()),
  /** Where to look at it in the app (null: nowhere the moderator can open). */
  link: z.nullable(z.string()),
  /** The member the reports are about (the author of the message or deal, the member reported). */
  member: z.nullable(memberRefSchema),
  isHidden: z.boolean(),
  /** Until when the member is suspended, when they are. */
  suspendedUntil: z.nullable(z.string()),
});
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

export const queueReportSchema = z.object({
  id: z.string(),
  reporter: z.nullable(memberRefSchema),
  reason: z.enum(REPORT_REASONS),
  comment: z.nullable(z.string()),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type QueueReport = z.infer<typeof queueReportSchema>;

/** One reported thing with its open reports: the queue's line. */
export const queueItemSchema = z.object({
  target: moderationTargetSchema,
  /** Distinct members with an open report on it (the one figure that says how many people are concerned). */
  reporterCount: z.number(),
  reports: z.array(queueReportSchema),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** A decision taken, for the history: undone or not. */
export const moderationDecisionSchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  target: moderationTargetSchema,
  actor: z.nullable(memberRefSchema),
  /** The warning's text, or the suspension's end. */
  detail: z.nullable(z.string()),
  reportCount: z.number(),
  createdAt: z.string(),
  reversedAt: z.nullable(z.string()),
  reversedBy: z.nullable(memberRefSchema),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

// GET /api/admin/moderation?status=open|resolved&kind= -> { open, decisions }: open lists the queue (status open,
// the default), decisions the history (status resolved), newest first, 100 at most.
export const moderationQueueSchema = z.object({
  items: z.array(queueItemSchema),
  decisions: z.array(moderationDecisionSchema),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

// POST /api/admin/moderation/:kind/:id/:action -> 201 { decision }; then POST /api/admin/moderation/decisions/:id/reverse.
export const warnRequestSchema = z.object({ text: requiredText(WARNING_MAX_LENGTH) });
export const suspendRequestSchema = z.object({
  days: z.number().check(z.int(), z.minimum(1), z.maximum(SUSPENSION_MAX_DAYS)),
});
export type SuspendRequest = z.input<typeof suspendRequestSchema>;

export const decisionResponseSchema = z.object({ decision: moderationDecisionSchema });
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;
