import {
  isDiscussionUnread,
  type Discussion,
  type Notification,
  type RealtimeChange,
  type RealtimeDocument,
  type RealtimeQuery,
} from '@campus/domain';
import type { RealtimeEvent } from './realtime-events.js';

/**
 * One live query of a socket. While its snapshot loads, events are kept and replayed after it, so
 * nothing committed between the read and the subscription is missed or shown twice.
 */
export class Subscription {
  /** Events received while the snapshot loads; null once live. */
  pending: RealtimeEvent[] | null = [];
  /** Ids in the snapshot, to drop replayed additions it already holds; null once live. */
  snapshotIds: Set<string> | null = null;
  /** The discussions the client holds (discussions queries only): tells added from modified and removed. */
  readonly knownIds: Set<string> | null;
  /**
   * The query's unread documents, loaded or not (its badge is their number); null for queries without a badge.
   * Each event sets the state of the documents it carries, so replaying one the snapshot already saw is harmless.
   */
  unreadIds: Set<string> | null = null;
  /** The oldest document loaded: where the next page starts. */
  oldestId: string | undefined;
  hasMore = false;

  constructor(
    readonly id: string,
    readonly query: RealtimeQuery,
    readonly uid: string,
  ) {
    this.knownIds = query.kind === 'discussions' ? new Set() : null;
  }

  /** Takes a loaded page: the snapshot (first) or an older page. */
  takePage(documents: readonly RealtimeDocument[], hasMore: boolean): void {
    for (const document of documents) this.knownIds?.add(document.id);
    const oldest = documents.at(-1);
    if (oldest) this.oldestId = oldest.id;
    this.hasMore = hasMore;
  }

  get unreadCount(): number | undefined {
    return this.unreadIds?.size;
  }

  #setUnread(id: string, isUnread: boolean): void {
    if (isUnread) this.unreadIds?.add(id);
    else this.unreadIds?.delete(id);
  }

  #trackNotifications(notifications: readonly Notification[]): void {
    for (const notification of notifications) {
      // Own ones name their one target once read; global ones carry the viewing member once read (and any new
      // global one is dated after the member's last sign-in).
      this.#setUnread(notification.id, notification.readBy.length === 0);
    }
  }

  /** The changes an event makes to this query, in order (its unread state follows); none when it does not concern it. */
  changesFor(event: RealtimeEvent): RealtimeChange[] {
    const query = this.query;
    switch (event.type) {
      case 'discussion-changed':
        return query.kind === 'discussions' && query.channel === event.discussion.channel
          ? this.#discussionChanges(event.discussion, query.state)
          : [];
      case 'message-added':
        return query.kind === 'messages' && query.discussionId === event.message.discussionId
          ? this.#additions([event.message])
          : [];
      case 'notifications-changed': {
        if (query.kind !== 'notifications' || event.uid !== this.uid) return [];
        const ofChannel = event.notifications.filter((notification) => notification.channel === query.channel);
        this.#trackNotifications(ofChannel);
        return event.change === 'added'
          ? this.#additions(ofChannel)
          : ofChannel.map((document) => ({ type: 'modified', document }));
      }
      case 'global-notification-added':
        if (query.kind !== 'global-notifications' || query.channel !== event.notification.channel) return [];
        this.#trackNotifications([event.notification]);
        return this.#additions([event.notification]);
      case 'global-notifications-read': {
        if (query.kind !== 'global-notifications' || event.uid !== this.uid) return [];
        const ofChannel = event.notifications.filter((notification) => notification.channel === query.channel);
        this.#trackNotifications(ofChannel);
        return ofChannel.map((document) => ({ type: 'modified', document }));
      }
      case 'events-changed':
        // No documents: the hub recounts the member's sessions and sends a (possibly empty) changes frame.
        return [];
      case 'sessions-ended':
        return [];
    }
  }

  #additions(documents: readonly RealtimeDocument[]): RealtimeChange[] {
    return documents
      .filter((document) => !this.snapshotIds?.has(document.id))
      .map((document) => ({ type: 'added', document }));
  }

  #discussionChanges(discussion: Discussion, state: 'member' | 'archived'): RealtimeChange[] {
    const knownIds = this.knownIds;
    if (!knownIds) return [];
    const memberIds = state === 'member' ? discussion.membersIds : discussion.ignoringMembersIds;
    const isIn = memberIds.includes(this.uid);
    this.#setUnread(discussion.id, isIn && isDiscussionUnread(discussion.lastMessage, this.uid));
    if (knownIds.has(discussion.id)) {
      if (isIn) return [{ type: 'modified', document: discussion }];
      knownIds.delete(discussion.id);
      return [{ type: 'removed', id: discussion.id }];
    }
    if (!isIn) return [];
    // New activity brings a discussion to the top of the list, whatever page it was on.
    knownIds.add(discussion.id);
    return [{ type: 'added', document: discussion }];
  }
}
