import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';
import { notFound } from './errors.js';
import { IMAGE_CONTENT_TYPES } from './files.js';

/** A file a member uploaded never runs as a page: no source of any kind, sandboxed, never framed. */
export const USER_FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

const INLINE_TYPES: ReadonlySet<string> = new Set(Object.values(IMAGE_CONTENT_TYPES));

/**
 * The headers of a file a member uploaded, its type the one read from its bytes: an attachment (named `name`, made
 * safe by `contentDisposition`), never sniffed, sandboxed. Only a picture of an `image/*` type the store detected
 * may be `inline`, for an `img` of the app; anything else asked inline is still an attachment.
 */
export function sendUserFile(
  reply: FastifyReply,
  file: { contentType: string; size: number; name?: string; inline?: boolean },
): FastifyReply {
  const disposition = file.inline && INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name ?? 'fichier', disposition))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', USER_FILE_CSP);
}

/** The size of a stored file, or null when it is gone (or not a file). */
export const storedFileSize = (path: string): Promise<number | null> =>
  stat(path).then(
    (stats) => (stats.isFile() ? stats.size : null),
    () => null,
  );

/**
 * Public member pictures: random names, so no token is needed; names are checked, never joined raw. A name
 * `isPrivate` claims (a deal's photo, served with the deal's rights by its own route) is not found here.
 */
export function uploadsRoutes(
  app: FastifyInstance,
  { isPrivate }: { isPrivate?: (fileName: string) => Promise<boolean> } = {},
): void {
  app.get<{ Params: { file: string } }>('/uploads/pictures/:file', async (request, reply) => {
    const picture = app.pictures.locate(request.params.file);
    const size = picture && !(await isPrivate?.(request.params.file)) ? await storedFileSize(picture.path) : null;
    if (!picture || size === null) throw notFound();
    return sendUserFile(reply, { contentType: picture.contentType, size, name: request.params.file, inline: true })
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(picture.path));
  });
}
