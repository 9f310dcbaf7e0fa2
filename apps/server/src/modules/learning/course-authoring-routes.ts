import {
  adminCoursesQuerySchema,
  courseInputSchema,
  courseOutlineSchema,
  lessonInputSchema,
  lessonMediaPathSchema,
  moduleInputSchema,
  type AdminCourse,
} from '@campus/domain/learning';
import type { AuditAction } from '@campus/domain/administration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { auditedWrite } from '../../platform/audit.js';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import {
  addLesson,
  addModule,
  createCourse,
  deleteCourse,
  deleteLesson,
  deleteModule,
  editCourse,
  editLesson,
  getAdminCourse,
  listAdminCourses,
  publishCourse,
  renameModule,
  reorderCourse,
  setLessonFile,
  setLessonMediaPath,
  unpublishCourse,
} from './course-authoring.js';
import type { RealtimeEvent } from '../../realtime/realtime-events.js';
import { courseHolding, courseState } from './authoring-audit.js';
import { LearningFiles, readLearningUpload } from './learning-files.js';

/** Course authoring by MDB_ADMIN (issue 12, Admin): drafts, modules, lessons, files, publication; each change journaled. */
export function courseAuthoringRoutes(app: FastifyInstance): void {
  const files = new LearningFiles(app.config.dataDir, app.config.learningMediaDir ?? null);

  /** A change to a course (its modules and lessons too), journaled with the course before and after it. */
  const changeCourse = <Result extends AdminCourse | null>(
    request: FastifyRequest,
    courseOf: { course: string } | { module: string } | { lesson: string } | null,
    write: (transaction: Queryable) => Promise<Result>,
    action: AuditAction = 'content.changed',
  ): Promise<Result> => {
    const readBefore = async (transaction: Queryable) => {
      if (courseOf === null) return null;
      if ('course' in courseOf) return getAdminCourse(transaction, courseOf.course);
      return 'module' in courseOf
        ? courseHolding(transaction, 'module', courseOf.module)
        : courseHolding(transaction, 'lesson', courseOf.lesson);
    };
    let before: AdminCourse | null = null;
    return auditedWrite(
      app.db,
      {
        actorUid: currentMember(request).uid,
        action,
        subject: (result) => `course:${result?.id ?? before?.id ?? ''}`,
        before: async (transaction) => (before = await readBefore(transaction)),
        after: (result) => courseState(result),
      },
      write,
    );
  };

  app.get('/admin/courses', access('admin'), (request): Promise<AdminCourse[]> =>
    listAdminCourses(app.db, parseInput(adminCoursesQuerySchema, request.query).channel),
  );
  app.get('/admin/courses/:id', access('admin'), (request): Promise<AdminCourse> =>
    getAdminCourse(app.db, routeId(request)),
  );
  app.post('/admin/courses', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const input = parseInput(courseInputSchema, request.body);
    const course = await changeCourse(request, null, (trx) => createCourse(trx, input));
    reply.code(201);
    return course;
  });
  app.put('/admin/courses/:id', access('admin'), (request): Promise<AdminCourse> => {
    const [id, input] = [routeId(request), parseInput(courseInputSchema, request.body)];
    return changeCourse(request, { course: id }, (trx) => editCourse(trx, id, input));
  });
  app.delete('/admin/courses/:id', access('admin'), async (request, reply) => {
    const id = routeId(request);
    await changeCourse(request, { course: id }, async (trx) => {
      await deleteCourse(trx, id);
      return null;
    });
    return reply.code(204).send();
  });
  app.post('/admin/courses/:id/publish', access('admin'), async (request): Promise<AdminCourse> => {
    const id = routeId(request);
    let events: RealtimeEvent[] = [];
    const course = await changeCourse(
      request,
      { course: id },
      async (trx) => {
        const published = await publishCourse(trx, id);
        events = published.events;
        return published.course;
      },
      'content.published',
    );
    await app.realtime.publish(events);
    return course;
  });
  app.post('/admin/courses/:id/unpublish', access('admin'), (request): Promise<AdminCourse> => {
    const id = routeId(request);
    return changeCourse(request, { course: id }, (trx) => unpublishCourse(trx, id));
  });
  app.post('/admin/courses/:id/modules', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const [id, { title }] = [routeId(request), parseInput(moduleInputSchema, request.body)];
    const course = await changeCourse(request, { course: id }, (trx) => addModule(trx, id, title));
    reply.code(201);
    return course;
  });
  app.put('/admin/courses/:id/outline', access('admin'), (request): Promise<AdminCourse> => {
    const courseId = routeId(request);
    const outline = parseInput(courseOutlineSchema, request.body);
    return changeCourse(request, { course: courseId }, (trx) => reorderCourse(trx, courseId, outline));
  });
  app.put('/admin/modules/:id', access('admin'), (request): Promise<AdminCourse> => {
    const moduleId = routeId(request);
    const { title } = parseInput(moduleInputSchema, request.body);
    return changeCourse(request, { module: moduleId }, (trx) => renameModule(trx, moduleId, title));
  });
  app.delete('/admin/modules/:id', access('admin'), (request): Promise<AdminCourse> => {
    const moduleId = routeId(request);
    return changeCourse(request, { module: moduleId }, (trx) => deleteModule(trx, moduleId));
  });
  app.post('/admin/modules/:id/lessons', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const moduleId = routeId(request);
    const input = parseInput(lessonInputSchema, request.body);
    const course = await changeCourse(request, { module: moduleId }, (trx) => addLesson(trx, moduleId, input));
    reply.code(201);
    return course;
  });
  app.put('/admin/lessons/:id', access('admin'), (request): Promise<AdminCourse> => {
    const [lessonId, input] = [routeId(request), parseInput(lessonInputSchema, request.body)];
    return changeCourse(request, { lesson: lessonId }, (trx) => editLesson(trx, lessonId, input));
  });
  app.delete('/admin/lessons/:id', access('admin'), (request): Promise<AdminCourse> => {
    const lessonId = routeId(request);
    return changeCourse(request, { lesson: lessonId }, (trx) => deleteLesson(trx, lessonId));
  });
  app.put('/admin/lessons/:id/file', access('admin'), async (request): Promise<AdminCourse> => {
    const lessonId = routeId(request);
    const upload = await readLearningUpload(request);
    return changeCourse(request, { lesson: lessonId }, (trx) => setLessonFile(trx, files, lessonId, upload));
  });
  app.put('/admin/lessons/:id/media', access('admin'), (request): Promise<AdminCourse> => {
    const [lessonId, { path }] = [routeId(request), parseInput(lessonMediaPathSchema, request.body)];
    return changeCourse(request, { lesson: lessonId }, (trx) => setLessonMediaPath(trx, files, lessonId, path));
  });
}
