import { createReadStream, mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@campus/domain/account';
import { FILE_CATEGORIES, INCUBATOR_MESSAGES, type FileCategory } from '@campus/domain/incubator';
import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import type { FastifyRequest } from 'fastify';
import { safeFileName } from '../../platform/content-disposition.js';
import { HttpError } from '../../platform/errors.js';
import { detectFileType } from '../../platform/files.js';
import { readMultipartParts } from '../../platform/multipart.js';
import { createId } from '../../platform/tokens.js';

/** A file a member sent with a project, read from the multipart body. */
export interface UploadedFile {
  category: FileCategory;
  name: string;
  contentType: string;
  content: Buffer;
}

/** What a multipart project request carries: the JSON of its `data` field, and its files. */
export interface ProjectUpload {
  data: unknown;
  files: UploadedFile[];
}

/** Files sent at once (each up to 10 MB, spec 9). */
const FILES_PER_REQUEST = 10;
/** What each category takes, read from the bytes: photos are pictures, plans and estimates a PDF or a picture. */
const IMAGE_KINDS = ['jpg', 'png', 'webp', 'gif'] as const;
const ALLOWED_KINDS: Record<FileCategory, readonly string[]> = {
  plans: ['pdf', ...IMAGE_KINDS],
  photos: IMAGE_KINDS,
  estimates: ['pdf', ...IMAGE_KINDS],
};
const SAFE_CONTENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** The type a stored file is served as: one of the kinds uploads take, anything else (older rows) as bytes. */
export const servedContentType = (stored: string) =>
  SAFE_CONTENT_TYPES.has(stored) ? stored : 'application/octet-stream';

const isFileCategory = (value: string): value is FileCategory => (FILE_CATEGORIES as readonly string[]).includes(value);

/** A file name kept for display, downloads and archives: no path, no `..`, no control characters, 150 at most. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return safeFileName(base.replace(/"/g, '')).slice(-150);
}

/**
 * Reads a multipart project request: the field `data` (the project's JSON) and files whose field names the category
 * (`plans`, `photos`, `estimates`). A file over 10 MB is refused with 413 and the UploadsSize violation.
 */
export async function readProjectUpload(request: FastifyRequest): Promise<ProjectUpload> {
  if (!request.isMultipart()) throw new HttpError(415, AUTH_MESSAGES.invalidBody);
  const upload: ProjectUpload = { data: {}, files: [] };
  await readMultipartParts(
    request,
    async (part) => {
      if (part.type === 'field') {
        if (part.fieldname !== 'data') return;
        try {
          upload.data = JSON.parse(String(part.value));
        } catch {
          throw new HttpError(400, AUTH_MESSAGES.invalidBody, { data: [INCUBATOR_MESSAGES.invalidJson] });
        }
        return;
      }
      const content = await part.toBuffer();
      if (!isFileCategory(part.fieldname)) {
        throw new HttpError(400, AUTH_MESSAGES.invalidBody, { [part.fieldname]: [VIOLATION_MESSAGES.choice] });
      }
      // The type is read from the bytes, never the one declared: HTML sent as a PDF is refused.
      const detected = await detectFileType(content, ALLOWED_KINDS[part.fieldname]);
      if (!detected) {
        const message = part.fieldname === 'photos' ? AUTH_MESSAGES.unsupportedImage : INCUBATOR_MESSAGES.badFileType;
        throw new HttpError(400, message, { [part.fieldname]: [message] });
      }
      upload.files.push({
        category: part.fieldname,
        name: cleanFileName(part.filename),
        contentType: detected.mime,
        content,
      });
    },
    { fileSize: UPLOAD_MAX_BYTES, files: FILES_PER_REQUEST, fields: 2, parts: FILES_PER_REQUEST + 2 },
  );
  return upload;
}

const STORED_NAME = /^[0-9a-f-]{36}$/;

/** Project files under DATA_DIR/uploads/projects, named by their random id. */
export class ProjectFileStore {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = join(dataDir, 'uploads', 'projects');
    mkdirSync(this.directory, { recursive: true });
  }

  async save(content: Buffer): Promise<string> {
    const id = createId();
    await writeFile(join(this.directory, id), content, { flag: 'wx' });
    return id;
  }

  async remove(id: string): Promise<void> {
    if (STORED_NAME.test(id)) await unlink(join(this.directory, id)).catch(() => undefined);
  }

  open(id: string) {
    if (!STORED_NAME.test(id)) throw new Error('not a stored file id');
    return createReadStream(join(this.directory, id));
  }

  path(id: string): string {
    if (!STORED_NAME.test(id)) throw new Error('not a stored file id');
    return join(this.directory, id);
  }
}
