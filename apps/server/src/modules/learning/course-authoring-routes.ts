import {
  AUTHORING_MESSAGES,
  adminCoursesQuerySchema,
  courseInputSchema,
  courseOutlineSchema,
  lessonInputSchema,
  lessonMediaPathSchema,
  moduleInputSchema,
  type AdminCourse,
} from '@campus/domain/learning';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { access } from '../../platform/auth.js';
import { HttpError, parseInput } from '../../platform/errors.js';
import { readUploadedFile } from '../../platform/multipart.js';
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
import { LearningFiles, learningFileExtension } from './learning-files.js';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });
const FILE_FIELD = 'file';

/** The one file of a lesson, replay or resource (field `file`), its type read from its name; 413 past 10 MB. */
export async function readLessonUpload(request: FastifyRequest): Promise<{ content: Buffer; extension: string }> {
  const required = () =>
    new HttpError(400, AUTHORING_MESSAGES.fileRequired, { [FILE_FIELD]: [AUTHORING_MESSAGES.fileRequired] });
  const upload = await readUploadedFile(request, FILE_FIELD, required);
  const extension = learningFileExtension(upload.name);
  if (!extension || upload.content.length === 0) {
    throw new HttpError(400, AUTHORING_MESSAGES.badFileType, { [FILE_FIELD]: [AUTHORING_MESSAGES.badFileType] });
  }
  return { content: upload.content, extension };
}

/** Course authoring by MDB_ADMIN (issue 12, Admin): drafts, modules, lessons, files, publication. */
export function courseAuthoringRoutes(app: FastifyInstance): void {
  const files = new LearningFiles(app.config.dataDir, app.config.learningMediaDir ?? null);
  const id = (request: FastifyRequest) => parseInput(idParams, request.params).id;

  app.get('/admin/courses', access('admin'), (request): Promise<AdminCourse[]> =>
    listAdminCourses(app.db, parseInput(adminCoursesQuerySchema, request.query).channel),
  );
  app.get('/admin/courses/:id', access('admin'), (request): Promise<AdminCourse> =>
    getAdminCourse(app.db, id(request)),
  );
  app.post('/admin/courses', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const course = await createCourse(app.db, parseInput(courseInputSchema, request.body));
    reply.code(201);
    return course;
  });
  app.put('/admin/courses/:id', access('admin'), (request): Promise<AdminCourse> =>
    editCourse(app.db, id(request), parseInput(courseInputSchema, request.body)),
  );
  app.delete('/admin/courses/:id', access('admin'), async (request, reply) => {
    await app.db.transaction().execute((trx) => deleteCourse(trx, id(request)));
    return reply.code(204).send();
  });
  app.post('/admin/courses/:id/publish', access('admin'), async (request): Promise<AdminCourse> => {
    const { course, events } = await app.db.transaction().execute((trx) => publishCourse(trx, id(request)));
    await app.realtime.publish(events);
    return course;
  });
  app.post('/admin/courses/:id/unpublish', access('admin'), (request): Promise<AdminCourse> =>
    unpublishCourse(app.db, id(request)),
  );
  app.post('/admin/courses/:id/modules', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const { title } = parseInput(moduleInputSchema, request.body);
    const course = await addModule(app.db, id(request), title);
    reply.code(201);
    return course;
  });
  app.put('/admin/courses/:id/outline', access('admin'), (request): Promise<AdminCourse> => {
    const courseId = id(request);
    const outline = parseInput(courseOutlineSchema, request.body);
    return app.db.transaction().execute((trx) => reorderCourse(trx, courseId, outline));
  });
  app.put('/admin/modules/:id', access('admin'), (request): Promise<AdminCourse> => {
    const moduleId = id(request);
    const { title } = parseInput(moduleInputSchema, request.body);
    return renameModule(app.db, moduleId, title);
  });
  app.delete('/admin/modules/:id', access('admin'), (request): Promise<AdminCourse> => {
    const moduleId = id(request);
    return app.db.transaction().execute((trx) => deleteModule(trx, moduleId));
  });
  app.post('/admin/modules/:id/lessons', access('admin'), async (request, reply): Promise<AdminCourse> => {
    const moduleId = id(request);
    const input = parseInput(lessonInputSchema, request.body);
    const course = await app.db.transaction().execute((trx) => addLesson(trx, moduleId, input));
    reply.code(201);
    return course;
  });
  app.put('/admin/lessons/:id', access('admin'), (request): Promise<AdminCourse> =>
    editLesson(app.db, id(request), parseInput(lessonInputSchema, request.body)),
  );
  app.delete('/admin/lessons/:id', access('admin'), (request): Promise<AdminCourse> => {
    const lessonId = id(request);
    return app.db.transaction().execute((trx) => deleteLesson(trx, lessonId));
  });
  app.put('/admin/lessons/:id/file', access('admin'), async (request): Promise<AdminCourse> => {
    const lessonId = id(request);
    return setLessonFile(app.db, files, lessonId, await readLessonUpload(request));
  });
  app.put('/admin/lessons/:id/media', access('admin'), (request): Promise<AdminCourse> =>
    setLessonMediaPath(app.db, files, id(request), parseInput(lessonMediaPathSchema, request.body).path),
  );
}
