import {
  AUTHORING_MESSAGES,
  DEFAULT_LESSON_POINTS,
  type AdminCourse,
  type CourseOutline,
  type courseInputSchema,
  type lessonInputSchema,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import type * as z from 'zod/mini';
import type { CoursesTable, LessonsTable, Queryable } from '../../db/schema.js';
import { HttpError, foundOr } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { notify } from '../notifications/notify.js';
import { courseNotFound, lessonNotFound } from './course-queries.js';
import type { LearningFiles } from './learning-files.js';

type CourseInput = z.output<typeof courseInputSchema>;
type LessonInput = z.output<typeof lessonInputSchema>;

const moduleNotFound = () => new HttpError(404, AUTHORING_MESSAGES.moduleNotFound);

const findCourse = (db: Queryable, id: string): Promise<CoursesTable> =>
  foundOr(db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst(), courseNotFound);

const findLesson = (db: Queryable, id: string): Promise<LessonsTable> =>
  foundOr(db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst(), lessonNotFound);

/**
 * Numbers a course's modules 0..n and its lessons 0..n in the outline's order (module by module), the one order the
 * classroom, previous / next and the resume point read. Every change of the outline ends with it.
 */
async function renumberCourse(db: Queryable, courseId: string, outline?: CourseOutline): Promise<void> {
  const order =
    outline ??
    (await (async () => {
      const [modules, lessons] = await Promise.all([
        db.selectFrom('course_modules').select('id').where('course_id', '=', courseId).orderBy('position').execute(),
        db
          .selectFrom('lessons')
          .select(['id', 'module_id'])
          .where('course_id', '=', courseId)
          .orderBy('position')
          .execute(),
      ]);
      return {
        modules: modules.map((module) => ({
          id: module.id,
          lessons: lessons.filter((lesson) => lesson.module_id === module.id).map((lesson) => lesson.id),
        })),
      };
    })());
  let lessonPosition = 0;
  for (const [modulePosition, module] of order.modules.entries()) {
    await db.updateTable('course_modules').set({ position: modulePosition }).where('id', '=', module.id).execute();
    for (const lessonId of module.lessons) {
      await db
        .updateTable('lessons')
        .set({ module_id: module.id, position: lessonPosition })
        .where('id', '=', lessonId)
        .execute();
      lessonPosition += 1;
    }
  }
}

/** The next position at the end of a list. */
const nextPosition = (rows: { position: number }[]) => (rows[0]?.position ?? -1) + 1;

function present(course: CoursesTable, modules: { id: string; title: string }[], lessons: LessonsTable[]): AdminCourse {
  return {
    id: course.id,
    channel: course.channel,
    title: course.title,
    description: course.description,
    skillLevel: course.skill_level,
    classroomLevel: course.classroom_level,
    publishedAt: course.published_at,
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: lessons
        .filter((lesson) => lesson.module_id === module.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          contentType: lesson.content_type,
          body: lesson.body,
          url: lesson.url,
          durationSeconds: lesson.duration_seconds,
          points: lesson.points,
          fileName: lesson.file_name,
        })),
    })),
  };
}

/** GET /api/admin/courses?channel=: every course of a channel, drafts included, with its outline. */
export async function listAdminCourses(db: Queryable, channel: ChannelSlug): Promise<AdminCourse[]> {
  const courses = await db
    .selectFrom('courses')
    .selectAll()
    .where('channel', '=', channel)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (courses.length === 0) return [];
  const ids = courses.map((course) => course.id);
  const [modules, lessons] = await Promise.all([
    db
      .selectFrom('course_modules')
      .select(['id', 'title', 'course_id'])
      .where('course_id', 'in', ids)
      .orderBy('course_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('lessons')
      .selectAll()
      .where('course_id', 'in', ids)
      .orderBy('course_id')
      .orderBy('position')
      .execute(),
  ]);
  return courses.map((course) =>
    present(
      course,
      modules.filter((module) => module.course_id === course.id),
      lessons.filter((lesson) => lesson.course_id === course.id),
    ),
  );
}

export async function getAdminCourse(db: Queryable, id: string): Promise<AdminCourse> {
  const course = await findCourse(db, id);
  const [modules, lessons] = await Promise.all([
    db.selectFrom('course_modules').select(['id', 'title']).where('course_id', '=', id).orderBy('position').execute(),
    db.selectFrom('lessons').selectAll().where('course_id', '=', id).orderBy('position').execute(),
  ]);
  return present(course, modules, lessons);
}

/** POST /api/admin/courses: a draft, at the end of its channel's list; members see it once published. */
export async function createCourse(db: Queryable, input: CourseInput): Promise<AdminCourse> {
  const last = await db
    .selectFrom('courses')
    .select('position')
    .where('channel', '=', input.channel)
    .orderBy('position', 'desc')
    .limit(1)
    .execute();
  const now = isoNow();
  const id = createId();
  await db
    .insertInto('courses')
    .values({
      id,
      channel: input.channel,
      title: input.title,
      description: input.description,
      skill_level: input.skillLevel,
      classroom_level: input.classroomLevel,
      position: nextPosition(last),
      published_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return getAdminCourse(db, id);
}

export async function editCourse(db: Queryable, id: string, input: CourseInput): Promise<AdminCourse> {
  await findCourse(db, id);
  await db
    .updateTable('courses')
    .set({
      channel: input.channel,
      title: input.title,
      description: input.description,
      skill_level: input.skillLevel,
      classroom_level: input.classroomLevel,
      updated_at: isoNow(),
    })
    .where('id', '=', id)
    .execute();
  return getAdminCourse(db, id);
}

/** DELETE /api/admin/courses/{id}: the course, its modules, lessons and the members' progress in them. */
export async function deleteCourse(db: Queryable, id: string): Promise<void> {
  await findCourse(db, id);
  await db.deleteFrom('lesson_progress').where('course_id', '=', id).execute();
  await db.deleteFrom('lessons').where('course_id', '=', id).execute();
  await db.deleteFrom('course_modules').where('course_id', '=', id).execute();
  await db.updateTable('replays').set({ course_id: null }).where('course_id', '=', id).execute();
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/**
 * POST /api/admin/courses/{id}/publish: members of the channel see it from now on, and each is notified of the new
 * training (spec 3.6, kind new training). Publishing it again changes nothing and notifies no one.
 */
export async function publishCourse(
  db: Queryable,
  id: string,
): Promise<{ course: AdminCourse; events: RealtimeEvent[] }> {
  const course = await findCourse(db, id);
  if (course.published_at !== null) return { course: await getAdminCourse(db, id), events: [] };
  const now = isoNow();
  await db.updateTable('courses').set({ published_at: now, updated_at: now }).where('id', '=', id).execute();
  const members = await db.selectFrom('user_channels').select('uid').where('channel', '=', course.channel).execute();
  const events = await notify(db, {
    uids: members.map((member) => member.uid),
    channel: course.channel,
    kind: 'new-training',
    data: { title: course.title, id: course.id },
  });
  return { course: await getAdminCourse(db, id), events };
}

/** POST /api/admin/courses/{id}/unpublish: back to a draft, hidden from members again. */
export async function unpublishCourse(db: Queryable, id: string): Promise<AdminCourse> {
  await findCourse(db, id);
  await db.updateTable('courses').set({ published_at: null, updated_at: isoNow() }).where('id', '=', id).execute();
  return getAdminCourse(db, id);
}

export async function addModule(db: Queryable, courseId: string, title: string): Promise<AdminCourse> {
  await findCourse(db, courseId);
  const last = await db
    .selectFrom('course_modules')
    .select('position')
    .where('course_id', '=', courseId)
    .orderBy('position', 'desc')
    .limit(1)
    .execute();
  await db
    .insertInto('course_modules')
    .values({ id: createId(), course_id: courseId, title, position: nextPosition(last) })
    .execute();
  return getAdminCourse(db, courseId);
}

const findModule = (db: Queryable, id: string) =>
  foundOr(db.selectFrom('course_modules').selectAll().where('id', '=', id).executeTakeFirst(), moduleNotFound);

/** PUT /api/admin/modules/{id}: a module's new title. */
export async function renameModule(db: Queryable, id: string, title: string): Promise<AdminCourse> {
  const module = await findModule(db, id);
  await db.updateTable('course_modules').set({ title }).where('id', '=', id).execute();
  return getAdminCourse(db, module.course_id);
}

/**
 * DELETE /api/admin/modules/{id}: the module, with its lessons and the members' progress in them (their foreign keys
 * cascade), in a transaction.
 */
export async function deleteModule(db: Queryable, id: string): Promise<AdminCourse> {
  const module = await findModule(db, id);
  await db.deleteFrom('course_modules').where('id', '=', id).execute();
  await renumberCourse(db, module.course_id);
  return getAdminCourse(db, module.course_id);
}

/**
 * PUT /api/admin/courses/{id}/outline: the course's new order (modules, lessons within them, lessons moved to another
 * module), in a transaction. It must name every module and lesson of the course exactly once: an outline read before
 * someone else's change is refused rather than half applied.
 */
export async function reorderCourse(db: Queryable, courseId: string, outline: CourseOutline): Promise<AdminCourse> {
  await findCourse(db, courseId);
  const [modules, lessons] = await Promise.all([
    db.selectFrom('course_modules').select('id').where('course_id', '=', courseId).execute(),
    db.selectFrom('lessons').select('id').where('course_id', '=', courseId).execute(),
  ]);
  const sameSet = (sent: string[], stored: { id: string }[]) =>
    sent.length === stored.length && new Set(sent).size === sent.length && stored.every((row) => sent.includes(row.id));
  const sentLessons = outline.modules.flatMap((module) => module.lessons);
  if (
    !sameSet(
      outline.modules.map((module) => module.id),
      modules,
    ) ||
    !sameSet(sentLessons, lessons)
  ) {
    throw new HttpError(409, AUTHORING_MESSAGES.outlineChanged, { modules: [AUTHORING_MESSAGES.outlineChanged] });
  }
  await renumberCourse(db, courseId, outline);
  return getAdminCourse(db, courseId);
}

function lessonFields(input: LessonInput) {
  if (input.contentType === 'link' && !input.url) {
    throw new HttpError(400, AUTHORING_MESSAGES.urlRequired, { url: [AUTHORING_MESSAGES.urlRequired] });
  }
  return {
    title: input.title,
    content_type: input.contentType,
    body: input.body,
    url: input.url,
    duration_seconds: input.durationSeconds ?? null,
    points: input.points ?? DEFAULT_LESSON_POINTS[input.contentType],
  };
}

/** POST /api/admin/modules/{id}/lessons: a lesson at the end of the module (its file is sent next). */
export async function addLesson(db: Queryable, moduleId: string, input: LessonInput): Promise<AdminCourse> {
  const module = await findModule(db, moduleId);
  const last = await db
    .selectFrom('lessons')
    .select('position')
    .where('course_id', '=', module.course_id)
    .orderBy('position', 'desc')
    .limit(1)
    .execute();
  await db
    .insertInto('lessons')
    .values({
      id: createId(),
      course_id: module.course_id,
      module_id: moduleId,
      file_name: null,
      position: nextPosition(last),
      ...lessonFields(input),
    })
    .execute();
  // Appended after the course's last lesson, then set back in its module's place.
  await renumberCourse(db, module.course_id);
  return getAdminCourse(db, module.course_id);
}

export async function editLesson(db: Queryable, id: string, input: LessonInput): Promise<AdminCourse> {
  const lesson = await findLesson(db, id);
  await db.updateTable('lessons').set(lessonFields(input)).where('id', '=', id).execute();
  return getAdminCourse(db, lesson.course_id);
}

export async function deleteLesson(db: Queryable, id: string): Promise<AdminCourse> {
  const lesson = await findLesson(db, id);
  await db.deleteFrom('lesson_progress').where('lesson_id', '=', id).execute();
  await db.deleteFrom('lessons').where('id', '=', id).execute();
  await renumberCourse(db, lesson.course_id);
  return getAdminCourse(db, lesson.course_id);
}

/** PUT /api/admin/lessons/{id}/file: the lesson's file (at most 10 MB: the multipart limit answers 413). */
export async function setLessonFile(
  db: Queryable,
  files: LearningFiles,
  id: string,
  upload: { content: Buffer; extension: string },
): Promise<AdminCourse> {
  const lesson = await findLesson(db, id);
  const fileName = await files.save(upload.content, upload.extension);
  await db.updateTable('lessons').set({ file_name: fileName }).where('id', '=', id).execute();
  return getAdminCourse(db, lesson.course_id);
}

/** PUT /api/admin/lessons/{id}/media: a large video already in LEARNING_MEDIA_DIR, named by its relative path. */
export async function setLessonMediaPath(
  db: Queryable,
  files: LearningFiles,
  id: string,
  path: string,
): Promise<AdminCourse> {
  const lesson = await findLesson(db, id);
  const fileName = await files.resolveMediaPath(path);
  await db.updateTable('lessons').set({ file_name: fileName }).where('id', '=', id).execute();
  return getAdminCourse(db, lesson.course_id);
}
