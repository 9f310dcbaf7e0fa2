import {
  LEARNING_MESSAGES,
  replayTypesOf,
  type Chapter,
  type ListReplaysQuery,
  type LessonProgressResponse,
  type Replay,
  type ReplayDetail,
  type ReplayPage,
  type ReplayViewRequest,
} from '@campus/domain/learning';
import { foldForSearch } from '@campus/domain/network';
import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { DB, Queryable, ReplaysTable } from '../../db/schema.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import { keysetPage } from '../../db/keyset-page.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { containsPattern } from '../users/member-search.js';
import { ownsChannel, requireOwnedChannel } from '../users/user-queries.js';
import { playbackRateOf } from './course-queries.js';
import { saveLessonProgress } from './lesson-progress.js';

export const REPLAYS_PAGE_SIZE = 12;

export const replayNotFound = () => new HttpError(404, LEARNING_MESSAGES.replayNotFound);

const replayFileUrl = (id: string, mediaKey: string) =>
  `/api/replays/${encodeURIComponent(id)}/file?key=${encodeURIComponent(mediaKey)}`;

const chaptersSchema = z.array(z.object({ at: z.number(), title: z.string() }));

export function readChapters(json: string): Chapter[] {
  try {
    const parsed = z.safeParse(chaptersSchema, JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A cursor that no page of the replays' lists gave: a 400. */
export function badReplayCursor(): never {
  throw new HttpError(400, LEARNING_MESSAGES.badCursor, { cursor: [LEARNING_MESSAGES.badCursor] });
}

type ReplayRow = ReplaysTable & {
  event_title: string | null;
  course_title: string | null;
  position: number | null;
  lesson_title: string | null;
  lesson_completed_at: string | null;
};

function presentReplay(row: ReplayRow, mediaKey: string): Replay {
  return {
    id: row.id,
    channel: row.channel,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    fileUrl: replayFileUrl(row.id, mediaKey),
    durationMinutes: row.duration_minutes,
    chapters: readChapters(row.chapters),
    publishedAt: row.published_at,
    event: row.event_id && row.event_title ? { id: row.event_id, title: row.event_title } : null,
    course: row.course_id && row.course_title ? { id: row.course_id, title: row.course_title } : null,
    lesson:
      row.lesson_id && row.lesson_title && row.course_id && row.course_title
        ? {
            id: row.lesson_id,
            title: row.lesson_title,
            courseId: row.course_id,
            courseTitle: row.course_title,
            completed: row.lesson_completed_at !== null,
          }
        : null,
    isUnlocked: row.position !== null,
    positionSeconds: row.position ?? 0,
  };
}

/**
 * The published replays as a member sees them: the past event, the course (once published) and the lesson of it the
 * replay counts for, with whether the member completed it, and where they stopped.
 */
function selectReplays(db: Queryable, uid: string) {
  return db
    .selectFrom('replays')
    .leftJoin('events', 'events.id', 'replays.event_id')
    .leftJoin('courses', (join) =>
      join.onRef('courses.id', '=', 'replays.course_id').on('courses.published_at', 'is not', null),
    )
    .leftJoin('lessons', (join) =>
      join.onRef('lessons.id', '=', 'replays.lesson_id').onRef('lessons.course_id', '=', 'replays.course_id'),
    )
    .leftJoin('lesson_progress', (join) =>
      join.onRef('lesson_progress.lesson_id', '=', 'replays.lesson_id').on('lesson_progress.uid', '=', uid),
    )
    .leftJoin('replay_views', (join) =>
      join.onRef('replay_views.replay_id', '=', 'replays.id').on('replay_views.uid', '=', uid),
    )
    .selectAll('replays')
    .select([
      'events.title as event_title',
      'courses.title as course_title',
      'lessons.title as lesson_title',
      'lesson_progress.completed_at as lesson_completed_at',
      'replay_views.position_seconds as position',
    ])
    .where('replays.status', '=', 'published');
}

/**
 * GET /api/replays: the replays of one of the member's channels, newest first, by media filter (spec 3.10) and a
 * search over titles and descriptions (any case, any accent, every word in any order), a page at a time.
 */
export async function listReplays(
  db: Queryable,
  uid: string,
  query: Required<Pick<ListReplaysQuery, 'channel'>> & Omit<ListReplaysQuery, 'channel'>,
  mediaKey: string,
): Promise<ReplayPage> {
  await requireOwnedChannel(db, uid, query.channel);
  let select = selectReplays(db, uid)
    .where('replays.channel', '=', query.channel)
    .where('replays.media_type', 'in', [...replayTypesOf(query.type ?? 'all')]);
  // Each word must appear, in any order ("sci trésorerie"); the query's 100 characters bound their number.
  const words = foldForSearch(query.q ?? '')
    .split(' ')
    .filter(Boolean);
  for (const word of words) {
    select = select.where('replays.search_text', 'like', sql<string>`${containsPattern(word)} escape '\\'`);
  }
  const page = await keysetPage(
    select,
    { at: 'replays.published_at', id: 'replays.id' },
    decodeKeysetCursor(query.cursor, badReplayCursor),
    REPLAYS_PAGE_SIZE,
  );
  const last = page.rows.at(-1);
  return {
    items: page.rows.map((row) => presentReplay(row, mediaKey)),
    nextCursor: page.hasMore && last ? encodeKeysetCursor({ at: last.published_at, id: last.id }) : null,
  };
}

/** A published replay of one of the member's channels (404 for any other or a draft, however it is asked for). */
export async function findVisibleReplay(db: Queryable, uid: string, id: string): Promise<ReplayRow> {
  const row = await selectReplays(db, uid).where('replays.id', '=', id).executeTakeFirst();
  if (!row || !(await ownsChannel(db, uid, row.channel))) throw replayNotFound();
  return row;
}

export async function getReplay(db: Queryable, uid: string, id: string, mediaKey: string): Promise<ReplayDetail> {
  const [row, playbackRate] = await Promise.all([findVisibleReplay(db, uid, id), playbackRateOf(db, uid)]);
  return { ...presentReplay(row, mediaKey), playbackRate };
}

/**
 * PUT /api/replays/{id}/view: the replay is unlocked for the member (spec 3.1 media center) and where they stopped.
 * A replay that counts for a lesson gives that lesson the ranges watched, through the classroom's own progress rule
 * (their union, 90 %, a seek watches nothing; points and levels on completion).
 */
export async function recordReplayView(
  db: Kysely<DB>,
  uid: string,
  id: string,
  { positionSeconds, watched }: ReplayViewRequest,
): Promise<{ unlockedMedias: string[]; lessonProgress: LessonProgressResponse | null }> {
  const replay = await findVisibleReplay(db, uid, id);
  const now = isoNow();
  await db
    .insertInto('replay_views')
    .values({ uid, replay_id: id, position_seconds: positionSeconds, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['uid', 'replay_id']).doUpdateSet({ position_seconds: positionSeconds, updated_at: now }),
    )
    .execute();
  const rows = await db.selectFrom('replay_views').select('replay_id').where('uid', '=', uid).execute();
  // The lesson counts only while the member may see it (a published course of their channel).
  const lessonProgress =
    replay.lesson_id && replay.lesson_title && replay.course_title
      ? await saveLessonProgress(db, uid, replay.lesson_id, { positionSeconds, watched })
      : null;
  return { unlockedMedias: rows.map((row) => row.replay_id), lessonProgress };
}
