import type { ProfileInfoResponse, PublicUserResponse } from '@campus/domain/account';
import { memberSearchQuerySchema, type MemberSearchResponse } from '@campus/domain/network';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentMember, access } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { searchMembers } from './member-search.js';
import { findProfileInfo, findPublicUser } from './public-user.js';
import { requireOwnedChannel } from './user-queries.js';

const userIdParams = z.object({ id: z.string().min(1).max(128) });
const uidParams = z.object({ uid: z.string().min(1).max(128) });

export function usersRoutes(app: FastifyInstance): void {
  // The group form's member search: customers of one of the caller's channels, public fields only.
  app.get('/users', access('network'), async (request): Promise<MemberSearchResponse> => {
    const { uid } = currentMember(request);
    const query = parseInput(memberSearchQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return searchMembers(app.db, uid, query);
  });

  app.get('/users/:id', access('customer'), (request): Promise<PublicUserResponse> =>
    findPublicUser(app.db, parseInput(userIdParams, request.params).id),
  );

  app.get('/firebase/user/:uid/info', access('customer'), (request): Promise<ProfileInfoResponse> =>
    findProfileInfo(app.db, parseInput(uidParams, request.params).uid),
  );
}
