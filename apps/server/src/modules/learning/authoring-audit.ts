import type { AdminCourse } from '@campus/domain/learning';
import type { Queryable } from '../../db/schema.js';
import { getAdminCourse } from './course-authoring.js';

/** A course as the journal keeps it: its fields, and its outline as one line (modules, then their lessons). */
export const courseState = (course: AdminCourse | null) =>
  course && {
    ...course,
    outline: course.modules
      .map((module) => `${module.title}: ${module.lessons.map((lesson) => lesson.title).join(', ')}`)
      .join(' | '),
  };

/** The course holding a module or a lesson, before an admin changes it (null when there is none: the write 404s). */
export async function courseHolding(db: Queryable, part: 'module' | 'lesson', id: string): Promise<AdminCourse | null> {
  const row = await (
    part === 'module'
      ? db.selectFrom('course_modules').select('course_id').where('id', '=', id)
      : db.selectFrom('lessons').select('course_id').where('id', '=', id)
  ).executeTakeFirst();
  return row ? getAdminCourse(db, row.course_id) : null;
}
