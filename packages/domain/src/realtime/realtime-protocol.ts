import * as z from 'zod/mini';
import { apiErrorSchema } from '../account/api-contracts.js';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import {
  discussionSchema,
  discussionStateSchema,
  messageSchema,
  notificationSchema,
  type Discussion,
  type Message,
  type Notification,
} from '../messaging/messaging-contracts.js';
import { memberActivitySchema, type MemberActivity } from '../messaging/read-receipts.js';

// The realtime store's protocol (docs/realtime.md): JSON text frames on one WebSocket per tab at /api/realtime.

/** Close codes of the realtime socket. */
export const REALTIME_CLOSE_CODES = {
  /** The token is missing, unknown, expired or revoked: sign in again. */
  unauthenticated: 4401,
  /** The first message was not an auth message, or a frame was not valid JSON of the protocol. */
  protocolError: 4400,
  /** The server is shutting down: reconnect (elsewhere) and re-subscribe. */
  goingAway: 1001,
  /** The server may have missed changes (its bus reconnected): reconnect and re-subscribe for fresh snapshots. */
  resubscribe: 1012,
} as const;

/** How long the server waits for the auth message after the socket opens. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;
/** At most this many live subscriptions per socket. */
export const REALTIME_MAX_SUBSCRIPTIONS = 20;

/** The queries of spec 7.3 a client can subscribe to. */
export const realtimeQuerySchema = z.discriminatedUnion('kind', [
  /** The member's notifications of a channel, newest first, pages of 20. */
  z.object({ kind: z.literal('notifications'), channel: channelSlugSchema }),
  /** The global notifications of a channel, newest first, pages of 20; readBy holds the member once read. */
  z.object({ kind: z.literal('global-notifications'), channel: channelSlugSchema }),
  /** Discussions where the member is a member (or an ignoring member: archived), by last activity, pages of 10. */
  z.object({ kind: z.literal('discussions'), channel: channelSlugSchema, state: discussionStateSchema }),
  /**
   * The events of a channel: no documents; a `changes` frame (often with no changes) each time an event of the
   * channel or its sessions changes, telling the client to read its events lists again. `unreadCount` is the
   * number of the member's upcoming sessions of the channel (seats and waitlist places): the calendar badge.
   */
  z.object({ kind: z.literal('events'), channel: channelSlugSchema }),
  /** Messages of one discussion: the newest 3, then older pages of 3. */
  z.object({ kind: z.literal('messages'), discussionId: z.string().check(z.minLength(1), z.maxLength(200)) }),
  /**
   * The member's contracts: no documents; a `changes` frame each time one is issued to or signed by the member,
   * telling the client to read its contracts again. `unreadCount` is the number of contracts waiting for a signature.
   */
  z.object({ kind: z.literal('contracts') }),
  /**
   * The member's own account: no documents; a `changes` frame each time an admin changes their rights (formations,
   * channels, customer status, roles, permissions), telling the client to read `GET /api/me` again (menu, guards,
   * channel switcher). A deactivated account's sockets are closed instead (4401).
   */
  z.object({ kind: z.literal('account') }),
  /**
   * The moderation queue (MDB_ADMIN): no documents; a `changes` frame each time a report is made or withdrawn or a
   * moderator decides, telling the client to read the queue again. `unreadCount` is the number of reported things
   * waiting for a decision.
   */
  z.object({ kind: z.literal('moderation') }),
  /**
   * Typing and `Vu` in one discussion of at most 20 members (issue 33): the other members' activity documents
   * (their last-read marker; `typingAt` when a typing event arrives). Empty for a member who hides theirs, and
   * without the members who hide theirs; nothing at all in a bigger group.
   */
  z.object({ kind: z.literal('receipts'), discussionId: z.string().check(z.minLength(1), z.maxLength(200)) }),
]);
export type RealtimeQuery = z.infer<typeof realtimeQuerySchema>;
export type RealtimeQueryKind = RealtimeQuery['kind'];
/** The query of one kind. */
export type RealtimeQueryOf<Kind extends RealtimeQueryKind> = Extract<RealtimeQuery, { kind: Kind }>;

/** A subscription id chosen by the client, unique on its socket. */
const subscriptionIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** First message on a new socket. */
  z.object({ type: z.literal('auth'), token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  z.object({ type: z.literal('subscribe'), id: subscriptionIdSchema, query: realtimeQuerySchema }),
  z.object({ type: z.literal('unsubscribe'), id: subscriptionIdSchema }),
  /** The next (older) page of a subscription; answered with a `page`. */
  z.object({ type: z.literal('loadMore'), id: subscriptionIdSchema }),
  /**
   * Posts a message, as POST /api/discussions/{discussionId}/messages does with the same rules, rights and limits:
   * answered `posted` once it is committed (the ack), or `refused` with the HTTP route's status and error body. `key`
   * is the send's Idempotency-Key: the same send retried (over HTTP after a lost socket) posts the message once. The
   * text is checked by the message rule, not here: a text too long is refused with its French message, not a closed
   * socket.
   */
  z.object({
    type: z.literal('post'),
    id: subscriptionIdSchema,
    discussionId: z.string().check(z.minLength(1), z.maxLength(200)),
    text: z.string(),
    key: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A document of any query: which one depends on the subscription's kind. */
export const realtimeDocumentSchema = z.union([
  discussionSchema,
  messageSchema,
  notificationSchema,
  memberActivitySchema,
]);
export type RealtimeDocument = z.infer<typeof realtimeDocumentSchema>;

export const realtimeChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('added'), document: realtimeDocumentSchema }),
  z.object({ type: z.literal('modified'), document: realtimeDocumentSchema }),
  z.object({ type: z.literal('removed'), id: z.string() }),
]);
/** The document of each query kind (an `events` query has none: its frames tell the client to read again). */
export interface RealtimeDocuments {
  notifications: Notification;
  'global-notifications': Notification;
  discussions: Discussion;
  messages: Message;
  events: never;
  contracts: never;
  account: never;
  moderation: never;
  receipts: MemberActivity;
}
export type RealtimeDocumentOf<Kind extends RealtimeQueryKind> = RealtimeDocuments[Kind];

/** A change of a query of some kind (the schema above checks any of them). */
export type RealtimeChange<Kind extends RealtimeQueryKind = RealtimeQueryKind> =
  | { type: 'added'; document: RealtimeDocumentOf<Kind> }
  | { type: 'modified'; document: RealtimeDocumentOf<Kind> }
  | { type: 'removed'; id: string };

export const REALTIME_ERROR_CODES = [
  'forbidden',
  'not-found',
  'invalid',
  'too-many-subscriptions',
  'unknown-subscription',
] as const;

export const serverMessageSchema = z.discriminatedUnion('type', [
  /** The token was accepted: subscriptions may start. */
  z.object({ type: z.literal('ready'), uid: z.string() }),
  /**
   * The first page of a subscription, in the query's order; then only changes. `unreadCount` (discussions as a
   * member, notifications, global notifications) counts the unread documents of the whole query, loaded or not:
   * the header badge.
   */
  z.object({
    type: z.literal('snapshot'),
    id: z.string(),
    documents: z.array(realtimeDocumentSchema),
    hasMore: z.boolean(),
    unreadCount: z.optional(z.number()),
  }),
  /** Changes in the order they were committed; apply them in order. `unreadCount` as in the snapshot, up to date. */
  z.object({
    type: z.literal('changes'),
    id: z.string(),
    changes: z.array(realtimeChangeSchema),
    unreadCount: z.optional(z.number()),
  }),
  /** The answer to loadMore: older documents, in the query's order, to append. */
  z.object({
    type: z.literal('page'),
    id: z.string(),
    documents: z.array(realtimeDocumentSchema),
    hasMore: z.boolean(),
  }),
  /** The answer to unsubscribe. */
  z.object({ type: z.literal('ack'), id: z.string() }),
  /** The answer to a post: the message, committed (and published to the discussion's members). */
  z.object({ type: z.literal('posted'), id: z.string(), message: messageSchema }),
  /** A refused post: the status and the `{ error, errors }` body POST /api/discussions/{id}/messages would answer. */
  z.object({ type: z.literal('refused'), id: z.string(), status: z.number(), body: apiErrorSchema }),
  /** A refused subscribe or loadMore (French message); the subscription, if any, is dropped. */
  z.object({
    type: z.literal('error'),
    id: z.nullable(z.string()),
    code: z.enum(REALTIME_ERROR_CODES),
    message: z.string(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export const REALTIME_MESSAGES = {
  forbidden: "Vous n'avez pas accès à ces données",
  notFound: 'Discussion non trouvée',
  invalid: "Ce message n'est pas compris par le serveur",
  tooManySubscriptions: 'Trop d’abonnements ouverts sur cette connexion',
  unknownSubscription: 'Abonnement inconnu',
  unauthenticated: 'Session expirée : reconnectez-vous',
} as const;

/** Parses a frame from the client; null when it is not a message of the protocol. */
export function parseClientMessage(frame: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  const result = z.safeParse(clientMessageSchema, value);
  return result.success ? result.data : null;
}

/** Parses a frame from the server (for the web client); null when it is not a message of the protocol. */
export function parseServerMessage(frame: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  const result = z.safeParse(serverMessageSchema, value);
  return result.success ? result.data : null;
}
