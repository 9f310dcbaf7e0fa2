import { MODERATION_MESSAGES, type ReportTargetKind } from '@campus/domain/moderation';
import type { RightsSubject } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { findMembership } from '../messaging/discussion-access.js';
import { findReportableDealAuthor } from '../network/deals.js';

const DEALS_CHANNEL: ChannelSlug = 'immobilier';

export const targetNotFound = () => new HttpError(404, MODERATION_MESSAGES.targetNotFound);
const ownTarget = () => new HttpError(400, MODERATION_MESSAGES.ownTarget);

/** What a member reports, as stored: the member it is about and the channel it lives in (null: none, a member). */
export interface ReportedThing {
  reportedUid: string | null;
  channel: ChannelSlug | null;
}

/** A message: the reporter must be in its discussion (spec 6); not their own. */
async function reportableMessage(db: Queryable, uid: string, id: string): Promise<ReportedThing> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('discussions', 'discussions.id', 'messages.discussion_id')
    .select(['messages.author_id', 'messages.discussion_id', 'discussions.channel'])
    .where('messages.id', '=', id)
    .executeTakeFirst();
  if (!row || !(await findMembership(db, row.discussion_id, uid))) throw targetNotFound();
  if (row.author_id === uid) throw ownTarget();
  return { reportedUid: row.author_id, channel: row.channel };
}

/** A discussion of the reporter: about its creator (a group) or the other member (a direct one). */
async function reportableDiscussion(db: Queryable, uid: string, id: string): Promise<ReportedThing> {
  if (!(await findMembership(db, id, uid))) throw targetNotFound();
  const discussion = await db
    .selectFrom('discussions')
    .select(['type', 'channel', 'created_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (discussion.type === 'GROUP') {
    return { reportedUid: discussion.created_by === uid ? null : discussion.created_by, channel: discussion.channel };
  }
  const other = await db
    .selectFrom('discussion_members')
    .select('uid')
    .where('discussion_id', '=', id)
    .where('uid', '<>', uid)
    .executeTakeFirst();
  return { reportedUid: other?.uid ?? null, channel: discussion.channel };
}

/** A member: any account still open (their page shows to every customer), not the reporter. */
async function reportableMember(db: Queryable, uid: string, id: string): Promise<ReportedThing> {
  if (id === uid) throw ownTarget();
  const member = await db
    .selectFrom('users')
    .select('uid')
    .where('uid', '=', id)
    .where('status', 'in', ['active', 'deactivated'])
    .executeTakeFirst();
  if (!member) throw targetNotFound();
  return { reportedUid: id, channel: null };
}

/**
 * What a member may report, checked as they would see it: a message of a discussion they are in, one of their
 * discussions, an open account, a deal they find on the market. 404 for anything else (its existence is not told),
 * 400 for their own message, deal or account.
 */
export async function findReportableThing(
  db: Queryable,
  caller: { uid: string; rights: RightsSubject },
  kind: ReportTargetKind,
  id: string,
  now: Date,
): Promise<ReportedThing> {
  switch (kind) {
    case 'message':
      return reportableMessage(db, caller.uid, id);
    case 'discussion':
      return reportableDiscussion(db, caller.uid, id);
    case 'member':
      return reportableMember(db, caller.uid, id);
    case 'deal': {
      const authorUid = await findReportableDealAuthor(db, caller.uid, caller.rights, id, now).catch(
        (error: unknown) => {
          throw error instanceof HttpError && error.statusCode === 404 ? targetNotFound() : error;
        },
      );
      if (authorUid === caller.uid) throw ownTarget();
      return { reportedUid: authorUid, channel: DEALS_CHANNEL };
    }
  }
}

/** The channel of a reported thing (its discussion's, the deals'), for the notifications about it; null for a member. */
export async function channelOfThing(db: Queryable, kind: ReportTargetKind, id: string): Promise<ChannelSlug | null> {
  if (kind === 'deal') return DEALS_CHANNEL;
  if (kind === 'member') return null;
  const discussion =
    kind === 'discussion'
      ? await db.selectFrom('discussions').select('channel').where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('messages')
          .innerJoin('discussions', 'discussions.id', 'messages.discussion_id')
          .select('discussions.channel')
          .where('messages.id', '=', id)
          .executeTakeFirst();
  return discussion?.channel ?? null;
}

/** Where to notify a member about a thing: its channel when they own it, else their first channel; null: none. */
export async function notificationChannel(
  db: Queryable,
  uid: string,
  preferred: ChannelSlug | null,
): Promise<ChannelSlug | null> {
  const channels = await db
    .selectFrom('user_channels')
    .select('channel')
    .where('uid', '=', uid)
    .orderBy('channel')
    .execute();
  if (preferred && channels.some((row) => row.channel === preferred)) return preferred;
  return channels[0]?.channel ?? null;
}
