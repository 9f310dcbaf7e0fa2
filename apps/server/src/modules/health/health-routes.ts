import type { healthResponseSchema } from '@campus/domain/account';
import { access } from '../../platform/auth.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { HttpError } from '../../platform/errors.js';

export const UNAVAILABLE_MESSAGE = 'Le service est momentanément indisponible';

export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', access('public'), async (request): Promise<z.infer<typeof healthResponseSchema>> => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' };
  });
}
