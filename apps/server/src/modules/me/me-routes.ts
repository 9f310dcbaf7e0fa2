import {
  updateLevelsRequestSchema,
  updateMeRequestSchema,
  requestClosureSchema,
  updateTourRequestSchema,
  type AccountClosure,
  type MeResponse,
} from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { access, currentMember, issueAuthToken, revokeAuthToken } from '../../platform/auth.js';
import { JSON_CONTENT_TYPE, parseInput } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { cancelClosure, checkPassword, loadClosure, requestClosure } from '../members/account-closure.js';
import { recomputeLevels } from '../learning/levels.js';
import { loadMe, serializeMe } from './load-me.js';
import { readPicture, removePicture, replacePicture } from './picture.js';
import { updateProfile } from './update-profile.js';

/** Per-IP limit on closure requests (each checks a password). */
const CLOSURE_REQUEST_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;

export function meRoutes(app: FastifyInstance): void {
  const options = { courseSite: Boolean(app.config.courseSite.url) };
  const load = (uid: string) => loadMe(app.db, uid, options);

  /** GET /api/me's JSON: the hottest read of the app, served from a short-lived cache (see ME_TABLES). */
  const loadJson = async (uid: string) => serializeMe(await load(uid));
  const meJson = (uid: string) => app.meCache.getOrLoad(uid, () => loadJson(uid));

  app.get('/me', access('member'), (request, reply) => {
    const { uid } = currentMember(request);
    // Found in the cache (most calls), the answer goes at once, without waiting for a promise.
    return app.meCache.withValue(
      uid,
      () => loadJson(uid),
      (body) => reply.type(JSON_CONTENT_TYPE).send(body),
    );
  });

  // The token is rotated (spec 4) and the answer carries the member too: a page's first load then waits for one
  // round trip before it knows who is signed in, not two (the refresh revokes the token a GET /me would use).
  app.post('/me/refresh', access('member'), async (request, reply) => {
    const member = currentMember(request);
    const token = await issueAuthToken(app.db, member.uid);
    await revokeAuthToken(app.db, member.tokenHash);
    const body = `{"token":${JSON.stringify(token)},"me":${await meJson(member.uid)}}`;
    return reply.type(JSON_CONTENT_TYPE).send(body);
  });

  app.put('/me', access('member'), async (request): Promise<MeResponse> => {
    const { uid } = currentMember(request);
    await updateProfile(app.db, uid, parseInput(updateMeRequestSchema, request.body));
    return load(uid);
  });

  app.put('/me/picture', access('member'), async (request): Promise<MeResponse> => {
    const { uid } = currentMember(request);
    const content = await readPicture(request);
    await replacePicture(app.db, app.pictures, uid, content);
    return load(uid);
  });

  app.get('/me/closure', access('member'), (request): Promise<AccountClosure> =>
    loadClosure(app.db, currentMember(request).uid),
  );

  // Each try hashes a password: limited per IP as the sign-in is.
  app.post(
    '/me/closure',
    access('member', { rateLimit: CLOSURE_REQUEST_LIMIT }),
    async (request): Promise<AccountClosure> => {
      const { uid } = currentMember(request);
      const { password } = parseInput(requestClosureSchema, request.body);
      await checkPassword(app.db, uid, password);
      return requestClosure(app, uid, uid);
    },
  );

  app.delete('/me/closure', access('member'), (request): Promise<AccountClosure> => {
    const { uid } = currentMember(request);
    return cancelClosure(app, uid, uid);
  });

  app.delete('/me/picture', access('member'), async (request, reply) => {
    await removePicture(app.db, app.pictures, currentMember(request).uid);
    return reply.code(204).send();
  });

  app.put('/me/levels', access('member'), async (request): Promise<MeResponse> => {
    const { uid } = currentMember(request);
    // Levels are earned: the server recomputes them from the member's completed courses, whatever was sent.
    const { channel } = parseInput(updateLevelsRequestSchema, request.body);
    await recomputeLevels(app.db, uid, channel);
    return load(uid);
  });

  // The guided tour is shown once per member (spec 2.6): kept on the server, so it follows them on every device.
  app.put('/me/tour', access('member'), async (request): Promise<MeResponse> => {
    const { uid } = currentMember(request);
    const { seen } = parseInput(updateTourRequestSchema, request.body);
    await app.db
      .updateTable('users')
      .set({ tour_seen_at: seen ? isoNow() : null })
      .where('uid', '=', uid)
      .execute();
    return load(uid);
  });
}
