import {
  FAILED_JOBS_PAGE_SIZE,
  OPERATIONS_MESSAGES,
  failedJobsQuerySchema,
  type FailedJobsPage,
  type Job,
} from '@campus/domain/operations';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit.js';
import { access, currentMember } from '../../platform/auth.js';
import { HttpError, parseInput } from '../../platform/errors.js';
import { routeParams } from '../../platform/route-params.js';

const jobId = (request: { params: unknown }) => routeParams(request, ['jobId']).jobId;

async function foundJob(app: FastifyInstance, id: string): Promise<Job> {
  const job = await app.jobs.get(id);
  if (!job) throw new HttpError(404, OPERATIONS_MESSAGES.jobNotFound);
  return job;
}

/** The background jobs an admin follows (MDB_ADMIN): the failed ones, one job (architecture 4.12), a retry. */
export function operationsRoutes(app: FastifyInstance): void {
  app.get('/admin/jobs/failed', access('admin'), (request): Promise<FailedJobsPage> => {
    const { cursor } = parseInput(failedJobsQuerySchema, request.query);
    return app.jobs.listFailed({ limit: FAILED_JOBS_PAGE_SIZE, cursor });
  });

  app.get('/admin/jobs/:jobId', access('admin'), (request): Promise<Job> => foundJob(app, jobId(request)));

  app.post('/admin/jobs/:jobId/retry', access('admin'), async (request): Promise<Job> => {
    const id = jobId(request);
    const outcome = await app.jobs.retry(id);
    if (outcome === 'not-failed') throw new HttpError(409, OPERATIONS_MESSAGES.jobNotFailed);
    // pg-boss keeps its jobs apart from Campus's tables: the retry is journaled once it is sent.
    await recordAudit(app.db, { actorUid: currentMember(request).uid, action: 'job.retried', subject: `job:${id}` });
    return foundJob(app, id);
  });
}
