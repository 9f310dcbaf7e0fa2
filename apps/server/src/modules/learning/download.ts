import { LEARNING_MESSAGES } from '@campus/domain/learning';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { findVisibleLesson } from './course-queries.js';
import type { LearningFiles } from './learning-files.js';
import { sendLearningFile } from './lesson-file.js';
import { findVisibleReplay } from './replays.js';
import { findVisibleResource } from './resources.js';

const notPlatformFile = () =>
  new HttpError(400, LEARNING_MESSAGES.notPlatformFile, { url: [LEARNING_MESSAGES.notPlatformFile] });

// The platform's own file URLs, and nothing else: never a request to another host (no open proxy).
const PLATFORM_FILE = /^\/api\/(lessons|replays|resources)\/([A-Za-z0-9_-]{1,200})\/file$/;

/**
 * Which of the platform's files a download URL names: a path (or an URL of this very site) to a lesson's, a
 * replay's or a resource's file; any other host, scheme or path is refused.
 */
export function platformFileOf(
  url: string,
  publicUrl: string,
): { kind: 'lessons' | 'replays' | 'resources'; id: string } | null {
  if (!URL.canParse(url, publicUrl)) return null;
  const parsed = new URL(url, publicUrl);
  const own = new URL(publicUrl);
  if (parsed.origin !== own.origin || parsed.username || parsed.password) return null;
  // A relative URL must be a plain path: `//host/…` and `\\host` resolve to another site.
  if (!/^(\/(?!\/)|https?:\/\/)/.test(url) || url.includes('\\')) return null;
  const match = PLATFORM_FILE.exec(parsed.pathname);
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as 'lessons' | 'replays' | 'resources', id: match[2] };
}

/** GET /api/download?url=: one of the platform's files as an attachment, for a member allowed to read it. */
export async function sendDownload(
  db: Queryable,
  files: LearningFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  { uid, url, publicUrl }: { uid: string; url: string; publicUrl: string },
): Promise<FastifyReply> {
  const target = platformFileOf(url, publicUrl);
  if (!target) throw notPlatformFile();
  const named = await (async () => {
    switch (target.kind) {
      case 'lessons': {
        const { lesson } = await findVisibleLesson(db, uid, target.id);
        return { fileName: lesson.file_name, title: lesson.title };
      }
      case 'replays': {
        const replay = await findVisibleReplay(db, uid, target.id);
        return { fileName: replay.file_name, title: replay.title };
      }
      case 'resources': {
        const resource = await findVisibleResource(db, uid, target.id);
        return { fileName: resource.file_name, title: resource.title };
      }
    }
  })();
  const extension = named.fileName?.slice(named.fileName.lastIndexOf('.')) ?? '';
  return sendLearningFile(files, request, reply, named.fileName, { downloadName: `${named.title}${extension}` });
}
