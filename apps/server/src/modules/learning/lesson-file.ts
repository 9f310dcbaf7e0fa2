import { LEARNING_MESSAGES } from '@campus/domain/learning';
import { hasAccessRight } from '@campus/domain/rights';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { bearerToken, findValidSession, loadRights } from '../../platform/auth.js';
import { sendFileWithRanges } from '../../platform/byte-ranges.js';
import { HttpError, forbidden } from '../../platform/errors.js';
import { findVisibleLesson } from './course-queries.js';
import type { LearningFiles } from './learning-files.js';
import { mediaKeyOwner } from './media-keys.js';
import { findVisibleReplay } from './replays.js';

export const fileNotFound = () => new HttpError(404, LEARNING_MESSAGES.fileNotFound);

/**
 * Who asks for a file: the bearer token's member, or the member of the URL's media key (a media element). Either way
 * a customer, as for the routes that hand the keys out: the right is read again on each use, a key outlives it.
 */
export async function fileReader(db: Queryable, request: FastifyRequest, key: string | undefined): Promise<string> {
  const token = bearerToken(request.headers.authorization);
  const member = token ? await findValidSession(db, token) : null;
  const uid = member?.uid ?? (await mediaKeyOwner(db, key));
  // Without a valid key or token: refused (403), as a public route never asks for a sign-in.
  if (!uid) throw forbidden();
  const rights = member?.rights ?? (await loadRights(db, uid));
  if (!rights || !hasAccessRight('customer', rights)) throw forbidden();
  return uid;
}

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
  { id, key }: { id: string; key?: string | undefined },
): Promise<FastifyReply> {
  const { lesson } = await findVisibleLesson(db, await fileReader(db, request, key), id);
  return sendLearningFile(files, request, reply, lesson.file_name, { isFramable: lesson.content_type === 'pdf' });
}

/** GET /api/replays/{id}/file: a replay's media or document with range requests, for its channel's members only. */
export async function sendReplayFile(
  db: Queryable,
  files: LearningFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  { id, key }: { id: string; key?: string | undefined },
): Promise<FastifyReply> {
  const replay = await findVisibleReplay(db, await fileReader(db, request, key), id);
  return sendLearningFile(files, request, reply, replay.file_name, { isFramable: replay.media_type === 'document' });
}
