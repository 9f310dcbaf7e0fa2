import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../db/schema.js';
import { unauthenticated } from './errors.js';
import type { ReadCache } from './read-cache.js';
import { createSecretToken, hashToken, isoIn, isoNow } from './tokens.js';

export const AUTH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is calling, known from a valid bearer token. */
export interface AuthenticatedMember {
  uid: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

/** What a token opens, as cached between requests by the token itself (null: no such token). */
export type Session = { uid: string; tokenHash: string; expiresAtMs: number } | null;

/** Writes to these tables may end or change sessions: they clear the session cache. */
export const SESSION_TABLES: ReadonlySet<string> = new Set(['auth_tokens', 'users']);

/** The only /api routes that answer without a token (matched on the route pattern, not the raw URL). */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/auth/login',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  // The realtime socket authenticates with its first message (browsers cannot set headers on a WebSocket).
  '/api/realtime',
  // A member's private iCal feed: calendar apps cannot send a token; the secret in the URL is the key.
  '/api/events/feed/:token',
]);

export function bearerToken(authorization: string | undefined): string | null {
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1] ?? null;
}

export async function issueAuthToken(db: Queryable, uid: string): Promise<string> {
  const token = createSecretToken();
  await db
    .insertInto('auth_tokens')
    .values({ token_hash: hashToken(token), uid, expires_at: isoIn(AUTH_TOKEN_LIFETIME_MS), created_at: isoNow() })
    .execute();
  return token;
}

async function findSession(db: Queryable, token: string): Promise<Session> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('auth_tokens')
    .select(['uid', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { uid: row.uid, tokenHash, expiresAtMs: Date.parse(row.expires_at) } : null;
}

/** The member behind a token that is neither unknown, revoked nor expired; null otherwise. */
export async function findValidSession(db: Queryable, token: string): Promise<AuthenticatedMember | null> {
  const session = await findSession(db, token);
  return session && session.expiresAtMs > Date.now() ? { uid: session.uid, tokenHash: session.tokenHash } : null;
}

/** Whether a token (known by its hash) is still valid: a signed-out or expired token ends realtime access. */
export async function isTokenHashValid(db: Queryable, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('uid')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeAuthToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
}

export async function revokeAllAuthTokens(db: Queryable, uid: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('uid', '=', uid).execute();
}

export async function deleteExpiredAuthTokens(db: Queryable, uid: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('uid', '=', uid).where('expires_at', '<=', isoNow()).execute();
}

/** onRequest hook of the /api and /shop prefixes: a valid bearer token, unless the route is public. */
export function authenticate(db: Kysely<DB>, sessions: ReadCache<Session>) {
  return async function authenticateRequest(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.url !== undefined && PUBLIC_ROUTES.has(request.routeOptions.url)) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const session = await sessions.getOrLoad(token, () => findSession(db, token));
    if (!session || session.expiresAtMs <= Date.now()) throw unauthenticated();
    request.member = { uid: session.uid, tokenHash: session.tokenHash };
  };
}

/** The authenticated caller of a protected route. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw unauthenticated();
  return request.member;
}
