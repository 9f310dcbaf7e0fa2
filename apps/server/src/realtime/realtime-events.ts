import type { ChannelSlug, Discussion, Message, Notification } from '@campus/domain';

/**
 * What a committed write tells the realtime store. Published on the bus only after the commit, and
 * self-contained (the full documents), so every instance can route it to its sockets without a query.
 */
export type RealtimeEvent =
  /** A discussion was created or changed (membership, last message, ReadBy): its members and ignoring members. */
  | { type: 'discussion-changed'; discussion: Discussion }
  /** A message was posted: the subscribers of its discussion's messages. */
  | { type: 'message-added'; message: Message }
  /** Per-member notifications of one member, added or modified (read). */
  | { type: 'notifications-changed'; change: 'added' | 'modified'; uid: string; notifications: Notification[] }
  /** A global notification was sent to a channel (readBy empty for everyone). */
  | { type: 'global-notification-added'; notification: Notification }
  /** A member read global notifications: their readBy now holds the member. */
  | { type: 'global-notifications-read'; uid: string; notifications: Notification[] }
  /**
   * An event of the channel or its sessions changed (created, edited, deleted, joined, quit, a waiting member
   * promoted): the channel's `events` queries; the listed members' own sessions may have changed (their badge).
   */
  | { type: 'events-changed'; channel: ChannelSlug; uids: string[] }
  /** Sign-out (one token) or password reset (every token, null): their sockets close with 4401. */
  | { type: 'sessions-ended'; uid: string; tokenHash: string | null };

/** Publishes committed changes; a failure is logged, never undoes the write. */
export interface RealtimePublisher {
  publish(events: readonly RealtimeEvent[]): Promise<void>;
}
