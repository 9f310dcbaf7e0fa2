import {
  adminCoursesQuerySchema,
  courseInputSchema,
  courseOutlineSchema,
  lessonInputSchema,
  lessonMediaPathSchema,
  moduleInputSchema,
  type AdminCourse,
} from '@campus/domain/learning';
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth.js';
import { withAudit } from '../../platform/audit.js';
import { contentAudit } from './content-audit.js';
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
import { LearningFiles, readLearningUpload } from './learning-files.js';

/** Course authoring by MDB_ADMIN (issue 12, Admin): drafts, modules, lessons, files, publication. */
export function courseAuthoringRoutes(app: FastifyInstance): void {
  const files = new LearningFiles(app.config.dataDir, app.config.learningMediaDir ?? null);

  app.get('/admin/courses', access('admin'), (request): Promise<AdminCourse[]> =>
    listAdminCourses(app.db, parseInput(adminCoursesQuerySchema, request.query).channel),
  );
  app.get('/admin/courses/:id', access('admin'), (request): Promise<AdminCourse> =>
    getAdminCourse(app.db, routeId(request)),
  );
  app.post('/admin/courses', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const course = await createCourse(app.db, parseInput(courseInputSchema, request.body));
    reply.code(201);
    return course;
  });
  app.put('/admin/courses/:id', access('admin'), (request): Promise<AdminCourse> =>
    editCourse(app.db, routeId(request), parseInput(courseInputSchema, request.body)),
  );
  app.delete('/admin/courses/:id', access('admin'), async (request, reply) => {
    await app.db.transaction().execute((trx) => deleteCourse(trx, routeId(request)));
    return reply.code(204).send();
  });
  app.post('/admin/courses/:id/publish', access('admin'), async (request): Promise<AdminCourse> => {
    const id = routeId(request);
    const { course, events } = await withAudit(app.db, async (trx) => ({
      result: await publishCourse(trx, id),
      audit: contentAudit(request, 'content.published', `course:${id}`, 'published'),
    }));
    await app.realtime.publish(events);
    return course;
  });
  app.post('/admin/courses/:id/unpublish', access('admin'), (request): Promise<AdminCourse> =>
    withAudit(app.db, async (trx) => ({
      result: await unpublishCourse(trx, routeId(request)),
      audit: contentAudit(request, 'content.changed', `course:${routeId(request)}`, 'draft'),
    })),
  );
  app.post('/admin/courses/:id/modules', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const { title } = parseInput(moduleInputSchema, request.body);
    const course = await addModule(app.db, routeId(request), title);
    reply.code(201);
    return course;
  });
  app.put('/admin/courses/:id/outline', access('admin'), (request): Promise<AdminCourse> => {
    const courseId = routeId(request);
    const outline = parseInput(courseOutlineSchema, request.body);
    return app.db.transaction().execute((trx) => reorderCourse(trx, courseId, outline));
  });
  app.put('/admin/modules/:id', access('admin'), (request): Promise<AdminCourse> => {
    const moduleId = routeId(request);
    const { title } = parseInput(moduleInputSchema, request.body);
    return renameModule(app.db, moduleId, title);
  });
  app.delete('/admin/modules/:id', access('admin'), (request): Promise<AdminCourse> => {
    const moduleId = routeId(request);
    return app.db.transaction().execute((trx) => deleteModule(trx, moduleId));
  });
  app.post('/admin/modules/:id/lessons', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const moduleId = routeId(request);
    const input = parseInput(lessonInputSchema, request.body);
    const course = await app.db.transaction().execute((trx) => addLesson(trx, moduleId, input));
    reply.code(201);
    return course;
  });
  app.put('/admin/lessons/:id', access('admin'), (request): Promise<AdminCourse> =>
    editLesson(app.db, routeId(request), parseInput(lessonInputSchema, request.body)),
  );
  app.delete('/admin/lessons/:id', access('admin'), (request): Promise<AdminCourse> => {
    const lessonId = routeId(request);
    return app.db.transaction().execute((trx) => deleteLesson(trx, lessonId));
  });
  app.put('/admin/lessons/:id/file', access('admin'), async (request): Promise<AdminCourse> => {
    const lessonId = routeId(request);
    return setLessonFile(app.db, files, lessonId, await readLearningUpload(request));
  });
  app.put('/admin/lessons/:id/media', access('admin'), (request): Promise<AdminCourse> =>
    setLessonMediaPath(app.db, files, routeId(request), parseInput(lessonMediaPathSchema, request.body).path),
  );
}
