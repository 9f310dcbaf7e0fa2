import { mkdirSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { isUtf8 } from 'node:buffer';
import { AUTHORING_MESSAGES } from '@campus/domain/learning';
import type { FastifyRequest } from 'fastify';
import { fieldViolation } from '../../platform/errors.js';
import { detectFileType, holdsMarkup } from '../../platform/files.js';
import { readUploadedFile } from '../../platform/multipart.js';
import { createId } from '../../platform/tokens.js';
import { REPO_ROOT } from '../../platform/config.js';

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

// Bundled demo media are named `demo-…`; uploaded ones get a random id. Never a path: names are matched, not joined.
const BUNDLED_NAME = /^demo-[a-z0-9-]+\.([a-z0-9]+)$/;
const UPLOADED_NAME = /^[0-9a-f-]{36}\.([a-z0-9]+)$/;
// A large video placed in LEARNING_MEDIA_DIR by an admin: `media:` and a relative path inside that directory.
const MEDIA_PREFIX = 'media:';

/** The file type of an extension this store serves (`.jpeg` is stored as `jpg`), or null. */
export function learningFileExtension(fileName: string): string | null {
  const named = /\.([a-z0-9]+)$/.exec(fileName.toLowerCase())?.[1];
  const extension = named === 'jpeg' ? 'jpg' : named;
  return extension && extension in CONTENT_TYPES ? extension : null;
}

/** A relative path inside the media directory (never absolute, never climbing out), or null. */
export function safeMediaPath(path: string): string | null {
  const normalized = normalize(path.trim()).replace(/\\/g, '/');
  if (normalized.startsWith('/') || normalized.split('/').includes('..') || normalized === '.') return null;
  return learningFileExtension(normalized) ? normalized : null;
}

const FILE_FIELD = 'file';

// The MP4 container says audio or video by a brand `file-type` reads as one of these: the name tells which is meant.
const MP4_FAMILY = ['mp4', 'm4a', 'm4v', 'm4b'];
const DETECTED_KINDS = [...Object.keys(CONTENT_TYPES).filter((extension) => extension !== 'csv'), ...MP4_FAMILY];

/** A CSV is text: no type of its own to read, so UTF-8 without NUL bytes nor markup. */
const isCsvText = (content: Buffer) =>
  content.length > 0 && isUtf8(content) && !content.includes(0) && !holdsMarkup(content);

/**
 * The stored extension of an uploaded file, read from its bytes (`file-type`): the name only chooses audio or video
 * within MP4 and marks a CSV, which has no signature. Null for anything else, whatever its name.
 */
export async function learningUploadExtension(content: Buffer, name: string): Promise<string | null> {
  const named = learningFileExtension(name);
  if (named === 'csv') return isCsvText(content) ? 'csv' : null;
  const detected = await detectFileType(content, DETECTED_KINDS);
  if (!detected) return null;
  if (!MP4_FAMILY.includes(detected.ext)) return detected.ext;
  return named === 'm4a' || detected.ext === 'm4a' || detected.ext === 'm4b' ? 'm4a' : 'mp4';
}

/** The one file of a lesson, replay or resource (field `file`), its type read from its bytes; 413 past 10 MB. */
export async function readLearningUpload(request: FastifyRequest): Promise<{ content: Buffer; extension: string }> {
  const upload = await readUploadedFile(request, FILE_FIELD, () =>
    fieldViolation(FILE_FIELD, AUTHORING_MESSAGES.fileRequired),
  );
  const extension = await learningUploadExtension(upload.content, upload.name);
  if (!extension) throw fieldViolation(FILE_FIELD, AUTHORING_MESSAGES.badFileType);
  return { content: upload.content, extension };
}

/** The files of lessons, replays and resources: the bundled demo media and the admins' uploads (DATA_DIR). */
export class LearningFiles {
  readonly uploadsDirectory: string;
  readonly bundledDirectory = join(REPO_ROOT, 'apps/server/assets/learning');

  constructor(
    dataDir: string,
    readonly mediaDirectory: string | null = null,
  ) {
    this.uploadsDirectory = join(dataDir, 'uploads', 'learning');
    mkdirSync(this.uploadsDirectory, { recursive: true });
  }

  /** Stores an uploaded file under a random name and returns that name. */
  async save(content: Buffer, extension: string): Promise<string> {
    const fileName = `${createId()}.${extension}`;
    await writeFile(join(this.uploadsDirectory, fileName), content, { flag: 'wx' });
    return fileName;
  }

  /**
   * The stored name of a large file an admin placed in the media directory, named by its path relative to it (400
   * in French when there is no such directory, the path leaves it, or names no file).
   */
  async resolveMediaPath(path: string): Promise<string> {
    const refuse = (message: string) => fieldViolation('path', message);
    if (!this.mediaDirectory) throw refuse(AUTHORING_MESSAGES.mediaDirectoryOff);
    const relative = safeMediaPath(path);
    if (!relative) throw refuse(AUTHORING_MESSAGES.mediaPathInvalid);
    const isFile = await stat(join(this.mediaDirectory, relative)).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (!isFile) throw refuse(AUTHORING_MESSAGES.mediaPathMissing);
    return `${MEDIA_PREFIX}${relative}`;
  }

  /** Where a stored file is and its type, or null for a name this store could not have made. */
  locate(fileName: string): { path: string; contentType: string } | null {
    if (fileName.startsWith(MEDIA_PREFIX)) {
      const relative = safeMediaPath(fileName.slice(MEDIA_PREFIX.length));
      const extension = relative ? learningFileExtension(relative) : null;
      if (!this.mediaDirectory || !relative || !extension) return null;
      return { path: join(this.mediaDirectory, relative), contentType: CONTENT_TYPES[extension]! };
    }
    const bundled = BUNDLED_NAME.exec(fileName);
    const uploaded = bundled ? null : UPLOADED_NAME.exec(fileName);
    const extension = (bundled ?? uploaded)?.[1];
    const contentType = extension ? CONTENT_TYPES[extension] : undefined;
    if (!contentType) return null;
    return { path: join(bundled ? this.bundledDirectory : this.uploadsDirectory, fileName), contentType };
  }
}
