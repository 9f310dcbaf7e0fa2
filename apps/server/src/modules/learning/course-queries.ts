import {
  LEARNING_MESSAGES,
  courseProgress,
  isReadContent,
  isTimedContent,
  mergeWatchedRanges,
  watchedSeconds,
  type CourseDetail,
  type CourseSummary,
  type Lesson,
  type WatchedRange,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import type { CoursesTable, LessonProgressTable, LessonsTable, Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { ownsChannel, requireOwnedChannel } from '../users/user-queries.js';

export const courseNotFound = () => new HttpError(404, LEARNING_MESSAGES.courseNotFound);
export const lessonNotFound = () => new HttpError(404, LEARNING_MESSAGES.lessonNotFound);

const DEFAULT_PLAYBACK_RATE = 1;

/** The member's playback speed, for every lesson and replay (1 until they pick one). */
export async function playbackRateOf(db: Queryable, uid: string): Promise<number> {
  const row = await db
    .selectFrom('learning_preferences')
    .select('playback_rate')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.playback_rate ?? DEFAULT_PLAYBACK_RATE;
}

/** The URL a media element or a download reads a lesson's file from. */
export const lessonFileUrl = (lessonId: string, mediaKey: string) =>
  `/api/lessons/${encodeURIComponent(lessonId)}/file?key=${encodeURIComponent(mediaKey)}`;

/** The stored union of watched ranges (a bad value reads as nothing watched). */
export function readWatchedRanges(json: string): WatchedRange[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return mergeWatchedRanges(
      value.filter(
        (range): range is [number, number] =>
          Array.isArray(range) && typeof range[0] === 'number' && typeof range[1] === 'number',
      ),
    );
  } catch {
    return [];
  }
}

/**
 * A published course of a channel the member owns; any other (a draft, another channel's, an unknown id) is a 404,
 * so that a member cannot tell another channel's course from one that does not exist.
 */
export async function findVisibleCourse(db: Queryable, uid: string, courseId: string): Promise<CoursesTable> {
  const course = await db
    .selectFrom('courses')
    .selectAll()
    .where('id', '=', courseId)
    .where('published_at', 'is not', null)
    .executeTakeFirst();
  if (!course || !(await ownsChannel(db, uid, course.channel))) throw courseNotFound();
  return course;
}

/** A lesson of a course the member may see (404 otherwise, however it is asked for). */
export async function findVisibleLesson(
  db: Queryable,
  uid: string,
  lessonId: string,
): Promise<{ lesson: LessonsTable; course: CoursesTable }> {
  const lesson = await db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst();
  if (!lesson) throw lessonNotFound();
  const course = await findVisibleCourse(db, uid, lesson.course_id).catch(() => {
    throw lessonNotFound();
  });
  return { lesson, course };
}

type LessonOrder = Pick<LessonsTable, 'id' | 'course_id'>;
type ProgressRow = Pick<LessonProgressTable, 'lesson_id' | 'course_id' | 'completed_at' | 'updated_at'>;

/** Where to resume: the last lesson touched if unfinished, else the first unfinished one, else the first. */
function resumeLesson(lessons: readonly LessonOrder[], progress: readonly ProgressRow[]): string | null {
  const completed = new Set(progress.filter((row) => row.completed_at !== null).map((row) => row.lesson_id));
  const lastTouched = [...progress].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0];
  if (lastTouched && !completed.has(lastTouched.lesson_id)) return lastTouched.lesson_id;
  return (lessons.find((lesson) => !completed.has(lesson.id)) ?? lessons[0])?.id ?? null;
}

function summarize(course: CoursesTable, lessons: readonly LessonOrder[], progress: readonly ProgressRow[]) {
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  const completedLessons = progress.filter((row) => row.completed_at !== null && lessonIds.has(row.lesson_id)).length;
  const lastActivityAt = progress.reduce<string | null>(
    (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
    null,
  );
  return {
    id: course.id,
    channel: course.channel,
    title: course.title,
    description: course.description,
    skillLevel: course.skill_level,
    classroomLevel: course.classroom_level,
    progress: courseProgress(completedLessons, lessons.length),
    totalLessons: lessons.length,
    completedLessons,
    resumeLessonId: resumeLesson(lessons, progress),
    lastActivityAt,
  } satisfies CourseSummary;
}

/** The member's lessons and progress of some courses, grouped by course. */
async function lessonsAndProgress(db: Queryable, uid: string, courseIds: readonly string[]) {
  if (courseIds.length === 0) return { lessonsOf: () => [], progressOf: () => [] };
  const [lessons, progress] = await Promise.all([
    db
      .selectFrom('lessons')
      .select(['id', 'course_id'])
      .where('course_id', 'in', courseIds)
      .orderBy('course_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('lesson_progress')
      .select(['lesson_id', 'course_id', 'completed_at', 'updated_at'])
      .where('uid', '=', uid)
      .where('course_id', 'in', courseIds)
      .execute(),
  ]);
  return {
    lessonsOf: (courseId: string) => lessons.filter((lesson) => lesson.course_id === courseId),
    progressOf: (courseId: string) => progress.filter((row) => row.course_id === courseId),
  };
}

/** GET /api/courses?channel=: the member's trainings in one of their channels, with their progress. */
export async function listCourses(db: Queryable, uid: string, channel: ChannelSlug): Promise<CourseSummary[]> {
  await requireOwnedChannel(db, uid, channel);
  const courses = await db
    .selectFrom('courses')
    .selectAll()
    .where('channel', '=', channel)
    .where('published_at', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const { lessonsOf, progressOf } = await lessonsAndProgress(
    db,
    uid,
    courses.map((course) => course.id),
  );
  return courses.map((course) => summarize(course, lessonsOf(course.id), progressOf(course.id)));
}

/** A lesson as the member sees it, with their progress in it. */
export function presentLesson(
  lesson: LessonsTable,
  progress: Pick<LessonProgressTable, 'completed_at' | 'position_seconds' | 'watched_ranges'> | undefined,
  mediaKey: string,
): Lesson {
  const ranges = progress ? readWatchedRanges(progress.watched_ranges) : [];
  return {
    id: lesson.id,
    title: lesson.title,
    contentType: lesson.content_type,
    body: lesson.body,
    fileUrl: lesson.file_name ? lessonFileUrl(lesson.id, mediaKey) : null,
    url: lesson.url,
    durationSeconds: lesson.duration_seconds,
    points: lesson.points,
    completed: progress?.completed_at != null,
    positionSeconds: progress?.position_seconds ?? 0,
    watchedSeconds: isTimedContent(lesson.content_type)
      ? Math.round(watchedSeconds(ranges, lesson.duration_seconds ?? 0))
      : 0,
    // A lesson read in the page keeps its reading as one range of percents, [0, furthest point read].
    readPercent: isReadContent(lesson.content_type) ? Math.min(100, Math.round(ranges.at(-1)?.[1] ?? 0)) : 0,
  };
}

/** GET /api/courses/{id}: the outline (modules and lessons), the member's progress and their playback speed. */
export async function getCourseDetail(
  db: Queryable,
  uid: string,
  courseId: string,
  mediaKey: string,
): Promise<CourseDetail> {
  const course = await findVisibleCourse(db, uid, courseId);
  const [modules, lessons, progress, playbackRate] = await Promise.all([
    db
      .selectFrom('course_modules')
      .select(['id', 'title'])
      .where('course_id', '=', course.id)
      .orderBy('position')
      .execute(),
    db.selectFrom('lessons').selectAll().where('course_id', '=', course.id).orderBy('position').execute(),
    db.selectFrom('lesson_progress').selectAll().where('uid', '=', uid).where('course_id', '=', course.id).execute(),
    playbackRateOf(db, uid),
  ]);
  const progressOf = new Map(progress.map((row) => [row.lesson_id, row]));
  return {
    ...summarize(course, lessons, progress),
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: lessons
        .filter((lesson) => lesson.module_id === module.id)
        .map((lesson) => presentLesson(lesson, progressOf.get(lesson.id), mediaKey)),
    })),
    playbackRate,
  };
}
