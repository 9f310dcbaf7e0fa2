import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@campus/domain/messaging';
import { CHANNEL_SLUGS, type ChannelSlug } from '@campus/domain/shared';
import {
  MAIL_KINDS,
  SITE_NOTIFICATION_KINDS,
  defaultNotificationPreferences,
  type MailKind,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@campus/domain/notifications';
import type { NotificationPreferencesTable, Queryable } from '../../db/schema.js';
import type { AppConfig } from '../../platform/config.js';
import { createSecretToken, isoNow } from '../../platform/tokens.js';

// A member's notification preferences (issue 33): no row means the defaults; the row is made when the member saves
// them or is first mailed (its key signs the unsubscribe links).

function toPreferences(row: NotificationPreferencesTable | undefined): NotificationPreferences {
  const preferences = defaultNotificationPreferences();
  if (!row) return preferences;
  const off = new Set(parseKinds(row.site_off));
  for (const kind of SITE_NOTIFICATION_KINDS) preferences.site[kind] = !off.has(kind);
  preferences.email = {
    directMessages: row.email_direct_messages === 1,
    contracts: row.email_contracts === 1,
    projectDecisions: row.email_project_decisions === 1,
    digest: row.digest,
  };
  const channelsOff = new Set(parseKinds(row.channels_off));
  for (const channel of CHANNEL_SLUGS) preferences.channels[channel] = !channelsOff.has(channel);
  const pushOff = new Set(parseKinds(row.push_off));
  preferences.push.directMessages = row.push_direct_messages === 1;
  for (const kind of SITE_NOTIFICATION_KINDS) preferences.push.kinds[kind] = !pushOff.has(kind);
  return preferences;
}

/** A JSON list of kinds or channels as stored (anything else read as none). */
export function parseKinds(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export async function loadPreferences(db: Queryable, uid: string): Promise<NotificationPreferences> {
  return toPreferences(
    await db.selectFrom('notification_preferences').selectAll().where('uid', '=', uid).executeTakeFirst(),
  );
}

/** The member's row, made with the defaults when there is none yet (for its unsubscribe key). */
export async function preferencesRow(db: Queryable, uid: string): Promise<NotificationPreferencesTable> {
  await db
    .insertInto('notification_preferences')
    .values({ uid, unsubscribe_key: createSecretToken(), updated_at: isoNow() } as NotificationPreferencesTable)
    .onConflict((conflict) => conflict.column('uid').doNothing())
    .execute();
  return db.selectFrom('notification_preferences').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

/** PUT /me/notification-preferences: what is not named in `channels`, `site` or `push.kinds` keeps its value. */
export async function savePreferences(
  db: Queryable,
  uid: string,
  request: NotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const current = await loadPreferences(db, uid);
  const site = { ...current.site, ...request.site };
  const channels = { ...current.channels, ...request.channels };
  const push = {
    directMessages: request.push?.directMessages ?? current.push.directMessages,
    kinds: { ...current.push.kinds, ...request.push?.kinds },
  };
  await preferencesRow(db, uid);
  await db
    .updateTable('notification_preferences')
    .set({
      site_off: JSON.stringify(SITE_NOTIFICATION_KINDS.filter((kind) => site[kind] === false)),
      channels_off: JSON.stringify(CHANNEL_SLUGS.filter((channel) => channels[channel] === false)),
      email_direct_messages: request.email.directMessages ? 1 : 0,
      email_contracts: request.email.contracts ? 1 : 0,
      email_project_decisions: request.email.projectDecisions ? 1 : 0,
      digest: request.email.digest,
      push_direct_messages: push.directMessages ? 1 : 0,
      push_off: JSON.stringify(SITE_NOTIFICATION_KINDS.filter((kind) => push.kinds[kind] === false)),
      updated_at: isoNow(),
    })
    .where('uid', '=', uid)
    .execute();
  return loadPreferences(db, uid);
}

const IN_CHUNK = 500;

/**
 * The members among `uids` who did not turn `kind` off in the site nor mute `channel` (one indexed read per 500
 * members).
 */
export async function membersHearingInSite(
  db: Queryable,
  uids: readonly string[],
  kind: NotificationKind,
  channel: ChannelSlug,
): Promise<string[]> {
  const off = new Set<string>();
  for (let start = 0; start < uids.length; start += IN_CHUNK) {
    const rows = await db
      .selectFrom('notification_preferences')
      .select(['uid', 'site_off', 'channels_off'])
      .where('uid', 'in', uids.slice(start, start + IN_CHUNK))
      .where((eb) => eb.or([eb('site_off', '!=', '[]'), eb('channels_off', '!=', '[]')]))
      .execute();
    for (const row of rows) {
      if (parseKinds(row.site_off).includes(kind) || parseKinds(row.channels_off).includes(channel)) off.add(row.uid);
    }
  }
  return uids.filter((uid) => !off.has(uid));
}

/** Whether the member receives this kind of mail (the defaults when no row). */
export function mailsKind(preferences: NotificationPreferences, kind: MailKind): boolean {
  switch (kind) {
    case 'direct-messages':
      return preferences.email.directMessages;
    case 'contracts':
      return preferences.email.contracts;
    case 'project-decisions':
      return preferences.email.projectDecisions;
    case 'digest':
      return preferences.email.digest !== 'never';
  }
}

// Unsubscribe links: `<uid>.<kind>.<HMAC-SHA256 of both under the member's key>`, so a link names its member and kind
// and nobody can make one for another member.

const signature = (key: string, uid: string, kind: MailKind) =>
  createHmac('sha256', key).update(`${uid}:${kind}`).digest('base64url');

export function unsubscribeToken(row: Pick<NotificationPreferencesTable, 'uid' | 'unsubscribe_key'>, kind: MailKind) {
  return `${row.uid}.${kind}.${signature(row.unsubscribe_key, row.uid, kind)}`;
}

/** The List-Unsubscribe targets of a mail of `kind` to the member of `row`. */
export function unsubscribeTargets(
  config: Pick<AppConfig, 'publicUrl' | 'mailAddress'>,
  row: Pick<NotificationPreferencesTable, 'uid' | 'unsubscribe_key'>,
  kind: MailKind,
): { url: string; mailto: string } {
  const token = unsubscribeToken(row, kind);
  return {
    url: `${config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    mailto: `mailto:${config.mailAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  };
}

/** The member and kind a token names, when its signature holds; null otherwise. */
export async function checkUnsubscribeToken(
  db: Queryable,
  token: unknown,
): Promise<{ row: NotificationPreferencesTable; kind: MailKind } | null> {
  if (typeof token !== 'string' || token.length > 300) return null;
  const [uid, kind, given, ...rest] = token.split('.');
  if (!uid || !kind || !given || rest.length > 0 || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const row = await db.selectFrom('notification_preferences').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(signature(row.unsubscribe_key, uid, kind as MailKind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { row, kind: kind as MailKind };
}

/** Turns one kind of mail off (the one-click POST): idempotent. */
export async function turnMailOff(db: Queryable, uid: string, kind: MailKind): Promise<void> {
  const set =
    kind === 'direct-messages'
      ? { email_direct_messages: 0 }
      : kind === 'contracts'
        ? { email_contracts: 0 }
        : kind === 'project-decisions'
          ? { email_project_decisions: 0 }
          : { digest: 'never' as const };
  await db
    .updateTable('notification_preferences')
    .set({ ...set, updated_at: isoNow() })
    .where('uid', '=', uid)
    .execute();
}

/** The digest's page: a daily digest becomes weekly (idempotent). */
export async function lowerDigest(db: Queryable, uid: string): Promise<void> {
  await db
    .updateTable('notification_preferences')
    .set({ digest: 'weekly', updated_at: isoNow() })
    .where('uid', '=', uid)
    .where('digest', '=', 'daily')
    .execute();
}
