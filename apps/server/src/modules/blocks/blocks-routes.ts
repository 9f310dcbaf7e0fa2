import type { BlockedMembersResponse, BlockResponse } from '@campus/domain/blocks';
import type { FastifyInstance } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { routeParams } from '../../platform/route-params.js';
import { blockMember, listBlockedMembers, unblockMember } from './blocks.js';

/** A member's uid in a path: at most 128 characters (as /api/users/{id}). */
const UID_MAX_LENGTH = 128;

/** Blocking members (issue 32): a customer's own blocks, as messaging is a customer's. */
export function blocksRoutes(app: FastifyInstance): void {
  app.put('/members/:uid/block', access('customer'), async (request, reply): Promise<BlockResponse> => {
    const { uid } = routeParams(request, ['uid'], UID_MAX_LENGTH);
    const { blocked, isNew } = await blockMember(app.db, currentMember(request).uid, uid);
    reply.code(isNew ? 201 : 200);
    return { blocked };
  });

  app.delete('/members/:uid/block', access('customer'), async (request, reply) => {
    const { uid } = routeParams(request, ['uid'], UID_MAX_LENGTH);
    await unblockMember(app.db, currentMember(request).uid, uid);
    return reply.code(204).send();
  });

  app.get('/me/blocks', access('customer'), async (request): Promise<BlockedMembersResponse> => ({
    items: await listBlockedMembers(app.db, currentMember(request).uid),
  }));
}
