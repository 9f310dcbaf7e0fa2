import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { authorize, type Session } from './auth.js';
import { HttpError } from './errors.js';
import { ReadCache } from './read-cache.js';
import { createSecretToken, isSecretTokenShaped } from './tokens.js';

/** A database that fails the test if anything reaches it. */
const untouchableDb = new Proxy({} as Kysely<DB>, {
  get: () => {
    throw new Error('the database was queried');
  },
});

const requestWith = (authorization: string) =>
  ({
    headers: { authorization },
    routeOptions: { url: '/api/me', config: { access: 'member' } },
    member: null,
  }) as unknown as FastifyRequest;

/** Runs the onRequest hook as Fastify does: what it passed to `done` (an error, or nothing to let the request in). */
const runHook = (hook: ReturnType<typeof authorize>, request: FastifyRequest) =>
  new Promise<Error | undefined>((resolve) => hook(request, null, resolve));

const session = (expiresAtMs: number): Session => ({
  uid: 'member-1',
  tokenHash: 'hash',
  expiresAtMs,
  rights: {
    isCustomer: true,
    isAmbassador: false,
    permissionAmbassador: false,
    permissions: [],
    formations: { air: false, mdb: false, sport: false, starter_mdb: false },
  },
});

describe('tokens', () => {
  it('every secret we create has the token shape', () => {
    for (let index = 0; index < 100; index += 1) expect(isSecretTokenShaped(createSecretToken())).toBe(true);
  });

  it.each(['x'.repeat(15_000), 'forged-token', `${createSecretToken()}=`, `${createSecretToken().slice(1)}.`])(
    'a bearer value not shaped like a token is refused before the cache and the database: %#',
    async (token) => {
      const sessions = new ReadCache<Session>(60_000);
      const hook = authorize(untouchableDb, sessions);
      expect(await runHook(hook, requestWith(`Bearer ${token}`))).toBeInstanceOf(HttpError);
      expect(sessions.bytes).toBe(0);
    },
  );
});

describe('a session in the cache', () => {
  it('lets its request in at once, without the database, with its member', async () => {
    const token = createSecretToken();
    const sessions = new ReadCache<Session>(60_000);
    await sessions.getOrLoad(token, () => Promise.resolve(session(Date.now() + 60_000)));
    const request = requestWith(`Bearer ${token}`);
    let outcome: Error | undefined | 'pending' = 'pending';
    authorize(untouchableDb, sessions)(request, null, (error) => (outcome = error));
    expect(outcome).toBeUndefined();
    expect(request.member?.uid).toBe('member-1');
  });

  it('is refused once expired, even before the cache forgets it', async () => {
    const token = createSecretToken();
    const sessions = new ReadCache<Session>(60_000);
    await sessions.getOrLoad(token, () => Promise.resolve(session(Date.now() - 1)));
    const request = requestWith(`Bearer ${token}`);
    const error = await runHook(authorize(untouchableDb, sessions), request);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(401);
    expect(request.member).toBeNull();
  });

  it("is refused with the route's own message when its member lacks the right", async () => {
    const token = createSecretToken();
    const sessions = new ReadCache<Session>(60_000);
    await sessions.getOrLoad(token, () => Promise.resolve(session(Date.now() + 60_000)));
    const request = requestWith(`Bearer ${token}`);
    Object.assign(request.routeOptions.config, { access: 'admin', forbiddenMessage: 'Réservé aux administrateurs' });
    const error = await runHook(authorize(untouchableDb, sessions), request);
    expect((error as HttpError).statusCode).toBe(403);
    expect(error?.message).toBe('Réservé aux administrateurs');
  });
});
