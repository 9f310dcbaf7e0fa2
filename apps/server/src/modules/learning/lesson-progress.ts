import {
  LEARNING_MESSAGES,
  courseProgress,
  hasWatchedEnough,
  isReadContent,
  isTimedContent,
  mergeWatchedRanges,
  type LessonProgressRequest,
  type LessonProgressResponse,
  type PlaybackRate,
} from '@campus/domain/learning';
import type { Kysely } from 'kysely';
import type { DB, LessonsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { findVisibleLesson, presentLesson, readWatchedRanges } from './course-queries.js';
import { recomputeLevels } from './levels.js';

/** Marks a lesson completed once (the first time only) and gives its points; recomputes the channel's levels. */
async function markCompleted(db: Queryable, uid: string, lesson: LessonsTable, channel: DB['courses']['channel']) {
  const now = isoNow();
  const { numUpdatedRows } = await db
    .updateTable('lesson_progress')
    .set({ completed_at: now, updated_at: now })
    .where('uid', '=', uid)
    .where('lesson_id', '=', lesson.id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) return;
  await db
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '+', lesson.points) }))
    .where('uid', '=', uid)
    .execute();
  await recomputeLevels(db, uid, channel);
}

/** Where the member is in the lesson, kept on the server so they resume there on any device. */
async function savePosition(db: Queryable, uid: string, lesson: LessonsTable, positionSeconds: number, ranges: string) {
  const now = isoNow();
  await db
    .insertInto('lesson_progress')
    .values({
      uid,
      lesson_id: lesson.id,
      course_id: lesson.course_id,
      position_seconds: positionSeconds,
      watched_ranges: ranges,
      completed_at: null,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['uid', 'lesson_id'])
        .doUpdateSet({ position_seconds: positionSeconds, watched_ranges: ranges, updated_at: now }),
    )
    .execute();
}

async function progressAnswer(db: Queryable, uid: string, lesson: LessonsTable): Promise<LessonProgressResponse> {
  const [row, totals, user] = await Promise.all([
    db
      .selectFrom('lesson_progress')
      .select(['completed_at', 'position_seconds', 'watched_ranges'])
      .where('uid', '=', uid)
      .where('lesson_id', '=', lesson.id)
      .executeTakeFirst(),
    db
      .selectFrom('lessons')
      .leftJoin('lesson_progress', (join) =>
        join
          .onRef('lesson_progress.lesson_id', '=', 'lessons.id')
          .on('lesson_progress.uid', '=', uid)
          .on('lesson_progress.completed_at', 'is not', null),
      )
      .select((eb) => [
        eb.fn.count<string | number>('lessons.id').as('total'),
        eb.fn.count<string | number>('lesson_progress.lesson_id').as('completed'),
      ])
      .where('lessons.course_id', '=', lesson.course_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').select('points').where('uid', '=', uid).executeTakeFirstOrThrow(),
  ]);
  const completedLessons = Number(totals.completed);
  const { completed, positionSeconds, watchedSeconds, readPercent } = presentLesson(lesson, row, '');
  return {
    lessonId: lesson.id,
    completed,
    positionSeconds,
    watchedSeconds,
    readPercent,
    courseProgress: courseProgress(completedLessons, Number(totals.total)),
    completedLessons,
    points: user.points,
  };
}

/**
 * PUT /api/lessons/{id}/progress: keeps the position and adds the ranges watched since the last report; a video or
 * audio lesson completes once their union reaches 90 % of its duration (a seek to the end watches nothing).
 */
export async function saveLessonProgress(
  db: Kysely<DB>,
  uid: string,
  lessonId: string,
  input: LessonProgressRequest,
): Promise<LessonProgressResponse> {
  const { lesson, course } = await findVisibleLesson(db, uid, lessonId);
  const duration = lesson.duration_seconds ?? 0;
  // A lesson read in the page: its position is how far the member has read it (percent), never going back.
  const isRead = isReadContent(lesson.content_type) && input.readPercent !== undefined;
  const position = duration > 0 ? Math.min(input.positionSeconds, duration) : input.positionSeconds;
  await db.transaction().execute(async (transaction) => {
    const existing = await transaction
      .selectFrom('lesson_progress')
      .select('watched_ranges')
      .where('uid', '=', uid)
      .where('lesson_id', '=', lesson.id)
      .executeTakeFirst();
    const ranges = mergeWatchedRanges([
      ...readWatchedRanges(existing?.watched_ranges ?? '[]'),
      ...(isTimedContent(lesson.content_type) ? (input.watched ?? []) : []),
      ...(isRead && input.readPercent ? [[0, input.readPercent] as const] : []),
    ]).map(([start, end]) => [start, duration > 0 ? Math.min(end, duration) : end] as const);
    const furthestRead = ranges.at(-1)?.[1] ?? 0;
    await savePosition(transaction, uid, lesson, isRead ? furthestRead : position, JSON.stringify(ranges));
    if (isTimedContent(lesson.content_type) && hasWatchedEnough(ranges, duration)) {
      await markCompleted(transaction, uid, lesson, course.channel);
    }
  });
  return progressAnswer(db, uid, lesson);
}

/**
 * POST /api/lessons/{id}/complete (`Marquer comme terminée`): a document, link or image lesson is completed by the
 * member's word; a video or audio one only once 90 % of it was watched (409 otherwise).
 */
export async function completeLesson(db: Kysely<DB>, uid: string, lessonId: string): Promise<LessonProgressResponse> {
  const { lesson, course } = await findVisibleLesson(db, uid, lessonId);
  await db.transaction().execute(async (transaction) => {
    const existing = await transaction
      .selectFrom('lesson_progress')
      .select(['watched_ranges', 'position_seconds'])
      .where('uid', '=', uid)
      .where('lesson_id', '=', lesson.id)
      .executeTakeFirst();
    if (
      isTimedContent(lesson.content_type) &&
      !hasWatchedEnough(readWatchedRanges(existing?.watched_ranges ?? '[]'), lesson.duration_seconds ?? 0)
    ) {
      throw new HttpError(409, LEARNING_MESSAGES.mediaNotWatchedEnough);
    }
    if (!existing) await savePosition(transaction, uid, lesson, 0, '[]');
    await markCompleted(transaction, uid, lesson, course.channel);
  });
  return progressAnswer(db, uid, lesson);
}

/** PUT /api/learning/playback-rate: the member's playback speed, for every lesson and replay. */
export async function savePlaybackRate(db: Queryable, uid: string, playbackRate: PlaybackRate): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('learning_preferences')
    .values({ uid, playback_rate: playbackRate, updated_at: now })
    .onConflict((conflict) => conflict.column('uid').doUpdateSet({ playback_rate: playbackRate, updated_at: now }))
    .execute();
}
