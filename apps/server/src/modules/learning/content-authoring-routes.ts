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
import type { FastifyInstance } from 'fastify';
import { access } from '../../platform/auth.js';
import { withAudit } from '../../platform/audit.js';
import { contentAudit } from './content-audit.js';
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
  listAdminResources,
  setResourceFile,
} from './resource-authoring.js';

/** Replays and useful resources authored by MDB_ADMIN (issue 12, Admin): drafts, files, publication, ranks. */
export function contentAuthoringRoutes(app: FastifyInstance): void {
  const files = new LearningFiles(app.config.dataDir, app.config.learningMediaDir ?? null);

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
    const replay = await createReplay(app.db, parseInput(replayInputSchema, request.body));
    reply.code(201);
    return replay;
  });
  app.put('/admin/replays/:id', access('admin'), (request): Promise<AdminReplay> =>
    editReplay(app.db, routeId(request), parseInput(replayInputSchema, request.body)),
  );
  app.delete('/admin/replays/:id', access('admin'), async (request, reply) => {
    await app.db.transaction().execute((trx) => deleteReplay(trx, routeId(request)));
    return reply.code(204).send();
  });
  app.post('/admin/replays/:id/publish', access('admin'), (request): Promise<AdminReplay> =>
    withAudit(app.db, async (trx) => ({
      result: await publishReplay(trx, routeId(request)),
      audit: contentAudit(request, 'content.published', `replay:${routeId(request)}`, 'published'),
    })),
  );
  app.post('/admin/replays/:id/unpublish', access('admin'), (request): Promise<AdminReplay> =>
    withAudit(app.db, async (trx) => ({
      result: await unpublishReplay(trx, routeId(request)),
      audit: contentAudit(request, 'content.changed', `replay:${routeId(request)}`, 'draft'),
    })),
  );
  app.put('/admin/replays/:id/file', access('admin'), async (request): Promise<AdminReplay> => {
    const replayId = routeId(request);
    return setReplayFile(app.db, files, replayId, await readLearningUpload(request));
  });
  app.put('/admin/replays/:id/media', access('admin'), (request): Promise<AdminReplay> =>
    setReplayMediaPath(app.db, files, routeId(request), parseInput(lessonMediaPathSchema, request.body).path),
  );

  app.get('/admin/resources', access('admin'), (request): Promise<AdminResource[]> =>
    listAdminResources(app.db, parseInput(adminResourcesQuerySchema, request.query).channel),
  );
  app.post('/admin/resources', access('admin'), async (request, reply): Promise<AdminResource> => {
    const input = parseInput(resourceInputSchema, request.body);
    const resource = await app.db.transaction().execute((trx) => createResource(trx, input));
    reply.code(201);
    return resource;
  });
  app.put('/admin/resources/:id', access('admin'), (request): Promise<AdminResource> => {
    const [resourceId, input] = [routeId(request), parseInput(resourceInputSchema, request.body)];
    return app.db.transaction().execute((trx) => editResource(trx, resourceId, input));
  });
  app.delete('/admin/resources/:id', access('admin'), async (request, reply) => {
    const resourceId = routeId(request);
    await app.db.transaction().execute((trx) => deleteResource(trx, resourceId));
    return reply.code(204).send();
  });
  app.put('/admin/resources/:id/file', access('admin'), async (request): Promise<AdminResource> => {
    const resourceId = routeId(request);
    return setResourceFile(app.db, files, resourceId, await readLearningUpload(request));
  });
}
