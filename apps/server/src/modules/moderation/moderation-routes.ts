import {
  REPORT_TARGET_KINDS,
  moderationQuerySchema,
  reportRequestSchema,
  suspendRequestSchema,
  warnRequestSchema,
  type DecisionResponse,
  type ModerationQueue,
  type MyReport,
  type MyReportsResponse,
} from '@campus/domain/moderation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import { decide, reverseDecision } from './moderation-decisions.js';
import { moderationLiveQuery } from './moderation-live-query.js';
import { loadModerationQueue } from './moderation-queue.js';
import { createReport, listMyReports, withdrawReport } from './reports.js';

/** The ids of reported things are the app's ids: 128 characters at most. */
const ID_MAX_LENGTH = 128;
const targetParams = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  id: z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH)),
});
const target = (request: FastifyRequest) => parseInput(targetParams, request.params);

/** Reports (any customer) and the moderation queue (MDB_ADMIN), issue 32: docs/decisions/0017-moderation.md. */
export function moderationRoutes(app: FastifyInstance): void {
  app.liveQueries.register(moderationLiveQuery);

  app.post('/reports', access('customer'), async (request, reply): Promise<{ report: MyReport }> => {
    const caller = currentMember(request);
    const input = parseInput(reportRequestSchema, request.body);
    const { result, events } = await createReport(app.db, caller, input, new Date());
    await app.realtime.publish(events);
    reply.code(201);
    return { report: result };
  });

  app.get('/reports/mine', access('customer'), async (request): Promise<MyReportsResponse> => ({
    items: await listMyReports(app.db, currentMember(request).uid),
  }));

  app.delete('/reports/:id', access('customer'), async (request, reply) => {
    const { uid } = currentMember(request);
    const { events } = await withdrawReport(app.db, uid, routeId(request, ID_MAX_LENGTH), new Date());
    await app.realtime.publish(events);
    return reply.code(204).send();
  });

  app.get('/admin/moderation', access('admin'), (request): Promise<ModerationQueue> =>
    loadModerationQueue(app.db, parseInput(moderationQuerySchema, request.query), new Date()),
  );

  const decisionRoute = (
    action: 'dismiss' | 'hide' | 'warn' | 'suspend',
    input: (request: FastifyRequest) => { text?: string; days?: number },
  ) =>
    app.post(
      `/admin/moderation/:kind/:id/${action}`,
      access('admin'),
      async (request, reply): Promise<DecisionResponse> => {
        const { uid } = currentMember(request);
        const { kind, id } = target(request);
        const { result, events } = await decide(app.db, uid, kind, id, action, input(request), new Date());
        await app.realtime.publish(events);
        reply.code(201);
        return { decision: result };
      },
    );
  decisionRoute('dismiss', () => ({}));
  decisionRoute('hide', () => ({}));
  decisionRoute('warn', (request) => parseInput(warnRequestSchema, request.body));
  decisionRoute('suspend', (request) => parseInput(suspendRequestSchema, request.body));

  app.post('/admin/moderation/decisions/:id/reverse', access('admin'), async (request): Promise<DecisionResponse> => {
    const { uid } = currentMember(request);
    const { result, events } = await reverseDecision(app.db, uid, routeId(request, ID_MAX_LENGTH), new Date());
    await app.realtime.publish(events);
    return { decision: result };
  });
}
