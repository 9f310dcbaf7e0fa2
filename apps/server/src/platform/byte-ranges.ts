import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './content-disposition.js';
import { JSON_CONTENT_TYPE, SERVER_MESSAGES, type HttpError } from './errors.js';

/** The bytes asked for by a `Range` header, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range of a `Range: bytes=…` header (RFC 9110 14.1.2) for a file of `size` bytes: `null` to send the whole
 * file (no header, another unit, several ranges, a malformed value), `'unsatisfiable'` for a range past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/**
 * Sends a file with range requests: 206 with `Content-Range` for one satisfiable range (Safari opens media with
 * `bytes=0-1`), 416 past the end, 200 with `Accept-Ranges` otherwise. Media elements seek with these.
 */
export async function sendFileWithRanges(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { path: string; contentType: string; downloadName?: string; isFramable?: boolean },
  notFoundError: () => HttpError,
): Promise<FastifyReply> {
  const size = await stat(file.path).then(
    (stats) => (stats.isFile() ? stats.size : null),
    () => null,
  );
  if (size === null) throw notFoundError();
  reply.type(file.contentType).header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600');
  // A PDF reads in the page's own frame: the API's "never framed" is relaxed to the same origin for it.
  if (file.isFramable) {
    reply.header('x-frame-options', 'SAMEORIGIN').header('content-security-policy', "frame-ancestors 'self'");
  }
  if (file.downloadName) {
    reply.header('content-disposition', contentDisposition(file.downloadName));
  }
  const range = parseByteRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type(JSON_CONTENT_TYPE)
      .send({ error: SERVER_MESSAGES.rangeNotSatisfiable });
  }
  if (range === null) {
    reply.header('content-length', size);
    return request.method === 'HEAD' ? reply.send() : reply.send(createReadStream(file.path));
  }
  reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1);
  return request.method === 'HEAD' ? reply.send() : reply.send(createReadStream(file.path, range));
}
