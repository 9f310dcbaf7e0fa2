import {
  createDiscussionRequestSchema,
  listDiscussionsQuerySchema,
  listMessagesQuerySchema,
  markDiscussionsReadRequestSchema,
  postMessageRequestSchema,
  type CreateDiscussionResponse,
  type DiscussionPage,
  type DiscussionResponse,
  type MessagePage,
  type PostMessageResponse,
} from '@campus/domain/messaging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { idempotencyKeyOf } from '../../platform/idempotency-key.js';
import { routeId } from '../../platform/route-params.js';
import {
  createDiscussion,
  getDiscussion,
  listDiscussions,
  markAllDiscussionsRead,
  markDiscussionRead,
  moveMember,
} from './discussions.js';
import { listMessages, postMessage } from './messages.js';
import { discussionsLiveQuery, messagesLiveQuery } from './messaging-live-queries.js';
import { readReceiptsRoutes } from './read-receipts-routes.js';
import { handleSocketPosts } from './socket-posts.js';
import { contactSeller, isDealId } from '../network/deals.js';
import { requireOwnedChannel } from '../users/user-queries.js';

/** Far above anyone typing, far below a script flooding a discussion (per member, per instance). */
export const POST_MESSAGE_LIMIT = {
  max: 30,
  timeWindow: '10 seconds',
  keyGenerator: (request: FastifyRequest) => request.member?.uid ?? request.ip,
} as const;

/** Discussions and messages (spec 3.4, 3.5, 4): every write is committed, then published, then answered. */
export function messagingRoutes(app: FastifyInstance): void {
  app.liveQueries.register(discussionsLiveQuery);
  app.liveQueries.register(messagesLiveQuery);

  app.post('/discussions', access('customer'), async (request, reply): Promise<CreateDiscussionResponse> => {
    const caller = currentMember(request);
    const input = parseInput(createDiscussionRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    const { targetId } = input;
    // A direct discussion about a deal is a buyer's contact (`Contacter le vendeur`): the deal's rules. Any other
    // target (a discussion's optional TargetId in the spec) is kept as it is given.
    const dealId = input.type === 'DIRECT' && targetId && (await isDealId(app.db, targetId)) ? targetId : null;
    const { result, events } = dealId
      ? await contactSeller(app.db, caller, { ...input, targetId: dealId }, key, new Date())
      : await createDiscussion(app.db, caller.uid, input, key);
    await app.realtime.publish(events);
    reply.code(result.isNew ? 201 : 200);
    return result;
  });

  app.get('/discussions', access('customer'), async (request): Promise<DiscussionPage> => {
    const { uid } = currentMember(request);
    const query = parseInput(listDiscussionsQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return listDiscussions(app.db, uid, query);
  });

  app.post('/discussions/read', access('customer'), async (request, reply) => {
    const { uid } = currentMember(request);
    const { channel } = parseInput(markDiscussionsReadRequestSchema, request.body);
    const { events } = await markAllDiscussionsRead(app.db, uid, channel);
    await app.realtime.publish(events);
    return reply.code(204).send();
  });

  app.get('/discussions/:id', access('customer'), async (request): Promise<DiscussionResponse> => {
    const id = routeId(request);
    return { discussion: await getDiscussion(app.db, currentMember(request).uid, id) };
  });

  app.get('/discussions/:id/messages', access('customer'), (request): Promise<MessagePage> => {
    const id = routeId(request);
    const { before } = parseInput(listMessagesQuerySchema, request.query);
    return listMessages(app.db, currentMember(request).uid, id, before);
  });

  // The answer (the ack of the post) leaves only once the message is committed. Sent again with its Idempotency-Key
  // (a retry), it answers the message already stored, 201 again, and nothing is published twice.
  app.post(
    '/discussions/:id/messages',
    access('customer', { rateLimit: POST_MESSAGE_LIMIT }),
    async (request, reply): Promise<PostMessageResponse> => {
      const { uid } = currentMember(request);
      const id = routeId(request);
      const { text } = parseInput(postMessageRequestSchema, request.body);
      const { result, events } = await postMessage(app.db, uid, id, text, idempotencyKeyOf(request));
      await app.realtime.publish(events);
      reply.code(201);
      return { message: result.message };
    },
  );

  // The web client posts over its realtime socket, with the same rules (the route above stays for every other client).
  handleSocketPosts(app, POST_MESSAGE_LIMIT);

  for (const [action, state] of [
    ['archive', 'ignoring'],
    ['reopen', 'active'],
  ] as const) {
    app.post(`/discussions/:id/${action}`, access('customer'), async (request): Promise<DiscussionResponse> => {
      const id = routeId(request);
      const { result, events } = await moveMember(app.db, currentMember(request).uid, id, state);
      await app.realtime.publish(events);
      return { discussion: result };
    });
  }

  app.post('/discussions/:id/read', access('customer'), async (request): Promise<DiscussionResponse> => {
    const id = routeId(request);
    const { result, events } = await markDiscussionRead(app.db, currentMember(request).uid, id);
    await app.realtime.publish(events);
    return { discussion: result };
  });

  readReceiptsRoutes(app);
}
