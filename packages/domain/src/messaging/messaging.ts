import { isEmptyValue } from '../shared/empty.js';

/** The create-discussion button shows only if one recipient id is non-empty and is not the user. */
export function canCreateDiscussion(recipientIds: readonly (string | null | undefined)[], currentUid: string): boolean {
  return recipientIds.some((id) => !isEmptyValue(id) && id !== currentUid);
}

/** A direct discussion's id: `direct` plus the sorted member ids joined by a dot. */
export function directDiscussionId(memberIds: readonly string[]): string {
  return ['direct', ...[...new Set(memberIds)].sort()].join('.');
}

export interface LastMessageRead {
  authorId: string;
  readBy: readonly string[];
}

/** Unread: the last message was not written by the user and the user is not in ReadBy. */
export function isDiscussionUnread(lastMessage: LastMessageRead | null | undefined, uid: string): boolean {
  if (!lastMessage) return false;
  return lastMessage.authorId !== uid && !lastMessage.readBy.includes(uid);
}

export interface NotificationRead {
  date: string | Date;
  targetIds: readonly string[];
  readBy: readonly string[];
}

/**
 * Unread: it targets specific users and nobody has read it yet, or it has no targets and is
 * dated on or after the user's last sign-in (and the user has not read it).
 */
export function isNotificationUnread(
  notification: NotificationRead,
  uid: string,
  lastSignIn: string | Date | null,
): boolean {
  if (notification.targetIds.length > 0) return notification.readBy.length === 0;
  if (notification.readBy.includes(uid)) return false;
  if (lastSignIn === null) return true;
  return new Date(notification.date).getTime() >= new Date(lastSignIn).getTime();
}

/** An absolute web link, opened outside the app. */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\/[^\s/\\]+\S*$/i.test(link);
}

/**
 * A link a notification may carry: an absolute http(s) URL, or an in-app path with a single leading `/`
 * (`//host` and `/\host` are other sites to a browser).
 */
export function isSafeLink(link: string): boolean {
  return isExternalLink(link) || /^\/(?![/\\])\S*$/.test(link);
}
