import {
  TYPING_EVENT_INTERVAL_MS,
  readReceiptsSettingSchema,
  type ReadReceiptsSetting,
} from '@campus/domain/messaging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId } from '../../platform/route-params.js';
import { requireMembership } from './discussion-access.js';
import { areReceiptsShown, setReceiptsShown, typingEvents } from './read-receipts.js';
import { receiptsLiveQuery } from './receipts-live-query.js';

/** One typing event per member and discussion per interval; the calls between are answered but not published. */
const TYPING_LIMIT = {
  max: 1,
  timeWindow: TYPING_EVENT_INTERVAL_MS,
  keyGenerator: (request: FastifyRequest) => `typing:${request.member?.uid ?? request.ip}:${routeId(request)}`,
} as const;

/** Typing and `Vu` (issue 33): the member's switch, typing events, and the `receipts` live query. */
export function readReceiptsRoutes(app: FastifyInstance): void {
  app.liveQueries.register(receiptsLiveQuery);
  const isTypingPublished = app.createRateLimit(TYPING_LIMIT);

  app.get('/me/read-receipts', access('customer'), async (request): Promise<ReadReceiptsSetting> => {
    return { enabled: await areReceiptsShown(app.db, currentMember(request).uid) };
  });

  app.put('/me/read-receipts', access('customer'), async (request): Promise<ReadReceiptsSetting> => {
    const { enabled } = parseInput(readReceiptsSettingSchema, request.body);
    await app.realtime.publish(await setReceiptsShown(app.db, currentMember(request).uid, enabled));
    return { enabled };
  });

  // Sent while the member types (at most every 3 s by the web app); always 204, published at most once per 3 s.
  app.post('/discussions/:id/typing', access('customer'), async (request, reply) => {
    const id = routeId(request);
    const { uid } = currentMember(request);
    await requireMembership(app.db, id, uid);
    const rate = await isTypingPublished(request);
    const isTooSoon = !rate.isAllowed && rate.isExceeded;
    if (!isTooSoon) await app.realtime.publish(await typingEvents(app.db, uid, id));
    return reply.code(204).send();
  });
}
