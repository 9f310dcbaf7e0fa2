import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import {
  CLASSROOM_LEVELS,
  CONTENT_TYPES,
  MEDIA_FILTERS,
  NUTRITION_KINDS,
  PLAYBACK_RATES,
  REPLAY_MEDIA_TYPES,
  SKILL_LEVELS,
} from './learning.js';

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export const skillLevelSchema = z.enum(SKILL_LEVELS);
export const classroomLevelSchema = z.enum(CLASSROOM_LEVELS);

// GET /api/courses?channel=
export const listCoursesQuerySchema = z.object({ channel: channelSlugSchema });

/** A training as listed: its progress (0 to 100) and the lesson to resume. */
export const courseSummarySchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  title: z.string(),
  description: z.nullable(z.string()),
  skillLevel: skillLevelSchema,
  classroomLevel: classroomLevelSchema,
  progress: z.number(),
  totalLessons: z.number(),
  completedLessons: z.number(),
  /** The lesson where the member stopped (else the first unfinished one); null when the course has none. */
  resumeLessonId: z.nullable(z.string()),
  lastActivityAt: z.nullable(z.string()),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseListSchema = z.array(courseSummarySchema);

export const lessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentType: contentTypeSchema,
  /** The text of a `support` lesson (paragraphs separated by blank lines). */
  body: z.nullable(z.string()),
  /** The lesson's file, readable by a media element (the URL carries the member's media key). */
  fileUrl: z.nullable(z.string()),
  /** The outside address of a `link` lesson. */
  url: z.nullable(z.string()),
  durationSeconds: z.nullable(z.number()),
  points: z.number(),
  completed: z.boolean(),
  positionSeconds: z.number(),
  watchedSeconds: z.number(),
  /** How far the member read a lesson read in the page (0 to 100; 0 for the others). */
  readPercent: z.number(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const courseModuleSchema = z.object({ id: z.string(), title: z.string(), lessons: z.array(lessonSchema) });
export type CourseModule = z.infer<typeof courseModuleSchema>;

// GET /api/courses/{id}
export const courseDetailSchema = z.object({
  ...courseSummarySchema.shape,
  modules: z.array(courseModuleSchema),
  playbackRate: z.number(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

const seconds = z.number().check(z.minimum(0), z.maximum(24 * 60 * 60));

// PUT /api/lessons/{id}/progress: where the member is, and what they watched since the last report.
export const lessonProgressRequestSchema = z.object({
  positionSeconds: seconds,
  watched: z.optional(z.array(z.tuple([seconds, seconds])).check(z.maxLength(200))),
  /** A lesson read in the page: how far the member has read it (0 to 100), tracked on scroll. */
  readPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
});
export type LessonProgressRequest = z.infer<typeof lessonProgressRequestSchema>;

/** A lesson's progress once saved, with its course's. */
export const lessonProgressResponseSchema = z.object({
  lessonId: z.string(),
  completed: z.boolean(),
  positionSeconds: z.number(),
  watchedSeconds: z.number(),
  readPercent: z.number(),
  courseProgress: z.number(),
  completedLessons: z.number(),
  /** The member's points, once a completion brought some. */
  points: z.number(),
});
export type LessonProgressResponse = z.infer<typeof lessonProgressResponseSchema>;

// PUT /api/learning/playback-rate
export const playbackRateRequestSchema = z.object({
  playbackRate: z.union(PLAYBACK_RATES.map((rate) => z.literal(rate))),
});
export type PlaybackRateRequest = z.infer<typeof playbackRateRequestSchema>;

// GET /api/replays?channel=&type=&q=&cursor=
export const mediaFilterSchema = z.enum(MEDIA_FILTERS);
export const replayMediaTypeSchema = z.enum(REPLAY_MEDIA_TYPES);
export const listReplaysQuerySchema = z.object({
  channel: channelSlugSchema,
  type: z._default(mediaFilterSchema, 'all'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type ListReplaysQuery = z.input<typeof listReplaysQuerySchema>;

export const chapterSchema = z.object({ at: z.number(), title: z.string() });
export type Chapter = z.infer<typeof chapterSchema>;

export const replaySchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  title: z.string(),
  description: z.nullable(z.string()),
  mediaType: replayMediaTypeSchema,
  fileUrl: z.string(),
  durationMinutes: z.nullable(z.number()),
  chapters: z.array(chapterSchema),
  publishedAt: z.string(),
  /** The past event this replay records, when there is one. */
  event: z.nullable(z.object({ id: z.string(), title: z.string() })),
  course: z.nullable(z.object({ id: z.string(), title: z.string() })),
  /** The lesson of a published course this replay counts for: what is watched here is watched there. */
  lesson: z.nullable(
    z.object({
      id: z.string(),
      title: z.string(),
      courseId: z.string(),
      courseTitle: z.string(),
      completed: z.boolean(),
    }),
  ),
  /** Opened before by the member (the media center's unlocked medias), and where they stopped. */
  isUnlocked: z.boolean(),
  positionSeconds: z.number(),
});
export type Replay = z.infer<typeof replaySchema>;
// GET /api/replays/{id}: a replay and the member's playback speed.
export const replayDetailSchema = z.object({ ...replaySchema.shape, playbackRate: z.number() });
export type ReplayDetail = z.infer<typeof replayDetailSchema>;

export const replayPageSchema = z.object({ items: z.array(replaySchema), nextCursor: z.nullable(z.string()) });
export type ReplayPage = z.infer<typeof replayPageSchema>;

// PUT /api/replays/{id}/view: where the member is, and (a replay that counts for a lesson) what they watched since
// the last report, counted for that lesson as in the classroom.
export const replayViewRequestSchema = z.object({
  positionSeconds: seconds,
  watched: lessonProgressRequestSchema.shape.watched,
});
export type ReplayViewRequest = z.infer<typeof replayViewRequestSchema>;
export const replayViewResponseSchema = z.object({
  unlockedMedias: z.array(z.string()),
  /** The progress of the lesson the replay counts for, or null. */
  lessonProgress: z.nullable(lessonProgressResponseSchema),
});
export type ReplayViewResponse = z.infer<typeof replayViewResponseSchema>;

// GET /api/resources?channel=
export const listResourcesQuerySchema = z.object({ channel: channelSlugSchema });

// GET /api/download?url=: a file of the platform (lesson, replay or resource file URL).
export const downloadQuerySchema = z.object({ url: z.string().check(z.minLength(1), z.maxLength(500)) });

export const resourceSchema = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  kind: z.enum(['document', 'link']),
  /** The document's URL for GET /api/download?url=, or the link's outside address. */
  url: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourceListSchema = z.array(resourceSchema);

// GET /api/nutrition?channel=sport: the nutrition area belongs to the sport channel.
export const nutritionQuerySchema = z.object({ channel: z.enum(['sport']) });

export const nutritionKindSchema = z.enum(NUTRITION_KINDS);
export const nutritionItemSchema = z.object({
  id: z.string(),
  kind: nutritionKindSchema,
  title: z.string(),
  summary: z.string(),
  durationMinutes: z.nullable(z.number()),
  calories: z.nullable(z.number()),
  details: z.array(z.object({ heading: z.string(), items: z.array(z.string()) })),
});
export type NutritionItem = z.infer<typeof nutritionItemSchema>;
export const nutritionListSchema = z.array(nutritionItemSchema);
