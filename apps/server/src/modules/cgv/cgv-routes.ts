import { cgvAcceptedRequestSchema, type CgvNeedRefreshResponse } from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { currentMember, access } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { acceptCurrentTerms, termsStatusOf } from './terms.js';

export function cgvRoutes(app: FastifyInstance): void {
  app.get('/cgv/needRefresh', access('member'), (request): Promise<CgvNeedRefreshResponse> =>
    termsStatusOf(app.db, currentMember(request).uid),
  );

  app.put('/cgv/accepted', access('member'), async (request, reply) => {
    const { cgvAccepted } = parseInput(cgvAcceptedRequestSchema, request.body);
    await acceptCurrentTerms(app.db, currentMember(request).uid, cgvAccepted);
    return reply.code(204).send();
  });
}
