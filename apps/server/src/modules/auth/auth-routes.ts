import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  type LoginResponse,
} from '@campus/domain/account';
import type { FastifyInstance } from 'fastify';
import { access, currentMember, revokeAuthToken } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { sessionsEnded } from '../../realtime/realtime-events.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { signIn } from './sign-in.js';

/** Per-IP limits on the mail and reset endpoints (login has its own DB-backed throttle). */
const FORGOT_PASSWORD_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
const RESET_PASSWORD_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export function authRoutes(app: FastifyInstance): void {
  app.post('/auth/login', access('public'), async (request): Promise<LoginResponse> => {
    const credentials = parseInput(loginRequestSchema, request.body);
    return { token: await signIn(app.db, credentials, request.ip) };
  });

  app.post('/auth/forgot-password', access('public', { rateLimit: FORGOT_PASSWORD_LIMIT }), async (request, reply) => {
    const { email } = parseInput(forgotPasswordRequestSchema, request.body);
    await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, email);
    return reply.code(204).send();
  });

  app.post('/auth/reset-password', access('public', { rateLimit: RESET_PASSWORD_LIMIT }), async (request, reply) => {
    const { token, password } = parseInput(resetPasswordRequestSchema, request.body);
    const uid = await resetPassword(app.db, token, password);
    await app.realtime.publish([sessionsEnded(uid, null)]);
    return reply.code(204).send();
  });

  app.post('/auth/logout', access('member'), async (request, reply) => {
    const { uid, tokenHash } = currentMember(request);
    await revokeAuthToken(app.db, tokenHash);
    await app.realtime.publish([sessionsEnded(uid, tokenHash)]);
    return reply.code(204).send();
  });
}
