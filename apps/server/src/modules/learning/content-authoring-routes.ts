import {
  adminReplaysQuerySchema,
  adminResourcesQuerySchema,
  lessonMediaPathSchema,
  replayInputSchema,
  replayLinksQuerySchema,
  resourceInputSchema,
  type AdminReplay,
  type AdminReplayPage,
  type AdminResource,
  type ReplayLinks,
} from '@campus/domain/learning';
import type { AuditAction } from '@campus/domain/administration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { auditedWrite } from '../../platform/audit.js';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import { LearningFiles, readLearningUpload } from './learning-files.js';
import {
  createReplay,
  deleteReplay,
  editReplay,
  getAdminReplay,
  listAdminReplays,
  listReplayLinks,
  publishReplay,
  setReplayFile,
  setReplayMediaPath,
  unpublishReplay,
} from './replay-authoring.js';
import {
  createResource,
  deleteResource,
  editResource,
  findAdminResource,
  listAdminResources,
  setResourceFile,
} from './resource-authoring.js';

/** Replays and useful resources authored by MDB_ADMIN (issue 12, Admin): drafts, files, publication, ranks; journaled. */
export function contentAuthoringRoutes(app: FastifyInstance): void {
  const files = new LearningFiles(app.config.dataDir, app.config.learningMediaDir ?? null);

  /** A change to a replay or a resource, journaled with its state before and after. */
  const change = <Result extends { id: string } | null>(
    request: FastifyRequest,
    kind: 'replay' | 'resource',
    id: string | null,
    write: (transaction: Queryable) => Promise<Result>,
    action: AuditAction = 'content.changed',
  ): Promise<Result> =>
    auditedWrite(
      app.db,
      {
        actorUid: currentMember(request).uid,
        action,
        subject: (result) => `${kind}:${result?.id ?? id ?? ''}`,
        before: (transaction) => {
          if (id === null) return Promise.resolve(null);
          return kind === 'replay' ? getAdminReplay(transaction, id) : findAdminResource(transaction, id);
        },
        after: (result) => result,
      },
      write,
    );
  const replayChange = (
    request: FastifyRequest,
    id: string | null,
    write: (transaction: Queryable) => Promise<AdminReplay>,
    action?: AuditAction,
  ) => change(request, 'replay', id, write, action);
  const resourceChange = <Result extends AdminResource | null>(
    request: FastifyRequest,
    id: string | null,
    write: (transaction: Queryable) => Promise<Result>,
  ) => change(request, 'resource', id, write);

  app.get('/admin/replays', access('admin'), (request): Promise<AdminReplayPage> => {
    const { channel, cursor } = parseInput(adminReplaysQuerySchema, request.query);
    return listAdminReplays(app.db, channel, cursor);
  });
  app.get('/admin/replays/links', access('admin'), (request): Promise<ReplayLinks> =>
    listReplayLinks(app.db, parseInput(replayLinksQuerySchema, request.query).channel),
  );
  app.get('/admin/replays/:id', access('admin'), (request): Promise<AdminReplay> =>
    getAdminReplay(app.db, routeId(request)),
  );
  app.post('/admin/replays', access('admin'), async (request, reply): Promise<AdminReplay> => {
    const input = parseInput(replayInputSchema, request.body);
    const replay = await replayChange(request, null, (trx) => createReplay(trx, input));
    reply.code(201);
    return replay;
  });
  app.put('/admin/replays/:id', access('admin'), (request): Promise<AdminReplay> => {
    const [id, input] = [routeId(request), parseInput(replayInputSchema, request.body)];
    return replayChange(request, id, (trx) => editReplay(trx, id, input));
  });
  app.delete('/admin/replays/:id', access('admin'), async (request, reply) => {
    const id = routeId(request);
    await change(request, 'replay', id, async (trx) => {
      await deleteReplay(trx, id);
      return null;
    });
    return reply.code(204).send();
  });
  app.post('/admin/replays/:id/publish', access('admin'), (request): Promise<AdminReplay> => {
    const id = routeId(request);
    return replayChange(request, id, (trx) => publishReplay(trx, id), 'content.published');
  });
  app.post('/admin/replays/:id/unpublish', access('admin'), (request): Promise<AdminReplay> => {
    const id = routeId(request);
    return replayChange(request, id, (trx) => unpublishReplay(trx, id));
  });
  app.put('/admin/replays/:id/file', access('admin'), async (request): Promise<AdminReplay> => {
    const replayId = routeId(request);
    const upload = await readLearningUpload(request);
    return replayChange(request, replayId, (trx) => setReplayFile(trx, files, replayId, upload));
  });
  app.put('/admin/replays/:id/media', access('admin'), (request): Promise<AdminReplay> => {
    const [id, { path }] = [routeId(request), parseInput(lessonMediaPathSchema, request.body)];
    return replayChange(request, id, (trx) => setReplayMediaPath(trx, files, id, path));
  });

  app.get('/admin/resources', access('admin'), (request): Promise<AdminResource[]> =>
    listAdminResources(app.db, parseInput(adminResourcesQuerySchema, request.query).channel),
  );
  app.post('/admin/resources', access('admin'), async (request, reply): Promise<AdminResource> => {
    const input = parseInput(resourceInputSchema, request.body);
    const resource = await resourceChange(request, null, (trx) => createResource(trx, input));
    reply.code(201);
    return resource;
  });
  app.put('/admin/resources/:id', access('admin'), (request): Promise<AdminResource> => {
    const [resourceId, input] = [routeId(request), parseInput(resourceInputSchema, request.body)];
    return resourceChange(request, resourceId, (trx) => editResource(trx, resourceId, input));
  });
  app.delete('/admin/resources/:id', access('admin'), async (request, reply) => {
    const resourceId = routeId(request);
    await resourceChange(request, resourceId, async (trx) => {
      await deleteResource(trx, resourceId);
      return null;
    });
    return reply.code(204).send();
  });
  app.put('/admin/resources/:id/file', access('admin'), async (request): Promise<AdminResource> => {
    const resourceId = routeId(request);
    const upload = await readLearningUpload(request);
    return resourceChange(request, resourceId, (trx) => setResourceFile(trx, files, resourceId, upload));
  });
}
