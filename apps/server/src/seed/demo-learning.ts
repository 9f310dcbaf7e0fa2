import { CLASSROOM_LEVELS, DEFAULT_LESSON_POINTS, classroomLevelNumber } from '@campus/domain/learning';
import type { CourseModulesTable, CoursesTable, LessonProgressTable, LessonsTable, Queryable } from '../db/schema.js';
import { DEMO_COURSES } from './demo-courses.js';
import { seedDemoReplays } from './demo-replays.js';
import { seedDemoNutrition } from './demo-nutrition.js';
import { seedDemoResources } from './demo-resources.js';
import { seedDemoWorkshops } from './demo-workshops.js';
import { DEMO_ACCOUNTS, type SeedMember } from './demo-members.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The course air@ has half done (spec: "air@ has a course half done"), and how many of its lessons. */
export const HALF_DONE_COURSE = { uid: DEMO_ACCOUNTS.air.uid, courseId: 'demo-course-immo-2', completedLessons: 3 };

function catalogueRows(now: Date) {
  const courses: CoursesTable[] = [];
  const modules: CourseModulesTable[] = [];
  const lessons: LessonsTable[] = [];
  for (const [courseIndex, course] of DEMO_COURSES.entries()) {
    const published = new Date(now.getTime() - (60 - courseIndex) * DAY_MS).toISOString();
    courses.push({
      id: course.id,
      channel: course.channel,
      title: course.title,
      description: course.description,
      skill_level: course.skill,
      classroom_level: course.level,
      position: CLASSROOM_LEVELS.indexOf(course.level) + 1,
      published_at: published,
      created_at: published,
      updated_at: published,
    });
    let lessonPosition = 0;
    for (const [moduleIndex, module] of course.modules.entries()) {
      const moduleId = `${course.id}-m${moduleIndex + 1}`;
      modules.push({ id: moduleId, course_id: course.id, title: module.title, position: moduleIndex + 1 });
      for (const lesson of module.lessons) {
        lessonPosition += 1;
        lessons.push({
          id: `${course.id}-l${lessonPosition}`,
          course_id: course.id,
          module_id: moduleId,
          title: lesson.title,
          content_type: lesson.type,
          body: lesson.body ?? null,
          file_name: lesson.file ?? null,
          url: lesson.url ?? null,
          duration_seconds: lesson.durationSeconds ?? null,
          points: DEFAULT_LESSON_POINTS[lesson.type],
          position: lessonPosition,
        });
      }
    }
  }
  return { courses, modules, lessons };
}

/** A lesson watched or read to the end. */
function completedRow(uid: string, lesson: LessonsTable, at: string): LessonProgressTable {
  const duration = lesson.duration_seconds ?? 0;
  return {
    uid,
    lesson_id: lesson.id,
    course_id: lesson.course_id,
    position_seconds: duration,
    watched_ranges: JSON.stringify(duration > 0 ? [[0, duration]] : []),
    completed_at: at,
    updated_at: at,
  };
}

/**
 * The members' progress matching their seeded levels (a completed level: every course of that classroom level
 * done), and air@'s half-done course with where they stopped.
 */
function progressRows(members: readonly SeedMember[], courses: CoursesTable[], lessons: LessonsTable[], now: Date) {
  const rows: LessonProgressTable[] = [];
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  for (const member of members) {
    for (const course of courses) {
      const levels = member.levels?.[course.channel] ?? [];
      const isLevelDone = levels.some(
        (item) => item.completed && item.level === classroomLevelNumber(course.classroom_level),
      );
      if (!isLevelDone || !member.channels.includes(course.channel)) continue;
      for (const lesson of lessons.filter((row) => row.course_id === course.id)) {
        rows.push(completedRow(member.uid, lesson, at(20 - lesson.position)));
      }
    }
  }
  const halfDone = lessons.filter((lesson) => lesson.course_id === HALF_DONE_COURSE.courseId);
  for (const lesson of halfDone.slice(0, HALF_DONE_COURSE.completedLessons)) {
    rows.push(completedRow(HALF_DONE_COURSE.uid, lesson, at(4 - lesson.position / 10)));
  }
  return rows;
}

/** The course catalogue of every channel, the members' progress, the replays, the resources, nutrition and workshops, once. */
export async function seedDemoLearning(db: Queryable, now: Date, members: readonly SeedMember[]): Promise<boolean> {
  const existing = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst();
  const demoMember = await db
    .selectFrom('users')
    .select('uid')
    .where('uid', '=', DEMO_ACCOUNTS.air.uid)
    .executeTakeFirst();
  if (existing || !demoMember) return false;
  const { courses, modules, lessons } = catalogueRows(now);
  await db.insertInto('courses').values(courses).execute();
  await db.insertInto('course_modules').values(modules).execute();
  await db.insertInto('lessons').values(lessons).execute();
  const progress = progressRows(members, courses, lessons, now);
  if (progress.length > 0) await db.insertInto('lesson_progress').values(progress).execute();
  await seedDemoReplays(db, now);
  await seedDemoResources(db);
  await seedDemoNutrition(db);
  await seedDemoWorkshops(db, now);
  return true;
}
