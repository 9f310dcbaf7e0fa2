import {
  lessonProgressRequestSchema,
  listCoursesQuerySchema,
  playbackRateRequestSchema,
  type CourseDetail,
  type CourseSummary,
  type LessonProgressResponse,
  listReplaysQuerySchema,
  replayViewRequestSchema,
  type ReplayDetail,
  type ReplayPage,
  type ReplayViewResponse,
  listResourcesQuerySchema,
  downloadQuerySchema,
  type Resource,
  type NutritionItem,
  nutritionQuerySchema,
  futureContentsQuerySchema,
  listWorkshopsQuerySchema,
  workshopInputSchema,
  type EducationalContent,
} from '@campus/domain/learning';
import type { FastifyInstance } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import { getCourseDetail, listCourses } from './course-queries.js';
import { LearningFiles } from './learning-files.js';
import { sendLearningFile, sendLessonFile, sendReplayFile } from './lesson-file.js';
import { completeLesson, savePlaybackRate, saveLessonProgress } from './lesson-progress.js';
import { mediaKeyHolder, sessionMediaKey } from './media-keys.js';
import { getReplay, listReplays, recordReplayView } from './replays.js';
import { findVisibleResource, listResources } from './resources.js';
import { listNutrition } from './nutrition.js';
import {
  editWorkshop,
  listFutureContents,
  listMyFutureContents,
  listWorkshops,
  proposeWorkshop,
  setParticipation,
  validateWorkshop,
} from './educational-contents.js';
import { isMdbAdmin } from '@campus/domain/rights';
import { sendDownload } from './download.js';

/** Courses and the classroom (issue 12): trainings with progress, the outline, lesson files, progress, speed. */
export function learningRoutes(app: FastifyInstance): void {
  const files = new LearningFiles(app.config.dataDir, app.config.learningMediaDir ?? null);

  app.get('/courses', access('customer'), (request): Promise<CourseSummary[]> => {
    const { channel } = parseInput(listCoursesQuerySchema, request.query);
    return listCourses(app.db, currentMember(request).uid, channel);
  });

  app.get('/courses/:id', access('customer'), async (request): Promise<CourseDetail> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    return getCourseDetail(app.db, uid, id, await sessionMediaKey(app.db, request));
  });

  // A media element sends no bearer token: the URL's media key names the member (keyHolder), whose customer right
  // the platform checks on every range like a bearer's; then the course's channel against the member's.
  app.get('/lessons/:id/file', access('customer', { keyHolder: mediaKeyHolder }), (request, reply) => {
    return sendLessonFile(app.db, files, request, reply, routeId(request));
  });

  app.put('/lessons/:id/progress', access('customer'), (request): Promise<LessonProgressResponse> => {
    const id = routeId(request);
    const input = parseInput(lessonProgressRequestSchema, request.body);
    return saveLessonProgress(app.db, currentMember(request).uid, id, input);
  });

  app.post('/lessons/:id/complete', access('customer'), (request): Promise<LessonProgressResponse> => {
    const id = routeId(request);
    return completeLesson(app.db, currentMember(request).uid, id);
  });

  app.put('/learning/playback-rate', access('customer'), async (request, reply) => {
    const { playbackRate } = parseInput(playbackRateRequestSchema, request.body);
    await savePlaybackRate(app.db, currentMember(request).uid, playbackRate);
    return reply.code(204).send();
  });

  // Replays (media center): filters, search, pages; a replay, its file, and the member's view of it.
  app.get('/replays', access('customer'), async (request): Promise<ReplayPage> => {
    const { uid } = currentMember(request);
    const query = parseInput(listReplaysQuerySchema, request.query);
    return listReplays(app.db, uid, query, await sessionMediaKey(app.db, request));
  });

  app.get('/replays/:id', access('customer'), async (request): Promise<ReplayDetail> => {
    const { uid } = currentMember(request);
    const id = routeId(request);
    return getReplay(app.db, uid, id, await sessionMediaKey(app.db, request));
  });

  app.get('/replays/:id/file', access('customer', { keyHolder: mediaKeyHolder }), (request, reply) => {
    return sendReplayFile(app.db, files, request, reply, routeId(request));
  });

  app.put('/replays/:id/view', access('customer'), async (request): Promise<ReplayViewResponse> => {
    const id = routeId(request);
    const input = parseInput(replayViewRequestSchema, request.body);
    return recordReplayView(app.db, currentMember(request).uid, id, input);
  });

  // Useful resources, and the download of the platform's own files (never another site's).
  app.get('/resources', access('customer'), (request): Promise<Resource[]> => {
    const { channel } = parseInput(listResourcesQuerySchema, request.query);
    return listResources(app.db, currentMember(request).uid, channel);
  });

  app.get('/resources/:id/file', access('customer'), async (request, reply) => {
    const id = routeId(request);
    const resource = await findVisibleResource(app.db, currentMember(request).uid, id);
    return sendLearningFile(files, request, reply, resource.file_name, { isFramable: true });
  });

  app.get('/download', access('customer'), (request, reply) => {
    const { url } = parseInput(downloadQuerySchema, request.query);
    return sendDownload(app.db, files, request, reply, {
      uid: currentMember(request).uid,
      url,
      publicUrl: app.config.publicUrl,
    });
  });

  app.get('/nutrition', access('customer'), (request): Promise<NutritionItem[]> => {
    const { channel } = parseInput(nutritionQuerySchema, request.query);
    return listNutrition(app.db, currentMember(request).uid, channel);
  });

  // Educational contents (spec 7.1): workshops members propose and admins validate, contents to come to join.
  const workshops = '/educational-contents/brainstorming-workshop';
  app.post(workshops, access('customer'), async (request, reply): Promise<EducationalContent> => {
    const input = parseInput(workshopInputSchema, request.body);
    reply.code(201);
    return proposeWorkshop(app.db, currentMember(request).uid, input);
  });

  app.put(`${workshops}/:id`, access('customer'), (request): Promise<EducationalContent> => {
    const member = currentMember(request);
    const id = routeId(request);
    const input = parseInput(workshopInputSchema, request.body);
    return editWorkshop(app.db, member.uid, id, input, isMdbAdmin(member.rights));
  });

  app.get(workshops, access('customer'), (request): Promise<EducationalContent[]> => {
    const member = currentMember(request);
    const query = parseInput(listWorkshopsQuerySchema, request.query);
    return listWorkshops(app.db, member.uid, query, isMdbAdmin(member.rights));
  });

  app.post(`${workshops}/:id/validate`, access('admin'), async (request): Promise<EducationalContent> => {
    const id = routeId(request);
    const { content, events } = await validateWorkshop(app.db, currentMember(request).uid, id);
    await app.realtime.publish(events);
    return content;
  });

  app.get('/educational-contents/future', access('customer'), (request): Promise<EducationalContent[]> => {
    const { channel } = parseInput(futureContentsQuerySchema, request.query);
    return listFutureContents(app.db, currentMember(request).uid, channel);
  });

  app.get('/educational-contents/me/future', access('customer'), (request): Promise<EducationalContent[]> =>
    listMyFutureContents(app.db, currentMember(request).uid),
  );

  const participate = (path: string, isJoining: boolean) =>
    app.post(path, access('customer'), async (request): Promise<EducationalContent> => {
      const id = routeId(request);
      const { content, events } = await setParticipation(app.db, currentMember(request).uid, id, isJoining);
      await app.realtime.publish(events);
      return content;
    });
  participate('/educational-contents/:id/join', true);
  participate('/educational-contents/:id/quit', false);
}
