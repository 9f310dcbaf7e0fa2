import type { healthResponseSchema } from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { access } from '../../platform/auth.js';
import { HttpError, SERVER_MESSAGES } from '../../platform/errors.js';

type HealthResponse = z.infer<typeof healthResponseSchema>;
const OK: HealthResponse = { status: 'ok' };

/**
 * GET /api/health (architecture 4.1: the database answers), /api/health/live (the process runs: a container restarts
 * it otherwise) and /api/health/ready (architecture 4.15: send it traffic). None is ever shed (platform/load-shedding).
 */
export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', access('public'), async (request): Promise<HealthResponse> => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpError(503, SERVER_MESSAGES.unavailable);
    }
    return OK;
  });

  app.get('/health/live', access('public'), (): HealthResponse => OK);

  app.get('/health/ready', access('public'), async (request): Promise<HealthResponse> => {
    if (app.readiness.isDraining) throw new HttpError(503, SERVER_MESSAGES.draining);
    const failing = await app.readiness.failingChecks();
    if (failing.length > 0) {
      request.log.warn({ failing }, 'readiness: a dependency does not answer');
      throw new HttpError(503, SERVER_MESSAGES.unavailable);
    }
    return OK;
  });
}
