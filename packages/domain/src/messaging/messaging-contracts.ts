import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES } from '../shared/violations.js';
import { isSafeLink } from './messaging.js';

/** Spec 9: discussions come by pages of 10, messages by pages of 3. */
export const DISCUSSION_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 3;
/** Not in the spec: notifications come by pages of 20 so a long history never loads at once. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** The longest message a member may post. */
export const MESSAGE_MAX_LENGTH = 5000;
/** A group holds at most this many members (creator included). */
export const GROUP_MAX_MEMBERS = 50;

export const MESSAGING_MESSAGES = {
  discussionNotFound: 'Discussion non trouvée',
  emptyMessage: 'Le message ne peut pas être vide',
  messageTooLong: `Le message ne peut pas dépasser ${MESSAGE_MAX_LENGTH} caractères`,
  notificationNotFound: 'Notification non trouvée',
  channelNotOwned: "Vous n'avez pas accès à cette chaîne",
  recipientRequired: 'Choisissez au moins un destinataire',
  recipientUnknown: 'Un des destinataires est introuvable',
  recipientOutsideChannel: "Un des destinataires n'a pas accès à cette chaîne",
  tooManyMembers: `Un groupe compte au plus ${GROUP_MAX_MEMBERS} membres`,
} as const;

/** Spec 5: a message whose text is empty after trimming is not posted; at most 5000 characters. */
export const messageTextSchema = z
  .string(MESSAGING_MESSAGES.emptyMessage)
  .check(
    z.trim(),
    z.minLength(1, MESSAGING_MESSAGES.emptyMessage),
    z.maxLength(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.messageTooLong),
  );

/** The same rule as a predicate, for a send button. */
export function isPostableMessage(text: string): boolean {
  return z.safeParse(messageTextSchema, text).success;
}

const idSchema = z.string().check(z.minLength(1, VIOLATION_MESSAGES.notBlank), z.maxLength(200));

export const discussionTypeSchema = z.enum(['DIRECT', 'GROUP']);
export type DiscussionType = z.infer<typeof discussionTypeSchema>;

/** A discussion as the realtime store and the HTTP routes show it (spec 3.4). */
export const discussionSchema = z.object({
  id: z.string(),
  type: discussionTypeSchema,
  channel: channelSlugSchema,
  targetId: z.nullable(z.string()),
  name: z.nullable(z.string()),
  date: z.string(),
  membersIds: z.array(z.string()),
  adminsIds: z.array(z.string()),
  ignoringMembersIds: z.array(z.string()),
  lastActivityDate: z.string(),
  lastMessage: z.nullable(
    z.object({ date: z.string(), text: z.string(), authorId: z.string(), readBy: z.array(z.string()) }),
  ),
});
export type Discussion = z.infer<typeof discussionSchema>;

/** A message of a discussion (spec 3.5). */
export const messageSchema = z.object({
  id: z.string(),
  discussionId: z.string(),
  date: z.string(),
  authorId: z.string(),
  text: z.string(),
  /** Set (true) on a message hidden by the moderators: its text is then « Message masqué par la modération ». */
  isHidden: z.optional(z.boolean()),
});
export type Message = z.infer<typeof messageSchema>;

export const NOTIFICATION_KINDS = [
  'educational-content-validation',
  'educational-content-join',
  'educational-content-quit',
  'educational-content-coming-soon',
  'event-validation',
  'event-join',
  'event-quit',
  'event-deleted',
  'contact-validation',
  'project-validation',
  'new-training',
  'global',
  'mdb-association-join',
  'mdb-association-quit',
  'mdb-project-update',
  // Deals off market (issue 13): a deal hidden by the moderators, a deal about to expire.
  'deal-hidden',
  'deal-expiring',
  // The member's copy of their data is ready (issue 32).
  'data-export-ready',
  // Moderation (issue 32): the reporter is told their report was dealt with; a member is warned by a moderator.
  'report-resolved',
  'moderation-warning',
  // Live sessions (issue 35): the admins learn that a member could not be registered with the webinar provider.
  'webinar-registration-failed',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What a notification is about: names and ids its sentence and link are built from. */
export const notificationDataSchema = z.record(z.string(), z.string());
export type NotificationData = z.infer<typeof notificationDataSchema>;

/**
 * A notification (spec 3.6). Per-member ones have one target (the member); global ones have none, and
 * their readBy holds the viewing member only when they read it.
 */
export const notificationSchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  date: z.string(),
  kind: notificationKindSchema,
  data: notificationDataSchema,
  text: z.string(),
  link: z.nullable(z.string()),
  targetIds: z.array(z.string()),
  readBy: z.array(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

const channelQuery = z.object({ channel: channelSlugSchema });

// POST /api/discussions (creates or reuses, spec 4 and 5)
export const createDiscussionRequestSchema = z.object({
  channel: channelSlugSchema,
  type: discussionTypeSchema,
  memberIds: z
    .array(idSchema)
    .check(
      z.minLength(1, MESSAGING_MESSAGES.recipientRequired),
      z.maxLength(GROUP_MAX_MEMBERS, MESSAGING_MESSAGES.tooManyMembers),
    ),
  name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, VIOLATION_MESSAGES.maxLength(100))))),
  targetId: z.optional(z.nullable(idSchema)),
  /**
   * Issue 34: the discussion's first message, posted in the same transaction (no discussion without it); given to a
   * discussion that is reused, it is posted there. Optional: without it the discussion is created empty, as before.
   */
  text: z.optional(messageTextSchema),
});
export type CreateDiscussionRequest = z.input<typeof createDiscussionRequestSchema>;
export const createDiscussionResponseSchema = z.object({
  discussion: discussionSchema,
  isNew: z.boolean(),
  /** The message posted with the request's `text`, when it had one. */
  message: z.optional(messageSchema),
});
export type CreateDiscussionResponse = z.infer<typeof createDiscussionResponseSchema>;

// GET /api/discussions?channel=&state=member|archived&before=<discussion id>
export const discussionStateSchema = z.enum(['member', 'archived']);
export type DiscussionState = z.infer<typeof discussionStateSchema>;
export const listDiscussionsQuerySchema = z.object({
  channel: channelSlugSchema,
  state: z._default(discussionStateSchema, 'member'),
  before: z.optional(idSchema),
});
export type ListDiscussionsQuery = z.input<typeof listDiscussionsQuerySchema>;
export const discussionPageSchema = z.object({ items: z.array(discussionSchema), hasMore: z.boolean() });
export type DiscussionPage = z.infer<typeof discussionPageSchema>;

// GET /api/discussions/{id}
export const getDiscussionResponseSchema = z.object({ discussion: discussionSchema });

// GET /api/discussions/{id}/messages?before=<message id> (newest first)
export const listMessagesQuerySchema = z.object({ before: z.optional(idSchema) });
export const messagePageSchema = z.object({ items: z.array(messageSchema), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof messagePageSchema>;

// POST /api/discussions/{id}/messages (answered once committed)
export const postMessageRequestSchema = z.object({ text: messageTextSchema });
export type PostMessageRequest = z.input<typeof postMessageRequestSchema>;
export const postMessageResponseSchema = z.object({ message: messageSchema });
export type PostMessageResponse = z.infer<typeof postMessageResponseSchema>;

// POST /api/discussions/{id}/archive, /reopen, /read -> { discussion }
export const discussionResponseSchema = z.object({ discussion: discussionSchema });
export type DiscussionResponse = z.infer<typeof discussionResponseSchema>;

// POST /api/discussions/read { channel } (opening the messages popup marks all read) -> 204
export const markDiscussionsReadRequestSchema = channelQuery;

// GET /api/notifications?channel=&before=<notification id> and GET /api/notifications/global?channel=&before=
export const listNotificationsQuerySchema = z.object({ channel: channelSlugSchema, before: z.optional(idSchema) });
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;
export const notificationPageSchema = z.object({ items: z.array(notificationSchema), hasMore: z.boolean() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

// POST /api/notifications/{id}/read (a per-member or a global one) -> 204
// POST /api/notifications/read { channel } (opening the popup: every unread one of the channel, globals too) -> 204
export const markNotificationsReadRequestSchema = channelQuery;

// POST /api/notifications/global (MDB_ADMIN) -> 201 { notification }
export const sendGlobalNotificationRequestSchema = z.object({
  channel: channelSlugSchema,
  text: z
    .string(VIOLATION_MESSAGES.notBlank)
    .check(z.trim(), z.minLength(1, VIOLATION_MESSAGES.notBlank), z.maxLength(500, VIOLATION_MESSAGES.maxLength(500))),
  link: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(500, VIOLATION_MESSAGES.maxLength(500)),
          z.refine(isSafeLink, VIOLATION_MESSAGES.url),
        ),
    ),
  ),
});
export type SendGlobalNotificationRequest = z.input<typeof sendGlobalNotificationRequestSchema>;
export const notificationResponseSchema = z.object({ notification: notificationSchema });

// POST /api/client-errors (the spec's error reporting service) -> 204
export const clientErrorRequestSchema = z.object({
  action: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  message: z.string().check(z.maxLength(2000)),
  details: z.optional(z.string().check(z.maxLength(10_000))),
});
export type ClientErrorRequest = z.input<typeof clientErrorRequestSchema>;
