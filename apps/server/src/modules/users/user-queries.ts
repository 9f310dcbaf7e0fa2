import { MESSAGING_MESSAGES } from '@campus/domain/messaging';
import { CHANNEL_SLUGS, isChannelSlug, type ChannelSlug } from '@campus/domain/shared';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';

/** The member's channels in the canonical order of spec 1. */
export async function findUserChannels(db: Queryable, uid: string): Promise<ChannelSlug[]> {
  const rows = await db.selectFrom('user_channels').select('channel').where('uid', '=', uid).execute();
  const owned = new Set(rows.map((row) => row.channel));
  return CHANNEL_SLUGS.filter((slug) => owned.has(slug));
}

export async function ownsChannel(db: Queryable, uid: string, channel: string): Promise<boolean> {
  if (!isChannelSlug(channel)) return false;
  const row = await db
    .selectFrom('user_channels')
    .select('uid')
    .where('uid', '=', uid)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row !== undefined;
}

/** Spec 6: members see only the channels they own (403 otherwise). */
export async function requireOwnedChannel(db: Queryable, uid: string, channel: ChannelSlug): Promise<void> {
  if (!(await ownsChannel(db, uid, channel))) throw new HttpError(403, MESSAGING_MESSAGES.channelNotOwned);
}
