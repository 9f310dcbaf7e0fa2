import type { LevelItem } from '../account/levels.js';

/** Content types of a lesson (spec 3.10). */
export const CONTENT_TYPES = ['support', 'audio', 'link', 'pdf', 'excel', 'image', 'video'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Skill levels of a course (spec 3.10). */
export const SKILL_LEVELS = ['BEGINNER', 'ADVANCED', 'EXPERT'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Classroom levels of a course (spec 3.10): completing every course of one completes that level of the channel. */
export const CLASSROOM_LEVELS = ['level_1', 'level_2', 'level_3'] as const;
export type ClassroomLevel = (typeof CLASSROOM_LEVELS)[number];

/** Media filter types of the media center (spec 3.10). */
export const MEDIA_FILTERS = ['all', 'audio', 'video', 'document'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

export const LEARNING_MESSAGES = {
  courseNotFound: 'Formation introuvable',
  lessonNotFound: 'Leçon introuvable',
  fileNotFound: 'Fichier introuvable',
  notPlatformFile: 'Seuls les fichiers de la plateforme peuvent être téléchargés',
  mediaNotWatchedEnough: 'Regardez au moins 90 % de la leçon pour la terminer',
  replayNotFound: 'Replay introuvable',
  badCursor: "La page demandée n'est pas valide",
} as const;

/** A video or audio lesson is completed by the time watched, every other one by the member's click. */
export function isTimedContent(type: ContentType): boolean {
  return type === 'audio' || type === 'video';
}

/** The share of a timed lesson that must have been watched (the union of watched ranges) to complete it. */
export const WATCHED_SHARE_TO_COMPLETE = 0.9;

/** A watched stretch of a media, in seconds from its start. */
export type WatchedRange = readonly [start: number, end: number];

/** The union of watched ranges, sorted and merged (touching ranges join); empty or reversed ranges are dropped. */
export function mergeWatchedRanges(ranges: readonly WatchedRange[]): WatchedRange[] {
  const sorted = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): WatchedRange => [Math.max(0, start), end])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds of the media actually watched: the length of the union of ranges, within the media's duration. */
export function watchedSeconds(ranges: readonly WatchedRange[], durationSeconds: number): number {
  return mergeWatchedRanges(ranges).reduce(
    (total, [start, end]) => total + Math.max(0, Math.min(end, durationSeconds) - Math.min(start, durationSeconds)),
    0,
  );
}

/** A timed lesson completes once the union of watched ranges reaches 90 % of its duration (a seek is not watching). */
export function hasWatchedEnough(ranges: readonly WatchedRange[], durationSeconds: number): boolean {
  if (durationSeconds <= 0) return false;
  return watchedSeconds(ranges, durationSeconds) >= durationSeconds * WATCHED_SHARE_TO_COMPLETE;
}

/** A course's progress in whole percent (0 to 100): completed lessons over lessons. */
export function courseProgress(completedLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.floor((Math.min(completedLessons, totalLessons) / totalLessons) * 100);
}

/** What the levels rule needs to know of a course. */
export interface CourseCompletion {
  classroomLevel: ClassroomLevel;
  totalLessons: number;
  completedLessons: number;
}

/** `level_2` -> 2. */
export function classroomLevelNumber(level: ClassroomLevel): number {
  return CLASSROOM_LEVELS.indexOf(level) + 1;
}

/**
 * The levels of a channel (spec 3.2), earned: a level is completed when the channel has courses of that classroom
 * level and the member completed every lesson of each of them. Levels without a course stay open.
 */
export function computeChannelLevels(courses: readonly CourseCompletion[]): LevelItem[] {
  return CLASSROOM_LEVELS.map((classroomLevel) => {
    const ofLevel = courses.filter((course) => course.classroomLevel === classroomLevel);
    const completed =
      ofLevel.length > 0 &&
      ofLevel.every((course) => course.totalLessons > 0 && course.completedLessons >= course.totalLessons);
    return { level: classroomLevelNumber(classroomLevel), completed };
  });
}

/** Points a lesson brings by default, by its type: watching or reading a long content weighs more than a link. */
export const DEFAULT_LESSON_POINTS: Record<ContentType, number> = {
  video: 20,
  audio: 15,
  support: 10,
  pdf: 10,
  excel: 10,
  image: 5,
  link: 5,
};

/** The playback speeds offered to a member. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** What a replay holds: the media filter types but `all`. */
export const REPLAY_MEDIA_TYPES = ['audio', 'video', 'document'] as const;
export type ReplayMediaType = (typeof REPLAY_MEDIA_TYPES)[number];

/** The media filter `all` keeps every replay; the others keep their own type. */
export function replayTypesOf(filter: MediaFilter): readonly ReplayMediaType[] {
  return filter === 'all' ? REPLAY_MEDIA_TYPES : [filter];
}

/** The nutrition area's content (sport channel). */
export const NUTRITION_KINDS = ['programme', 'recipe', 'session'] as const;
export type NutritionKind = (typeof NUTRITION_KINDS)[number];

/** Spec 9: a download starts 500 ms after its click (the button shows progress meanwhile). */
export const DOWNLOAD_CLICK_DELAY_MS = 500;

/** Scroll tracking throttle (spec 9): reading progress is measured at most every 100 ms. */
export const SCROLL_TRACKING_THROTTLE_MS = 100;

/** Lessons read in the page (a text, a table, a PDF's pages), whose reading progress is tracked on scroll. */
export function isReadContent(type: ContentType): boolean {
  return type === 'support' || type === 'excel' || type === 'pdf';
}

/**
 * How much of a lesson's content the member has read (0 to 100, whole): the share of it above the viewport's
 * bottom edge. `top` and `height` are the content's box relative to the viewport.
 */
export function readingPercent(top: number, height: number, viewportHeight: number): number {
  if (!(height > 0)) return 100;
  const seen = (viewportHeight - top) / height;
  return Math.round(Math.min(1, Math.max(0, seen)) * 100);
}
