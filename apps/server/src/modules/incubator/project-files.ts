import { createReadStream, mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@campus/domain/account';
import { FILE_CATEGORIES, INCUBATOR_MESSAGES, type FileCategory } from '@campus/domain/incubator';
import { UPLOAD_MAX_BYTES, VIOLATION_MESSAGES } from '@campus/domain/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError, malformedMultipart } from '../../platform/errors.js';
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
const SAFE_CONTENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const isFileCategory = (value: string): value is FileCategory => (FILE_CATEGORIES as readonly string[]).includes(value);

/** A file name kept for display and downloads: no path, no control characters, at most 150 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'fichier').slice(-150);
}

/**
 * Reads a multipart project request: the field `data` (the project's JSON) and files whose field names the category
 * (`plans`, `photos`, `estimates`). A file over 10 MB is refused with 413 and the UploadsSize violation.
 */
export async function readProjectUpload(request: FastifyRequest): Promise<ProjectUpload> {
  if (!request.isMultipart()) throw new HttpError(415, AUTH_MESSAGES.invalidBody);
  const upload: ProjectUpload = { data: {}, files: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: FILES_PER_REQUEST, fields: 2, parts: FILES_PER_REQUEST + 2 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data') continue;
        try {
          upload.data = JSON.parse(String(part.value));
        } catch {
          throw new HttpError(400, AUTH_MESSAGES.invalidBody, { data: [INCUBATOR_MESSAGES.invalidJson] });
        }
        continue;
      }
      if (!isFileCategory(part.fieldname)) {
        await part.toBuffer();
        throw new HttpError(400, AUTH_MESSAGES.invalidBody, { [part.fieldname]: [VIOLATION_MESSAGES.choice] });
      }
      const content = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, AUTH_MESSAGES.tooLarge, { [part.fieldname]: [VIOLATION_MESSAGES.uploadsSize] });
        }
        throw error;
      });
      upload.files.push({
        category: part.fieldname,
        name: cleanFileName(part.filename),
        contentType: SAFE_CONTENT_TYPES.has(part.mimetype) ? part.mimetype : 'application/octet-stream',
        content,
      });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new HttpError(413, AUTH_MESSAGES.tooLarge, { files: [VIOLATION_MESSAGES.maxItems(FILES_PER_REQUEST)] });
    }
    throw malformedMultipart(error);
  }
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
