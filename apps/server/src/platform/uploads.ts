import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { notFound } from './errors.js';

/** Public member pictures: random names, so no token is needed; names are checked, never joined raw. */
export function uploadsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/uploads/pictures/:file', async (request, reply) => {
    const picture = app.pictures.locate(request.params.file);
    const size = picture
      ? await stat(picture.path).then(
          (stats) => stats.size,
          () => null,
        )
      : null;
    if (!picture || size === null) throw notFound();
    return reply
      .type(picture.contentType)
      .header('content-length', size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(picture.path));
  });
}
