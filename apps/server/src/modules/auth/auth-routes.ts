import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  type LoginResponse,
} from '@campus/domain';
import type { FastifyInstance } from 'fastify';
import { currentMember, issueAuthToken, revokeAuthToken } from '../../platform/auth.js';
import { parseInput } from '../../platform/errors.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { signIn } from './sign-in.js';

/** Per-IP limits on the mail and reset endpoints (login has its own DB-backed throttle). */
const FORGOT_PASSWORD_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
const RESET_PASSWORD_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

export function authRoutes(app: FastifyInstance): void {
  app.post('/auth/login', async (request): Promise<LoginResponse> => {
    const credentials = parseInput(loginRequestSchema, request.body);
    return { token: await signIn(app.db, credentials, request.ip) };
  });

  app.post('/auth/forgot-password', { config: { rateLimit: FORGOT_PASSWORD_LIMIT } }, async (request, reply) => {
    const { email } = parseInput(forgotPasswordRequestSchema, request.body);
    await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, email);
    return reply.code(204).send();
  });

  app.post('/auth/reset-password', { config: { rateLimit: RESET_PASSWORD_LIMIT } }, async (request, reply) => {
    const { token, password } = parseInput(resetPasswordRequestSchema, request.body);
    const uid = await resetPassword(app.db, token, password);
    await app.realtime.publish([{ type: 'sessions-ended', uid, tokenHash: null }]);
    return reply.code(204).send();
  });

  app.post('/auth/logout', async (request, reply) => {
    const { uid, tokenHash } = currentMember(request);
    await revokeAuthToken(app.db, tokenHash);
    await app.realtime.publish([{ type: 'sessions-ended', uid, tokenHash }]);
    return reply.code(204).send();
  });

  app.post('/me/refresh', async (request): Promise<LoginResponse> => {
    const member = currentMember(request);
    const token = await issueAuthToken(app.db, member.uid);
    await revokeAuthToken(app.db, member.tokenHash);
    return { token };
  });
}
