import { AUTH_MESSAGES } from '@campus/domain/account';
import { postMessageRequestSchema } from '@campus/domain/messaging';
import { hasAccessRight } from '@campus/domain/rights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findValidSessionByHash } from '../../platform/auth.js';
import { HttpError, forbidden, parseInput, unauthenticated } from '../../platform/errors.js';
import { checkedIdempotencyKey } from '../../platform/idempotency-key.js';
import { postMessage } from './messages.js';

/**
 * Messages posted over the realtime socket (the web client's way, issue 29): the same rules as
 * POST /api/discussions/{id}/messages, whose refusals they answer with the same status and body. Shed while this
 * process is saturated (503), as the route is; the session behind the socket is checked at each post as a request's is
 * (through a cache that any write to the sessions' tables clears: an account deactivated, a token revoked or a right
 * withdrawn takes effect at once); and the posting limit is the route's, counted apart.
 */
export function handleSocketPosts(
  app: FastifyInstance,
  limit: Parameters<FastifyInstance['createRateLimit']>[0],
): void {
  const isAllowed = app.createRateLimit(limit);
  app.realtimeHub.handlePosts(async (caller, post) => {
    const overloaded = app.loadShedding.refusalIfSaturated();
    if (overloaded) throw overloaded;
    const session = await findValidSessionByHash(app.db, caller.tokenHash, app.socketSessions);
    if (!session || session.uid !== caller.uid) throw unauthenticated();
    if (!hasAccessRight('customer', session.rights)) throw forbidden();
    // The limiter keys a request by its member (POST_MESSAGE_LIMIT's keyGenerator): a post is its member's.
    const rate = await isAllowed({
      member: session,
      ip: '',
      routeOptions: { config: {} },
    } as unknown as FastifyRequest);
    if (!rate.isAllowed && rate.isExceeded) throw new HttpError(429, AUTH_MESSAGES.tooManyRequests);
    const { text } = parseInput(postMessageRequestSchema, { text: post.text });
    const { result, events } = await postMessage(
      app.db,
      caller.uid,
      post.discussionId,
      text,
      checkedIdempotencyKey(post.key),
    );
    await app.realtime.publish(events);
    return result.message;
  });
}
