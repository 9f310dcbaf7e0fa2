import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';

/** What the member did that the product records (the activity timeline of `/mon-compte/mon-activite`). */
export const ACTIVITY_KINDS = [
  'event-joined',
  'contract-signed',
  'charter-accepted',
  'invoice-paid',
  'lesson-completed',
  'project-submitted',
  // The member attended a live session, as its webinar provider reported (issue 35).
  'webinar-attended',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Items per page of the activity timeline. */
export const ACTIVITY_PAGE_SIZE = 15;

export const activityItemSchema = z.object({
  /** `<kind>:<id of what it is about>`, unique in the timeline. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** The event's, contract's, invoice's, lesson's or project's title. */
  title: z.string(),
  /** The event's or lesson's channel; null for the account's own actions. */
  channel: z.nullable(channelSlugSchema),
  /** The app page of what it is about (the event, the contracts, the invoices, the lesson, the project). */
  link: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

// GET /api/me/activity?before=<cursor>: newest first; `nextCursor` asks for the page after.
export const activityPageSchema = z.object({
  items: z.array(activityItemSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityQuerySchema = z.object({
  before: z.optional(z.string().check(z.maxLength(300))),
});
