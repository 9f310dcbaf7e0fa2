import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES, optionalText, requiredText } from '../shared/violations.js';
import { REPLAY_MEDIA_TYPES, type ContentType, type ReplayMediaType } from './learning.js';
import { chapterSchema, type Chapter } from './learning-contracts.js';

/** Replays and useful resources authored by MDB_ADMIN (issue 12, Admin). */
export const CONTENT_AUTHORING_MESSAGES = {
  resourceNotFound: 'Ressource introuvable',
  timestamp: 'Indiquez un minutage au format mm:ss (ou h:mm:ss)',
  eventNotPast: 'Choisissez un évènement passé de la chaîne',
  courseOfChannel: 'Choisissez une formation de la chaîne',
  lessonNeedsCourse: 'Choisissez d’abord la formation de la leçon',
  lessonOfCourse: 'Choisissez une leçon vidéo ou audio de cette formation',
  fileOfType:
    'Ce fichier ne correspond pas au type du replay (vidéo : MP4 ou WebM, audio : MP3, M4A ou WAV, document : PDF)',
  fileBeforePublish: 'Ajoutez le fichier du replay avant de le publier',
  linkUrl: 'Indiquez une adresse http:// ou https://',
  documentFile: 'Seule une ressource de type document reçoit un fichier',
} as const;

/** The files a replay of each media type may hold: the server checks them, the form's file picker offers them. */
export const REPLAY_FILE_EXTENSIONS: Readonly<Record<ReplayMediaType, readonly string[]>> = {
  video: ['mp4', 'webm'],
  audio: ['mp3', 'm4a', 'wav'],
  document: ['pdf'],
};

/** Whether a file of this extension (lower case, no dot) may be a replay of this media type. */
export const isReplayFileOf = (extension: string | null, mediaType: ReplayMediaType) =>
  extension !== null && REPLAY_FILE_EXTENSIONS[mediaType].includes(extension);

/** A replay is a draft, seen by admins only, until it is published. */
export const REPLAY_STATUSES = ['draft', 'published'] as const;
export type ReplayStatus = (typeof REPLAY_STATUSES)[number];

/** A lesson a replay can count for: watching it is measured in time. */
export const isReplayLessonType = (type: ContentType) => type === 'video' || type === 'audio';

/** `mm:ss` or `h:mm:ss` (minutes and seconds under 60 after the first part) -> seconds; null when not one. */
export function parseTimestamp(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if (Number(seconds) >= 60 || (hours !== undefined && Number(minutes) >= 60)) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Seconds -> `m:ss` or `h:mm:ss`, as chapters are shown and typed. */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

const optionalId = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(200))),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/** A chapter as typed: its timestamp (`mm:ss`) and title; the schema gives its second. */
const chapterInputSchema = z.pipe(
  z.object({
    at: z.string().check(z.refine((value) => parseTimestamp(value) !== null, CONTENT_AUTHORING_MESSAGES.timestamp)),
    title: requiredText(150),
  }),
  z.transform(({ at, title }): Chapter => ({ at: parseTimestamp(at) ?? 0, title })),
);

// POST /api/admin/replays, PUT /api/admin/replays/{id}: a draft until it is published.
export const replayInputSchema = z.object({
  channel: channelSlugSchema,
  title: requiredText(150),
  description: optionalText(3000),
  mediaType: z.enum(REPLAY_MEDIA_TYPES),
  durationMinutes: z.nullish(z.number().check(z.int(), z.minimum(1), z.maximum(24 * 60))),
  chapters: z._default(z.array(chapterInputSchema).check(z.maxLength(100)), []),
  eventId: optionalId,
  courseId: optionalId,
  /** A video or audio lesson of the course: watching the replay counts as watching it. */
  lessonId: optionalId,
});
export type ReplayInput = z.input<typeof replayInputSchema>;

// GET /api/admin/replays?channel=&cursor=
export const adminReplaysQuerySchema = z.object({
  channel: channelSlugSchema,
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

// GET /api/admin/replays/links?channel=: what a replay may be linked to.
export const replayLinksQuerySchema = z.object({ channel: channelSlugSchema });

export const adminReplaySchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  title: z.string(),
  description: z.nullable(z.string()),
  mediaType: z.enum(REPLAY_MEDIA_TYPES),
  durationMinutes: z.nullable(z.number()),
  chapters: z.array(chapterSchema),
  eventId: z.nullable(z.string()),
  courseId: z.nullable(z.string()),
  lessonId: z.nullable(z.string()),
  /** The stored file's name (an upload, a bundled demo file, or `media:<path>`), or null before it is sent. */
  fileName: z.nullable(z.string()),
  /** Null while a draft; members see the replay (and "publié il y a N jours") from then on. */
  publishedAt: z.nullable(z.string()),
});
export type AdminReplay = z.infer<typeof adminReplaySchema>;
export const adminReplayPageSchema = z.object({
  items: z.array(adminReplaySchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminReplayPage = z.infer<typeof adminReplayPageSchema>;

/** The past events and the courses (with their video and audio lessons) of a channel, for a replay's links. */
export const replayLinksSchema = z.object({
  events: z.array(z.object({ id: z.string(), title: z.string(), startsAt: z.string() })),
  courses: z.array(
    z.object({ id: z.string(), title: z.string(), lessons: z.array(z.object({ id: z.string(), title: z.string() })) }),
  ),
});
export type ReplayLinks = z.infer<typeof replayLinksSchema>;

const linkUrl = z.pipe(
  z.nullish(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(500, VIOLATION_MESSAGES.maxLength(500)),
        z.regex(/^(https?:\/\/[^\s/?#]+\S*)?$/i, CONTENT_AUTHORING_MESSAGES.linkUrl),
      ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

// POST /api/admin/resources, PUT /api/admin/resources/{id}: a document (its file sent next) or an http(s) link.
export const resourceInputSchema = z.object({
  channel: channelSlugSchema,
  category: requiredText(80),
  title: requiredText(150),
  description: optionalText(1000),
  kind: z.enum(['document', 'link']),
  url: linkUrl,
  /** Its rank within the category, from 1; the end of the category when absent. */
  position: z.nullish(z.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export type ResourceInput = z.input<typeof resourceInputSchema>;

// GET /api/admin/resources?channel=
export const adminResourcesQuerySchema = z.object({ channel: channelSlugSchema });

export const adminResourceSchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  category: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  kind: z.enum(['document', 'link']),
  url: z.nullable(z.string()),
  /** The document's stored file name, or null (a link, or a document whose file is not sent yet). */
  fileName: z.nullable(z.string()),
  /** Rank within its category, from 1. */
  position: z.number(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;
export const adminResourceListSchema = z.array(adminResourceSchema);
