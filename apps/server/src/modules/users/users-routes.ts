import type { ProfileInfoResponse, PublicUserResponse } from '@campus/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../platform/errors.js';
import { findProfileInfo, findPublicUser } from './public-user.js';

const userIdParams = z.object({ id: z.string().min(1).max(128) });
const uidParams = z.object({ uid: z.string().min(1).max(128) });

export function usersRoutes(app: FastifyInstance): void {
  app.get('/users/:id', (request): Promise<PublicUserResponse> =>
    findPublicUser(app.db, parseInput(userIdParams, request.params).id),
  );

  app.get('/firebase/user/:uid/info', (request): Promise<ProfileInfoResponse> =>
    findProfileInfo(app.db, parseInput(uidParams, request.params).uid),
  );
}
