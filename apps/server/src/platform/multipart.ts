import { AUTH_MESSAGES } from '@campus/domain/account';
import { VIOLATION_MESSAGES } from '@campus/domain/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, SERVER_MESSAGES, malformedMultipart } from './errors.js';

const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/**
 * Watches the raw body for its closing delimiter `--boundary--`; the returned check says whether it came. The parser
 * takes a body that stops early (truncated, empty) for a complete one with fewer parts: this tells them apart.
 * Installed just before the parser is piped in (same tick), so both see every chunk.
 */
function watchClosingDelimiter(request: FastifyRequest): () => boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const delimiter = boundary ? Buffer.from(`--${boundary[1] ?? boundary[2]}--`) : null;
  if (!delimiter) return () => false;
  let seen = false;
  let tail = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    if (seen) return;
    const window = Buffer.concat([tail, chunk]);
    seen = window.includes(delimiter);
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
  };
  request.raw.on('data', onData);
  return () => {
    request.raw.off('data', onData);
    return seen;
  };
}

/**
 * The one reading of a multipart body (every multipart route): each part in order through `read`, to the body's
 * end. A body the parser cannot read or that ends before its closing delimiter (no boundary, truncated, empty) is a
 * 400 in French; a file past the upload limit (10 MB, spec 9) a 413 with the UploadsSize violation of its field,
 * more files than `limits.files` a 413 too.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  read: (part: Multipart) => Promise<void>,
  limits: { fileSize?: number; files?: number; fields?: number; parts?: number } = {},
): Promise<void> {
  const closingDelimiterSeen = watchClosingDelimiter(request);
  let isComplete = false;
  try {
    for await (const part of request.parts({ limits })) {
      await read(part).catch((error: unknown) => {
        if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
          throw new HttpError(413, AUTH_MESSAGES.tooLarge, { [part.fieldname]: [VIOLATION_MESSAGES.uploadsSize] });
        }
        throw error;
      });
    }
  } catch (error) {
    if (isCode(error, 'FST_FILES_LIMIT') && limits.files !== undefined) {
      throw new HttpError(413, AUTH_MESSAGES.tooLarge, { files: [VIOLATION_MESSAGES.maxItems(limits.files)] });
    }
    throw malformedMultipart(error);
  } finally {
    isComplete = closingDelimiterSeen();
  }
  if (!isComplete) throw new HttpError(400, SERVER_MESSAGES.malformedMultipart);
}

/**
 * The one file of a multipart request, sent in `field`: its bytes and its name as sent. `missing()` without it;
 * other parts are read and left; the refusals of `readMultipartParts`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  missing: () => HttpError,
): Promise<{ content: Buffer; name: string }> {
  let file: { content: Buffer; name: string } | undefined;
  await readMultipartParts(request, async (part) => {
    if (part.type !== 'file') return;
    const content = await part.toBuffer();
    if (part.fieldname === field && !file) file = { content, name: part.filename };
  });
  if (!file) throw missing();
  return file;
}
