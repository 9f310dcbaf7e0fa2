import type { ProfileInfoResponse, PublicUserResponse } from '@campus/domain/account';
import { memberSearchQuerySchema, type MemberSearchResponse } from '@campus/domain/network';
import type { FastifyInstance } from 'fastify';
import { currentMember, access } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { routeId, routeParams } from '../../platform/route-params.js';
import { searchMembers } from './member-search.js';
import { findProfileInfo, findPublicUser } from './public-user.js';
import { requireOwnedChannel } from './user-queries.js';

/** A member's uid in a path: at most 128 characters. */
const UID_MAX_LENGTH = 128;

export function usersRoutes(app: FastifyInstance): void {
  // The group form's member search: customers of one of the caller's channels, public fields only.
  app.get('/users', access('network'), async (request): Promise<MemberSearchResponse> => {
    const { uid } = currentMember(request);
    const query = parseInput(memberSearchQuerySchema, request.query);
    await requireOwnedChannel(app.db, uid, query.channel);
    return searchMembers(app.db, uid, query);
  });

  app.get('/users/:id', access('customer'), (request): Promise<PublicUserResponse> =>
    findPublicUser(app.db, routeId(request, UID_MAX_LENGTH)),
  );

  app.get('/firebase/user/:uid/info', access('customer'), (request): Promise<ProfileInfoResponse> =>
    findProfileInfo(app.db, routeParams(request, ['uid'], UID_MAX_LENGTH).uid),
  );
}
