import {
  PUSH_MESSAGES,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  type PushPublicKeyResponse,
  type PushTestResponse,
} from '@campus/domain/notifications';
import { appPaths } from '@campus/domain/navigation';
import type { FastifyInstance } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { sendPushes } from './push-delivery.js';
import { pushPublished } from './push-on-publish.js';
import { removeSubscription, saveSubscription, subscriptionsOf } from './push-subscriptions.js';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.js';

/** A test push tells the member that push works on their devices, and goes at once. */
const TEST_PUSH = { ttlSeconds: 60, urgency: 'high' } as const;

/** Web push (architecture 4.14): the VAPID public key, a device's subscription, a test push; and the pushes themselves. */
export function pushRoutes(app: FastifyInstance): void {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(app.db, app.config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  app.realtime.onPublish(async (events) => {
    await pushPublished(app, vapidKeys, events);
  });

  // Public: the key a browser subscribes with is no secret.
  app.get('/push/public-key', access('public'), async (): Promise<PushPublicKeyResponse> => {
    return { publicKey: (await vapidKeys()).publicKey };
  });

  app.post('/push/subscriptions', access('member'), async (request, reply) => {
    const subscription = parseInput(pushSubscriptionRequestSchema, request.body);
    await saveSubscription(app.db, currentMember(request).uid, subscription);
    return reply.code(201).send({ endpoint: subscription.endpoint });
  });

  app.delete('/push/subscriptions', access('member'), async (request, reply) => {
    const { endpoint } = parseInput(pushUnsubscribeRequestSchema, request.body);
    await removeSubscription(app.db, currentMember(request).uid, endpoint);
    return reply.code(204).send();
  });

  app.post('/push/test', access('member'), async (request): Promise<PushTestResponse> => {
    const { uid } = currentMember(request);
    return sendPushes(
      app,
      await vapidKeys(),
      await subscriptionsOf(app.db, [uid]),
      {
        title: PUSH_MESSAGES.notificationTitle,
        body: PUSH_MESSAGES.testBody,
        url: appPaths.account.notifications,
        tag: 'push-test',
      },
      TEST_PUSH,
    );
  });
}
