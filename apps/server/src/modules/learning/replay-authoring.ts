import {
  CONTENT_AUTHORING_MESSAGES,
  isReplayFileOf,
  isReplayLessonType,
  type AdminReplay,
  type AdminReplayPage,
  type ReplayLinks,
  type ReplayMediaType,
  type replayInputSchema,
} from '@campus/domain/learning';
import { foldForSearch } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import type * as z from 'zod/mini';
import type { Queryable, ReplaysTable } from '../../db/schema.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../db/keyset-cursor.js';
import { keysetPage } from '../../db/keyset-page.js';
import { HttpError, fieldViolation, foundOr } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { learningFileExtension, type LearningFiles } from './learning-files.js';
import { REPLAYS_PAGE_SIZE, badReplayCursor, readChapters, replayNotFound } from './replays.js';

type ReplayInput = z.output<typeof replayInputSchema>;

function present(row: ReplaysTable): AdminReplay {
  return {
    id: row.id,
    channel: row.channel,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    durationMinutes: row.duration_minutes,
    chapters: readChapters(row.chapters),
    eventId: row.event_id,
    courseId: row.course_id,
    lessonId: row.lesson_id,
    fileName: row.file_name || null,
    publishedAt: row.status === 'published' ? row.published_at : null,
  };
}

const findReplay = (db: Queryable, id: string): Promise<ReplaysTable> =>
  foundOr(db.selectFrom('replays').selectAll().where('id', '=', id).executeTakeFirst(), replayNotFound);

export async function getAdminReplay(db: Queryable, id: string): Promise<AdminReplay> {
  return present(await findReplay(db, id));
}

/** GET /api/admin/replays?channel=: every replay of a channel, drafts included, newest first, a page at a time. */
export async function listAdminReplays(
  db: Queryable,
  channel: ChannelSlug,
  cursor: string | undefined,
): Promise<AdminReplayPage> {
  const page = await keysetPage(
    db.selectFrom('replays').selectAll().where('channel', '=', channel),
    { at: 'replays.published_at', id: 'replays.id' },
    decodeKeysetCursor(cursor, badReplayCursor),
    REPLAYS_PAGE_SIZE,
  );
  const last = page.rows.at(-1);
  return {
    items: page.rows.map(present),
    nextCursor: page.hasMore && last ? encodeKeysetCursor({ at: last.published_at, id: last.id }) : null,
  };
}

/** GET /api/admin/replays/links?channel=: the channel's past events and its courses with their timed lessons. */
export async function listReplayLinks(db: Queryable, channel: ChannelSlug): Promise<ReplayLinks> {
  const [events, courses] = await Promise.all([
    pastEventsOf(db, channel).orderBy('startsAt', 'desc').limit(100).execute(),
    db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('channel', '=', channel)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const lessons =
    courses.length === 0
      ? []
      : await db
          .selectFrom('lessons')
          .select(['id', 'title', 'course_id'])
          .where(
            'course_id',
            'in',
            courses.map((course) => course.id),
          )
          .where('content_type', 'in', ['video', 'audio'])
          .orderBy('course_id')
          .orderBy('position')
          .execute();
  return {
    events: events.map((event) => ({ id: event.id, title: event.title, startsAt: String(event.startsAt) })),
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      lessons: lessons
        .filter((lesson) => lesson.course_id === course.id)
        .map((lesson) => ({ id: lesson.id, title: lesson.title })),
    })),
  };
}

/**
 * The channel's past events a replay may belong to: not cancelled, and none of their sessions still to start (the
 * events' own `past` period). The one query of the form's list and of the check of what it sends.
 */
function pastEventsOf(db: Queryable, channel: ChannelSlug) {
  return db
    .selectFrom('events')
    .innerJoin('event_sessions', 'event_sessions.event_id', 'events.id')
    .select((eb) => ['events.id', 'events.title', eb.fn.max('event_sessions.starts_at').as('startsAt')])
    .where('events.channel', '=', channel)
    .where('events.cancelled_at', 'is', null)
    .where('event_sessions.cancelled_at', 'is', null)
    .groupBy(['events.id', 'events.title'])
    .having((eb) => eb.fn.max('event_sessions.starts_at'), '<', isoNow());
}

/** The links of a replay hold within its channel: a past event, a course, and a video or audio lesson of that course. */
async function checkLinks(db: Queryable, input: ReplayInput): Promise<void> {
  if (input.eventId) {
    const event = await pastEventsOf(db, input.channel).where('events.id', '=', input.eventId).executeTakeFirst();
    if (!event) throw fieldViolation('eventId', CONTENT_AUTHORING_MESSAGES.eventNotPast);
  }
  if (input.courseId) {
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', input.courseId)
      .where('channel', '=', input.channel)
      .executeTakeFirst();
    if (!course) throw fieldViolation('courseId', CONTENT_AUTHORING_MESSAGES.courseOfChannel);
  }
  if (input.lessonId) {
    if (!input.courseId) throw fieldViolation('lessonId', CONTENT_AUTHORING_MESSAGES.lessonNeedsCourse);
    const lesson = await db
      .selectFrom('lessons')
      .select('content_type')
      .where('id', '=', input.lessonId)
      .where('course_id', '=', input.courseId)
      .executeTakeFirst();
    if (!lesson || !isReplayLessonType(lesson.content_type)) {
      throw fieldViolation('lessonId', CONTENT_AUTHORING_MESSAGES.lessonOfCourse);
    }
  }
}

async function fieldsOf(db: Queryable, input: ReplayInput) {
  await checkLinks(db, input);
  return {
    channel: input.channel,
    title: input.title,
    description: input.description,
    media_type: input.mediaType,
    duration_minutes: input.durationMinutes ?? null,
    chapters: JSON.stringify([...input.chapters].sort((a, b) => a.at - b.at)),
    event_id: input.eventId,
    course_id: input.courseId,
    lesson_id: input.lessonId,
    search_text: foldForSearch(`${input.title} ${input.description ?? ''}`),
  };
}

/** POST /api/admin/replays: a draft (its file is sent next); members see it once published. */
export async function createReplay(db: Queryable, input: ReplayInput): Promise<AdminReplay> {
  const id = createId();
  await db
    .insertInto('replays')
    .values({ id, file_name: '', status: 'draft', published_at: isoNow(), ...(await fieldsOf(db, input)) })
    .execute();
  return getAdminReplay(db, id);
}

export async function editReplay(db: Queryable, id: string, input: ReplayInput): Promise<AdminReplay> {
  const replay = await findReplay(db, id);
  const fields = await fieldsOf(db, input);
  // A file that no longer fits the media type is dropped (a published replay keeps one: the type cannot change).
  const keepsFile = !replay.file_name || fitsMediaType(replay.file_name, input.mediaType);
  if (!keepsFile && replay.status === 'published') {
    throw fieldViolation('mediaType', CONTENT_AUTHORING_MESSAGES.fileOfType);
  }
  await db
    .updateTable('replays')
    .set({ ...fields, ...(keepsFile ? {} : { file_name: '' }) })
    .where('id', '=', id)
    .execute();
  return getAdminReplay(db, id);
}

/** DELETE /api/admin/replays/{id}: the replay, and the members' views of it with it (their foreign key cascades). */
export async function deleteReplay(db: Queryable, id: string): Promise<void> {
  await findReplay(db, id);
  await db.deleteFrom('replays').where('id', '=', id).execute();
}

/** POST /api/admin/replays/{id}/publish: members of the channel see it from now on ("publié il y a 0 jour"). */
export async function publishReplay(db: Queryable, id: string): Promise<AdminReplay> {
  const replay = await findReplay(db, id);
  if (replay.status === 'published') return present(replay);
  if (!replay.file_name) throw new HttpError(409, CONTENT_AUTHORING_MESSAGES.fileBeforePublish);
  await db.updateTable('replays').set({ status: 'published', published_at: isoNow() }).where('id', '=', id).execute();
  return getAdminReplay(db, id);
}

/** POST /api/admin/replays/{id}/unpublish: back to a draft, hidden from members again. */
export async function unpublishReplay(db: Queryable, id: string): Promise<AdminReplay> {
  await findReplay(db, id);
  await db.updateTable('replays').set({ status: 'draft' }).where('id', '=', id).execute();
  return getAdminReplay(db, id);
}

const fitsMediaType = (fileName: string, mediaType: ReplayMediaType) =>
  isReplayFileOf(learningFileExtension(fileName), mediaType);

/** PUT /api/admin/replays/{id}/file: the replay's file, of its media type (10 MB at most: 413 past it). */
export async function setReplayFile(
  db: Queryable,
  files: LearningFiles,
  id: string,
  upload: { content: Buffer; extension: string },
): Promise<AdminReplay> {
  const replay = await findReplay(db, id);
  if (!isReplayFileOf(upload.extension, replay.media_type)) {
    throw fieldViolation('file', CONTENT_AUTHORING_MESSAGES.fileOfType);
  }
  const fileName = await files.save(upload.content, upload.extension);
  await db.updateTable('replays').set({ file_name: fileName }).where('id', '=', id).execute();
  return getAdminReplay(db, id);
}

/** PUT /api/admin/replays/{id}/media: a larger video (or audio) already in LEARNING_MEDIA_DIR. */
export async function setReplayMediaPath(
  db: Queryable,
  files: LearningFiles,
  id: string,
  path: string,
): Promise<AdminReplay> {
  const replay = await findReplay(db, id);
  const fileName = await files.resolveMediaPath(path);
  if (!fitsMediaType(fileName, replay.media_type)) throw fieldViolation('path', CONTENT_AUTHORING_MESSAGES.fileOfType);
  await db.updateTable('replays').set({ file_name: fileName }).where('id', '=', id).execute();
  return getAdminReplay(db, id);
}
