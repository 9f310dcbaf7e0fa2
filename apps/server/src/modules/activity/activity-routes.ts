import { activityQuerySchema, parseActivityCursor, type ActivityPage } from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { access, currentMember } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { loadActivity } from './activity.js';

/** The activity timeline of `/mon-compte/mon-activite` (spec 2.4: 'Mon activité' shows only for customers). */
export function activityRoutes(app: FastifyInstance): void {
  app.get('/me/activity', access('customer'), (request): Promise<ActivityPage> => {
    const { before } = parseInput(activityQuerySchema, request.query);
    return loadActivity(app.db, currentMember(request).uid, parseActivityCursor(before));
  });
}
