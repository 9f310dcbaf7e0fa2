import { createHash } from 'node:crypto';
import type { PushPayload } from '@campus/domain/notifications';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { PushSubscriptionsTable } from '../../db/schema.js';
import { isoNow } from '../../platform/tokens.js';
import { forgetSubscription } from './push-subscriptions.js';
import type { VapidKeys } from './vapid-keys.js';

// Sends pushes: web-push encrypts the payload for the device (RFC 8291) and signs the request with the VAPID key
// (RFC 8292); the request goes out with fetch. A 404 or 410 from the push service means the subscription is gone.

export interface PushOptions {
  /** How long the push service keeps the push for a device that is off (a message is stale after a while). */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
  /** Pushes of one topic replace each other while waiting at the push service (one discussion, one waiting push). */
  topic?: string;
}

/** How long a push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;

/** A topic header of at most 32 base64url characters, from any key (a discussion's id). */
export const pushTopic = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service said were gone (404, 410), deleted. */
  gone: number;
  failed: number;
}

export async function sendPushes(
  app: FastifyInstance,
  keys: VapidKeys,
  subscriptions: readonly PushSubscriptionsTable[],
  payload: PushPayload,
  options: PushOptions,
): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0 };
  const body = JSON.stringify(payload);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        {
          vapidDetails: keys,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          ...(options.topic && { topic: options.topic }),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          await forgetSubscription(app.db, subscription.endpoint);
          outcome.gone += 1;
        } else if (response.ok) {
          outcome.sent += 1;
          await app.db
            .updateTable('push_subscriptions')
            .set({ last_sent_at: isoNow() })
            .where('endpoint', '=', subscription.endpoint)
            .execute();
        } else {
          outcome.failed += 1;
          app.log.warn({ status: response.status, host: new URL(subscription.endpoint).host }, 'push: refused');
        }
      } catch (error) {
        outcome.failed += 1;
        app.log.warn({ err: error, host: new URL(subscription.endpoint).host }, 'push: not sent');
      }
    }),
  );
  return outcome;
}
