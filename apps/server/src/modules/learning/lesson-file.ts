import { LEARNING_MESSAGES } from '@campus/domain/learning';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { currentMember } from '../../platform/auth.js';
import { sendFileWithRanges } from '../../platform/byte-ranges.js';
import { HttpError } from '../../platform/errors.js';
import { findVisibleLesson } from './course-queries.js';
import type { LearningFiles } from './learning-files.js';
import { findVisibleReplay } from './replays.js';

export const fileNotFound = () => new HttpError(404, LEARNING_MESSAGES.fileNotFound);

/** A stored lesson, replay or resource file with range requests (404 when there is none, or it is gone). */
export function sendLearningFile(
  files: LearningFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string | null,
  options: { isFramable?: boolean; downloadName?: string } = {},
): Promise<FastifyReply> {
  const file = fileName ? files.locate(fileName) : null;
  if (!file) throw fileNotFound();
  return sendFileWithRanges(request, reply, { ...file, ...options }, fileNotFound);
}

/** GET /api/lessons/{id}/file: a lesson's file with range requests, for a member of the course's channel only. */
export async function sendLessonFile(
  db: Queryable,
  files: LearningFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<FastifyReply> {
  const { lesson } = await findVisibleLesson(db, currentMember(request).uid, id);
  return sendLearningFile(files, request, reply, lesson.file_name, { isFramable: lesson.content_type === 'pdf' });
}

/** GET /api/replays/{id}/file: a replay's media or document with range requests, for its channel's members only. */
export async function sendReplayFile(
  db: Queryable,
  files: LearningFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
): Promise<FastifyReply> {
  const replay = await findVisibleReplay(db, currentMember(request).uid, id);
  return sendLearningFile(files, request, reply, replay.file_name, { isFramable: replay.media_type === 'document' });
}
