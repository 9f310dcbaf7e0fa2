import { appPaths } from '@campus/domain/navigation';
import { excerpt } from '@campus/domain/shared';
import { isSuspended, type MemberRef, type ModerationTarget, type ReportTargetKind } from '@campus/domain/moderation';
import type { Queryable } from '../../db/schema.js';
import { displayNameOf } from '../users/display-name.js';

const EXCERPT_LENGTH = 280;
const preview = (text: string | null | undefined) => (text ? excerpt(text, EXCERPT_LENGTH) : null);

/** A member as the moderator sees them: name and suspension (null: no such member). */
async function memberOf(
  db: Queryable,
  uid: string | null,
  now: Date,
): Promise<{ ref: MemberRef; suspendedUntil: string | null } | null> {
  if (!uid) return null;
  const row = await db
    .selectFrom('users')
    .select(['uid', 'display_name', 'firstname', 'lastname', 'suspended_until'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ref: { uid: row.uid, name: displayNameOf(row) },
    suspendedUntil: isSuspended(row.suspended_until, now) ? row.suspended_until : null,
  };
}

export async function memberRef(db: Queryable, uid: string | null): Promise<MemberRef | null> {
  return (await memberOf(db, uid, new Date()))?.ref ?? null;
}

interface Described {
  title: string | null;
  excerpt: string | null;
  link: string | null;
  memberUid: string | null;
  isHidden: boolean;
}

/** The thing itself, read as it is now (the moderator reads a hidden message's own text). */
async function describe(
  db: Queryable,
  kind: ReportTargetKind,
  id: string,
  reportedUid: string | null,
): Promise<Described> {
  const gone: Described = { title: null, excerpt: null, link: null, memberUid: reportedUid, isHidden: false };
  switch (kind) {
    case 'message': {
      const row = await db
        .selectFrom('messages')
        .innerJoin('discussions', 'discussions.id', 'messages.discussion_id')
        .select(['messages.text', 'messages.author_id', 'messages.hidden_at', 'discussions.name'])
        .where('messages.id', '=', id)
        .executeTakeFirst();
      if (!row) return gone;
      return {
        title: row.name,
        excerpt: preview(row.text),
        link: null,
        memberUid: row.author_id,
        isHidden: row.hidden_at !== null,
      };
    }
    case 'discussion': {
      const row = await db
        .selectFrom('discussions')
        .select(['name', 'last_message_text'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return gone;
      return { ...gone, title: row.name, excerpt: preview(row.last_message_text) };
    }
    case 'member':
      return { ...gone, link: appPaths.administration.member(id), memberUid: id };
    case 'deal': {
      const row = await db
        .selectFrom('deals')
        .select(['title', 'description', 'author_uid', 'hidden_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return gone;
      return {
        title: row.title,
        excerpt: preview(row.description),
        link: appPaths.deal(id),
        memberUid: row.author_uid,
        isHidden: row.hidden_at !== null,
      };
    }
  }
}

/** A reported thing as the queue shows it, with the member it is about and their suspension. */
export async function describeTarget(
  db: Queryable,
  kind: ReportTargetKind,
  id: string,
  reportedUid: string | null,
  now: Date,
): Promise<ModerationTarget> {
  const described = await describe(db, kind, id, reportedUid);
  const member = await memberOf(db, described.memberUid, now);
  return {
    kind,
    id,
    title: kind === 'member' ? (member?.ref.name ?? null) : described.title,
    excerpt: described.excerpt,
    link: described.link,
    member: member?.ref ?? null,
    isHidden: described.isHidden,
    suspendedUntil: member?.suspendedUntil ?? null,
  };
}
