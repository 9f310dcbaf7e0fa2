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
  outlineChanged: 'Le sommaire a changé entre-temps : rechargez la page puis recommencez',
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

// POST /api/admin/courses/{id}/modules, PUT /api/admin/modules/{id}
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

const outlineId = z.string().check(z.minLength(1), z.maxLength(200));

// PUT /api/admin/courses/{id}/outline: the whole order of a course, every module and every lesson named once.
export const courseOutlineSchema = z.object({
  modules: z
    .array(z.object({ id: outlineId, lessons: z.array(outlineId).check(z.maxLength(500)) }))
    .check(z.maxLength(200)),
});
export type CourseOutline = z.infer<typeof courseOutlineSchema>;

// PUT /api/admin/lessons/{id}/media: a large video already placed in the server's media directory.
export const lessonMediaPathSchema = z.object({ path: requiredText(500) });

// The answers of the course authoring routes: a course with its whole outline, as the admin edits it.
export const adminLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  body: z.nullable(z.string()),
  url: z.nullable(z.string()),
  durationSeconds: z.nullable(z.number()),
  points: z.number(),
  /** The stored file's name (an upload, a bundled demo file, or `media:<path>`), or null. */
  fileName: z.nullable(z.string()),
});
export type AdminLesson = z.infer<typeof adminLessonSchema>;
export const adminModuleSchema = z.object({ id: z.string(), title: z.string(), lessons: z.array(adminLessonSchema) });
export type AdminModule = z.infer<typeof adminModuleSchema>;
export const adminCourseSchema = z.object({
  id: z.string(),
  channel: channelSlugSchema,
  title: z.string(),
  description: z.nullable(z.string()),
  skillLevel: z.enum(SKILL_LEVELS),
  classroomLevel: z.enum(CLASSROOM_LEVELS),
  publishedAt: z.nullable(z.string()),
  modules: z.array(adminModuleSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export const adminCourseListSchema = z.array(adminCourseSchema);

/** A course's order as `PUT /api/admin/courses/{id}/outline` takes it. */
export function outlineOf(course: Pick<AdminCourse, 'modules'>): CourseOutline {
  return {
    modules: course.modules.map((module) => ({ id: module.id, lessons: module.lessons.map((lesson) => lesson.id) })),
  };
}

function swap<T>(items: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return null;
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** The outline with a module one place up (-1) or down (1); null when it cannot move that way. */
export function moveModule(outline: CourseOutline, moduleId: string, delta: -1 | 1): CourseOutline | null {
  const modules = swap(
    outline.modules,
    outline.modules.findIndex((module) => module.id === moduleId),
    delta,
  );
  return modules ? { modules } : null;
}

/** The outline with a lesson one place up (-1) or down (1) within its module; null when it cannot move that way. */
export function moveLesson(outline: CourseOutline, lessonId: string, delta: -1 | 1): CourseOutline | null {
  const owner = outline.modules.find((module) => module.lessons.includes(lessonId));
  const lessons = owner ? swap(owner.lessons, owner.lessons.indexOf(lessonId), delta) : null;
  if (!owner || !lessons) return null;
  return { modules: outline.modules.map((module) => (module === owner ? { ...module, lessons } : module)) };
}

/** The outline with a lesson moved to the end of another module; null when it is already there or unknown. */
export function moveLessonToModule(outline: CourseOutline, lessonId: string, moduleId: string): CourseOutline | null {
  const owner = outline.modules.find((module) => module.lessons.includes(lessonId));
  if (!owner || owner.id === moduleId || !outline.modules.some((module) => module.id === moduleId)) return null;
  return {
    modules: outline.modules.map((module) =>
      module.id === moduleId
        ? { ...module, lessons: [...module.lessons, lessonId] }
        : module === owner
          ? { ...module, lessons: module.lessons.filter((id) => id !== lessonId) }
          : module,
    ),
  };
}
