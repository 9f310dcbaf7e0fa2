import { notificationDataSchema, type Notification, type NotificationData } from '@campus/domain/messaging';
import * as z from 'zod/mini';
import type { GlobalNotificationsTable, NotificationsTable } from '../../db/schema.js';

function parseData(json: string): NotificationData {
  const result = z.safeParse(notificationDataSchema, JSON.parse(json));
  return result.success ? result.data : {};
}

/** A per-member notification row: its one target is the member; ReadBy holds them once read. */
export function toNotification(row: NotificationsTable): Notification {
  return {
    id: row.id,
    channel: row.channel,
    date: row.created_at,
    kind: row.kind,
    data: parseData(row.data),
    text: row.text,
    link: row.link,
    targetIds: [row.uid],
    readBy: row.read_at ? [row.uid] : [],
  };
}

/** A global notification as one member sees it: no targets; ReadBy holds the member once they read it. */
export function toGlobalNotification(row: GlobalNotificationsTable, readerUid: string | null): Notification {
  return {
    id: row.id,
    channel: row.channel,
    date: row.created_at,
    kind: row.kind,
    data: parseData(row.data),
    text: row.text,
    link: row.link,
    targetIds: [],
    readBy: readerUid ? [readerUid] : [],
  };
}
