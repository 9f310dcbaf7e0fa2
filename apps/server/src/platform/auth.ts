import { MDB_ADMIN, hasAccessRight, type AccessRight, type RightsSubject } from '@campus/domain/rights';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { DB, Queryable, UsersTable } from '../db/schema.js';
import { HttpError, forbidden, unauthenticated } from './errors.js';
import type { ReadCache } from './read-cache.js';
import { createSecretToken, hashToken, isSecretTokenShaped, isoIn, isoNow } from './tokens.js';

/** The statuses whose account opens nothing: deactivated by an admin, or closed (anonymised). */
const LOCKED_STATUSES = ['deactivated', 'closed'] as const;

export const AUTH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is calling, known from a valid bearer token, with the rights of spec 6 the routes are checked against. */
export interface AuthenticatedMember {
  uid: string;
  tokenHash: string;
  rights: RightsSubject;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
  interface FastifyContextConfig {
    /** The right the route needs (every /api and /shop route declares one; see `requireDeclaredAccess`). */
    access?: AccessRight;
    /** The spec's own message for a member without the right, where it has one (else the generic 403). */
    forbiddenMessage?: string;
    /**
     * For a route a media element calls (a `video` sends no bearer token): the member whose key the request's URL
     * carries, or null. Without a bearer token the route's right is then checked for that member, like any other.
     */
    keyHolder?: (db: Queryable, request: FastifyRequest) => Promise<string | null>;
  }
}

/** What a token opens, as cached between requests by the token itself (null: no such token). */
export type Session = (AuthenticatedMember & { expiresAtMs: number }) | null;

/** Writes to these tables may end sessions or change their rights: they clear the session cache. */
export const SESSION_TABLES: ReadonlySet<string> = new Set(['auth_tokens', 'users', 'user_permissions']);

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

const RIGHTS_COLUMNS = [
  'users.is_customer',
  'users.is_ambassador',
  'users.permission_ambassador',
  'users.formation_air',
  'users.formation_mdb',
  'users.formation_sport',
  'users.formation_starter_mdb',
] as const;

type RightsRow = Pick<
  UsersTable,
  | 'is_customer'
  | 'is_ambassador'
  | 'permission_ambassador'
  | 'formation_air'
  | 'formation_mdb'
  | 'formation_sport'
  | 'formation_starter_mdb'
>;

function rightsOf(user: RightsRow, isAdmin: boolean): RightsSubject {
  return {
    isCustomer: user.is_customer === 1,
    isAmbassador: user.is_ambassador === 1,
    permissionAmbassador: user.permission_ambassador === 1,
    // Only the admin permission decides a right; the full list is GET /api/me's.
    permissions: isAdmin ? [MDB_ADMIN] : [],
    formations: {
      air: user.formation_air === 1,
      mdb: user.formation_mdb === 1,
      sport: user.formation_sport === 1,
      starter_mdb: user.formation_starter_mdb === 1,
    },
  };
}

/**
 * The rights of spec 6 of a member, from their flags, formations and permissions; null when the member is gone or
 * deactivated.
 */
export async function loadRights(db: Queryable, uid: string): Promise<RightsSubject | null> {
  const [user, isAdmin] = await Promise.all([
    db
      .selectFrom('users')
      .select(RIGHTS_COLUMNS)
      .where('uid', '=', uid)
      // A deactivated or closed account opens nothing, whatever token or key it still has.
      .where('status', 'not in', LOCKED_STATUSES)
      .executeTakeFirst(),
    hasPermission(db, uid, MDB_ADMIN),
  ]);
  return user ? rightsOf(user, isAdmin) : null;
}

/** Whether the member holds a permission (spec 6: the permissions list). */
export async function hasPermission(db: Queryable, uid: string, permission: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_permissions')
    .select('uid')
    .where('uid', '=', uid)
    .where('permission', '=', permission)
    .executeTakeFirst();
  return row !== undefined;
}

/** A token's session in one query (every request without a cached one asks): its member, their rights, its expiry. */
function findSession(db: Queryable, token: string): Promise<Session> {
  return findSessionByHash(db, hashToken(token));
}

/** A token's session row: its member, their rights, its expiry (compiled once: every request without a cached one asks). */
const readSession = precompiled(['tokenHash'], (db, { tokenHash }) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.uid', 'auth_tokens.uid')
    .leftJoin('user_permissions', (join) =>
      join.onRef('user_permissions.uid', '=', 'auth_tokens.uid').on('user_permissions.permission', '=', MDB_ADMIN),
    )
    .select(['auth_tokens.uid', 'auth_tokens.expires_at', 'user_permissions.permission', ...RIGHTS_COLUMNS])
    .where('auth_tokens.token_hash', '=', tokenHash)
    // A valid token whose member is gone (deleted account), deactivated or closed opens nothing: no row is found.
    .where('users.status', 'not in', LOCKED_STATUSES),
);

async function findSessionByHash(db: Queryable, tokenHash: string): Promise<Session> {
  const [row] = await readSession(db, { tokenHash });
  if (!row) return null;
  const rights = rightsOf(row, row.permission !== null);
  return { uid: row.uid, tokenHash, rights, expiresAtMs: Date.parse(row.expires_at) };
}

/** The member behind a token that is neither unknown, revoked nor expired; null otherwise. */
export function findValidSession(db: Queryable, token: string): Promise<AuthenticatedMember | null> {
  return isSecretTokenShaped(token) ? findValidSessionByHash(db, hashToken(token)) : Promise.resolve(null);
}

/**
 * The member behind a token known by its hash (a realtime socket's), as `findValidSession`; read through `cache` when
 * one is given (its expiry is checked at each call all the same).
 */
export async function findValidSessionByHash(
  db: Queryable,
  tokenHash: string,
  cache?: ReadCache<Session>,
): Promise<AuthenticatedMember | null> {
  const load = () => findSessionByHash(db, tokenHash);
  const session = await (cache ? cache.getOrLoad(tokenHash, load) : load());
  if (!session || session.expiresAtMs <= Date.now()) return null;
  return { uid: session.uid, tokenHash, rights: session.rights };
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

/** Signs the member out everywhere (a new password, a suspension, a closure): their devices get no more pushes either. */
export async function revokeAllAuthTokens(db: Queryable, uid: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('uid', '=', uid).execute();
  await db.deleteFrom('push_subscriptions').where('uid', '=', uid).execute();
}

export async function deleteExpiredAuthTokens(db: Queryable, uid: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('uid', '=', uid).where('expires_at', '<=', isoNow()).execute();
}

/** Every member's expired tokens (a member who never signs in again leaves theirs): how many went. */
export async function purgeExpiredAuthTokens(db: Queryable, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('auth_tokens')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** A route of the /api or /shop prefixes and the right it declared. */
export interface RouteRight {
  method: string;
  url: string;
  access: AccessRight;
}

/**
 * The /api and /shop prefixes: every route declares the right it needs (`config.access`); a route without one
 * stops the server at start-up, so no route can be added unprotected by forgetting. Each is listed in `table`.
 */
export function requireDeclaredAccess(scope: FastifyInstance, table: RouteRight[]): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const right = route.config?.access;
    if (!right) throw new Error(`${String(route.method)} ${route.url} declares no access right`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access: right });
  });
}

type RouteConfigWithKeyHolder = FastifyContextConfig & Required<Pick<FastifyContextConfig, 'keyHolder'>>;

const refused = (forbiddenMessage: string | undefined) =>
  forbiddenMessage ? new HttpError(403, forbiddenMessage) : forbidden();

/** Lets a request in with a media key instead of a bearer token (see `keyHolder`). */
async function admitKeyHolder(
  db: Kysely<DB>,
  request: FastifyRequest,
  { access: right = 'member', forbiddenMessage, keyHolder }: RouteConfigWithKeyHolder,
): Promise<void> {
  const uid = await keyHolder(db, request);
  const rights = uid ? await loadRights(db, uid) : null;
  if (!uid || !rights) throw unauthenticated();
  if (!hasAccessRight(right, rights)) throw refused(forbiddenMessage);
  // No session behind a key: such a request cannot sign out or refresh (those routes take no key).
  request.member = { uid, tokenHash: '', rights };
}

/** Lets a request in with its token's session, or tells why not (401, 403). */
function admitSession(
  request: FastifyRequest,
  { access: right = 'member', forbiddenMessage }: FastifyContextConfig,
  session: Session,
): HttpError | undefined {
  if (!session || session.expiresAtMs <= Date.now()) return unauthenticated();
  if (!hasAccessRight(right, session.rights)) return refused(forbiddenMessage);
  request.member = { uid: session.uid, tokenHash: session.tokenHash, rights: session.rights };
  return undefined;
}

/**
 * onRequest hook of the /api and /shop prefixes: a public route answers anyone; any other needs a valid bearer
 * token (401) whose member holds the route's right, checked with the domain's rules (403). A session found in the
 * cache (most requests) is checked at once, without waiting for a promise.
 */
export function authorize(db: Kysely<DB>, sessions: ReadCache<Session>) {
  return function authorizeRequest(request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): void {
    // Unmatched URLs carry no config: they need a token, then answer 404. Read once: Fastify builds
    // `routeOptions` anew at each read.
    const { config } = request.routeOptions;
    if (config.access === 'public') return done();
    const token = bearerToken(request.headers.authorization);
    if (!token && config.keyHolder) {
      admitKeyHolder(db, request, config as RouteConfigWithKeyHolder).then(() => done(), done);
      return;
    }
    // A value no token of ours can have is refused before it reaches the cache (a key per garbage value) or the DB.
    if (!token || !isSecretTokenShaped(token)) return done(unauthenticated());
    const refusal = sessions.withValue(
      token,
      () => findSession(db, token),
      (session) => admitSession(request, config, session),
    );
    if (refusal instanceof Promise) refusal.then(done, done);
    else done(refusal);
  };
}

/** The authenticated caller of a protected route. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw unauthenticated();
  return request.member;
}

/** The options of a route that needs `right` (with any other route config, e.g. its rate limit). */
export function access(right: AccessRight, config: Omit<FastifyContextConfig, 'access'> = {}) {
  return { config: { ...config, access: right } };
}
