import {
  clientErrorRequestSchema,
  listNotificationsQuerySchema,
  markNotificationsReadRequestSchema,
  sendGlobalNotificationRequestSchema,
  type NotificationPage,
} from '@campus/domain/messaging';
import type { FastifyInstance } from 'fastify';
import { currentMember, access } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import { requireOwnedChannel } from '../users/user-queries.js';
import {
  listGlobalNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-queries.js';
import { globalNotificationsLiveQuery, notificationsLiveQuery } from './notifications-live-queries.js';
import { sendGlobalNotification } from './notify.js';
import { withAudit } from '../../platform/audit.js';

/** A broken client in a loop must not flood the log. */
const CLIENT_ERRORS_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Notifications per member and global per channel (spec 3.6, 4), and the client error reports. */
export function notificationsRoutes(app: FastifyInstance): void {
  app.liveQueries.register(notificationsLiveQuery);
  app.liveQueries.register(globalNotificationsLiveQuery);

  app.get('/notifications', access('member'), async (request): Promise<NotificationPage> => {
    const { uid } = currentMember(request);
    const query = parseInput(listNotificationsQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return listNotifications(app.db, uid, query);
  });

  app.get('/notifications/global', access('member'), async (request): Promise<NotificationPage> => {
    const { uid } = currentMember(request);
    const query = parseInput(listNotificationsQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return listGlobalNotifications(app.db, uid, query);
  });

  app.post('/notifications/read', access('member'), async (request, reply) => {
    const { channel } = parseInput(markNotificationsReadRequestSchema, request.body);
    const { events } = await markAllNotificationsRead(app.db, currentMember(request).uid, channel);
    await app.realtime.publish(events);
    return reply.code(204).send();
  });

  app.post('/notifications/:id/read', access('member'), async (request, reply) => {
    const id = routeId(request);
    const { events } = await markNotificationRead(app.db, currentMember(request).uid, id);
    await app.realtime.publish(events);
    return reply.code(204).send();
  });

  // The admin form: a global notification to every member of a channel (MDB_ADMIN only).
  app.post('/notifications/global', access('admin'), async (request, reply) => {
    const { uid } = currentMember(request);
    const input = parseInput(sendGlobalNotificationRequestSchema, request.body);
    const { notification, events } = await withAudit(app.db, async (trx) => {
      const sent = await sendGlobalNotification(trx, { ...input, createdBy: uid });
      const audit = {
        actorUid: uid,
        action: 'notification.published',
        subject: `global-notification:${sent.notification.id}`,
        after: { channel: input.channel, text: input.text },
      } as const;
      return { result: sent, audit };
    });
    await app.realtime.publish(events);
    return reply.code(201).send({ notification });
  });

  // The spec's error reporting service: realtime store failures of the web app, prefixed with the action.
  app.post('/client-errors', access('member', { rateLimit: CLIENT_ERRORS_LIMIT }), async (request, reply) => {
    const { uid } = currentMember(request);
    const report = parseInput(clientErrorRequestSchema, request.body);
    request.log.warn({ uid, details: report.details }, `${report.action}: ${report.message}`);
    return reply.code(204).send();
  });
}
