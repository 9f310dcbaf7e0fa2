import { activityQuerySchema, type ActivityPage } from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { decodeKeysetCursor } from '../../db/keyset-cursor.js';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { loadActivity } from './activity.js';

/** The activity timeline of `/mon-compte/mon-activite` (spec 2.4: 'Mon activité' shows only for customers). */
export function activityRoutes(app: FastifyInstance): void {
  app.get('/me/activity', access('customer'), (request): Promise<ActivityPage> => {
    const { before } = parseInput(activityQuerySchema, request.query);
    // A cursor no page gave reads as none: the first page.
    return loadActivity(
      app.db,
      currentMember(request).uid,
      decodeKeysetCursor(before, () => undefined),
    );
  });
}
