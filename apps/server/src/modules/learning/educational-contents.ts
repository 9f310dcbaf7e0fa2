import { EDUCATIONAL_CONTENT_MESSAGES, type EducationalContent, type WorkshopInput } from '@campus/domain/learning';
import { foldForSearch } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import type { EducationalContentsTable, Queryable } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import { HttpError } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { displayNameOf } from '../users/display-name.js';
import { findUserChannels, requireOwnedChannel } from '../users/user-queries.js';

const notFound = () => new HttpError(404, EDUCATIONAL_CONTENT_MESSAGES.notFound);

/** The contents as a member sees them: author's name, participants, whether they joined it or wrote it. */
async function present(db: Queryable, uid: string, rows: EducationalContentsTable[]): Promise<EducationalContent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const authorIds = [...new Set(rows.flatMap((row) => (row.author_id ? [row.author_id] : [])))];
  const [authors, members] = await Promise.all([
    authorIds.length > 0
      ? db
          .selectFrom('users')
          .select(['uid', 'display_name', 'firstname', 'lastname'])
          .where('uid', 'in', authorIds)
          .execute()
      : Promise.resolve([]),
    db.selectFrom('educational_content_members').select(['content_id', 'uid']).where('content_id', 'in', ids).execute(),
  ]);
  return rows.map((row) => {
    const author = authors.find((user) => user.uid === row.author_id);
    const joined = members.filter((member) => member.content_id === row.id);
    return {
      id: row.id,
      channel: row.channel,
      title: row.title,
      description: row.description,
      startsAt: row.starts_at,
      status: row.status,
      author: { uid: row.author_id ?? '', name: (author && displayNameOf(author)) ?? '' },
      participantsCount: joined.length,
      isJoined: joined.some((member) => member.uid === uid),
      isMine: row.author_id === uid,
    };
  });
}

async function findContent(db: Queryable, id: string): Promise<EducationalContentsTable> {
  const row = await db.selectFrom('educational_contents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A content the member may see: of one of their channels, validated or their own (admins see every one). */
async function findVisibleContent(db: Queryable, uid: string, id: string, isAdmin: boolean) {
  const row = await findContent(db, id);
  const channels = await findUserChannels(db, uid);
  const isVisible = channels.includes(row.channel) && (row.status === 'VALIDATED' || row.author_id === uid || isAdmin);
  if (!isVisible) throw notFound();
  return row;
}

/** POST /api/educational-contents/brainstorming-workshop: a member proposes a workshop (PENDING). */
export async function proposeWorkshop(db: Queryable, uid: string, input: WorkshopInput): Promise<EducationalContent> {
  await requireOwnedChannel(db, uid, input.channel);
  const now = isoNow();
  const row: EducationalContentsTable = {
    id: createId(),
    channel: input.channel,
    title: input.title,
    description: input.description ?? null,
    starts_at: new Date(input.startsAt).toISOString(),
    status: 'PENDING',
    author_id: uid,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('educational_contents').values(row).execute();
  const [content] = await present(db, uid, [row]);
  return content!;
}

/** PUT /api/educational-contents/brainstorming-workshop/{id}: its author edits it. */
export async function editWorkshop(
  db: Queryable,
  uid: string,
  id: string,
  input: WorkshopInput,
  isAdmin: boolean,
): Promise<EducationalContent> {
  const row = await findVisibleContent(db, uid, id, isAdmin);
  if (row.author_id !== uid) throw new HttpError(403, EDUCATIONAL_CONTENT_MESSAGES.notAuthor);
  await requireOwnedChannel(db, uid, input.channel);
  await db
    .updateTable('educational_contents')
    .set({
      channel: input.channel,
      title: input.title,
      description: input.description ?? null,
      starts_at: new Date(input.startsAt).toISOString(),
      updated_at: isoNow(),
    })
    .where('id', '=', id)
    .execute();
  const [content] = await present(db, uid, [await findContent(db, id)]);
  return content!;
}

/** GET /api/educational-contents/brainstorming-workshop: the channel's validated workshops and the member's own. */
export async function listWorkshops(
  db: Queryable,
  uid: string,
  { channel, q }: { channel: ChannelSlug; q?: string | undefined },
  isAdmin: boolean,
): Promise<EducationalContent[]> {
  await requireOwnedChannel(db, uid, channel);
  let select = db.selectFrom('educational_contents').selectAll().where('channel', '=', channel);
  if (!isAdmin) select = select.where((eb) => eb.or([eb('status', '=', 'VALIDATED'), eb('author_id', '=', uid)]));
  const rows = await select.orderBy('starts_at').orderBy('id').limit(200).execute();
  const text = q ? foldForSearch(q) : '';
  const found = text
    ? rows.filter((row) => foldForSearch(`${row.title} ${row.description ?? ''}`).includes(text))
    : rows;
  return present(db, uid, found);
}

/**
 * POST …/brainstorming-workshop/{id}/validate (admin): the workshop opens to members; its author is notified, and the
 * journal keeps who validated it.
 */
export function validateWorkshop(
  db: Queryable,
  uid: string,
  id: string,
): Promise<{ content: EducationalContent; events: RealtimeEvent[] }> {
  return withAudit(db, async (transaction) => {
    const row = await findContent(transaction, id);
    await transaction
      .updateTable('educational_contents')
      .set({ status: 'VALIDATED', updated_at: isoNow() })
      .where('id', '=', id)
      .execute();
    const events =
      row.status === 'PENDING' && row.author_id
        ? await notify(transaction, {
            uids: [row.author_id],
            channel: row.channel,
            kind: 'educational-content-validation',
            data: { title: row.title, id: row.id },
          })
        : [];
    const [content] = await present(transaction, uid, [await findContent(transaction, id)]);
    return {
      result: { content: content!, events },
      audit: {
        actorUid: uid,
        action: 'content.published',
        targetUid: row.author_id,
        subject: `educational-content:${id}`,
        before: { title: row.title, status: row.status },
        after: { title: row.title, status: 'VALIDATED' },
      },
    };
  });
}

/** GET /api/educational-contents/future: validated contents still to come in the member's channels. */
export async function listFutureContents(
  db: Queryable,
  uid: string,
  channel: ChannelSlug | undefined,
): Promise<EducationalContent[]> {
  const owned = await findUserChannels(db, uid);
  const channels = channel ? owned.filter((slug) => slug === channel) : owned;
  if (channels.length === 0) return [];
  const rows = await db
    .selectFrom('educational_contents')
    .selectAll()
    .where('channel', 'in', channels)
    .where('status', '=', 'VALIDATED')
    .where('starts_at', '>', isoNow())
    .orderBy('starts_at')
    .orderBy('id')
    .limit(100)
    .execute();
  return present(db, uid, rows);
}

/** GET /api/educational-contents/me/future: the contents to come the member joined. */
export async function listMyFutureContents(db: Queryable, uid: string): Promise<EducationalContent[]> {
  const rows = await db
    .selectFrom('educational_contents')
    .selectAll()
    .where('id', 'in', db.selectFrom('educational_content_members').select('content_id').where('uid', '=', uid))
    .where('starts_at', '>', isoNow())
    .orderBy('starts_at')
    .limit(100)
    .execute();
  const owned = await findUserChannels(db, uid);
  return present(
    db,
    uid,
    rows.filter((row) => owned.includes(row.channel)),
  );
}

/** POST /api/educational-contents/{id}/join and /quit: the member joins or quits; the author is told. */
export async function setParticipation(
  db: Queryable,
  uid: string,
  id: string,
  isJoining: boolean,
): Promise<{ content: EducationalContent; events: RealtimeEvent[] }> {
  const row = await findVisibleContent(db, uid, id, false);
  if (row.status !== 'VALIDATED') throw new HttpError(409, EDUCATIONAL_CONTENT_MESSAGES.notValidated);
  if (row.starts_at <= isoNow()) throw new HttpError(409, EDUCATIONAL_CONTENT_MESSAGES.past);
  const changed = isJoining
    ? (
        await db
          .insertInto('educational_content_members')
          .values({ content_id: id, uid, joined_at: isoNow() })
          .onConflict((conflict) => conflict.columns(['content_id', 'uid']).doNothing())
          .executeTakeFirst()
      ).numInsertedOrUpdatedRows === 1n
    : (
        await db
          .deleteFrom('educational_content_members')
          .where('content_id', '=', id)
          .where('uid', '=', uid)
          .executeTakeFirst()
      ).numDeletedRows === 1n;
  let events: RealtimeEvent[] = [];
  if (changed && row.author_id && row.author_id !== uid) {
    const member = await db
      .selectFrom('users')
      .select(['display_name', 'firstname', 'lastname'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const name = displayNameOf(member);
    events = await notify(db, {
      uids: [row.author_id],
      channel: row.channel,
      kind: isJoining ? 'educational-content-join' : 'educational-content-quit',
      data: { title: row.title, id: row.id, ...(name ? { name } : {}) },
    });
  }
  const [content] = await present(db, uid, [row]);
  return { content: content!, events };
}
