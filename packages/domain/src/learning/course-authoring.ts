import * as z from 'zod/mini';
import { channelSlugSchema } from '../shared/shared-schemas.js';
import { VIOLATION_MESSAGES, optionalText, requiredText } from '../shared/violations.js';
import { CLASSROOM_LEVELS, CONTENT_TYPES, SKILL_LEVELS } from './learning.js';

/** Course authoring by MDB_ADMIN (issue 12, Admin): drafts, modules, lessons and their files, publication. */
export const AUTHORING_MESSAGES = {
  moduleNotFound: 'Module introuvable',
  fileRequired: 'Choisissez un fichier à envoyer',
  badFileType: 'Format de fichier non pris en charge (MP4, WebM, MP3, M4A, WAV, PDF, CSV, XLSX, PNG, JPEG ou WebP)',
  mediaDirectoryOff: "Aucun dossier de médias n'est configuré sur le serveur (LEARNING_MEDIA_DIR)",
  mediaPathInvalid: 'Chemin de fichier invalide : indiquez un chemin relatif au dossier de médias',
  mediaPathMissing: 'Fichier introuvable dans le dossier de médias',
  urlRequired: 'Indiquez l’adresse du lien (https://…)',
  alreadyPublished: 'Cette formation est déjà publiée',
} as const;

// POST /api/admin/courses, PUT /api/admin/courses/{id}
export const courseInputSchema = z.object({
  channel: channelSlugSchema,
  title: requiredText(150),
  description: optionalText(3000),
  skillLevel: z.enum(SKILL_LEVELS),
  classroomLevel: z.enum(CLASSROOM_LEVELS),
});
export type CourseInput = z.input<typeof courseInputSchema>;

// GET /api/admin/courses?channel=
export const adminCoursesQuerySchema = z.object({ channel: channelSlugSchema });

// POST /api/admin/courses/{id}/modules
export const moduleInputSchema = z.object({ title: requiredText(150) });

// POST /api/admin/modules/{id}/lessons, PUT /api/admin/lessons/{id}
export const lessonInputSchema = z.object({
  title: requiredText(150),
  contentType: z.enum(CONTENT_TYPES),
  body: optionalText(20000),
  url: z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(500, VIOLATION_MESSAGES.maxLength(500)),
          z.regex(/^(https:\/\/\S+)?$/, VIOLATION_MESSAGES.url),
        ),
    ),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  durationSeconds: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(86400))),
  points: z.nullish(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

// PUT /api/admin/lessons/{id}/media: a large video already placed in the server's media directory.
export const lessonMediaPathSchema = z.object({ path: requiredText(500) });

export interface AdminLesson {
  id: string;
  title: string;
  contentType: (typeof CONTENT_TYPES)[number];
  body: string | null;
  url: string | null;
  durationSeconds: number | null;
  points: number;
  /** The stored file's name (an upload, a bundled demo file, or `media:<path>`), or null. */
  fileName: string | null;
}
export interface AdminModule {
  id: string;
  title: string;
  lessons: AdminLesson[];
}
export interface AdminCourse {
  id: string;
  channel: z.infer<typeof channelSlugSchema>;
  title: string;
  description: string | null;
  skillLevel: (typeof SKILL_LEVELS)[number];
  classroomLevel: (typeof CLASSROOM_LEVELS)[number];
  publishedAt: string | null;
  modules: AdminModule[];
}
