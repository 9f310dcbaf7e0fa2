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
  }) as unknown as FastifyRequest;

describe('tokens', () => {
  it('every secret we create has the token shape', () => {
    for (let index = 0; index < 100; index += 1) expect(isSecretTokenShaped(createSecretToken())).toBe(true);
  });

  it.each(['x'.repeat(15_000), 'forged-token', `${createSecretToken()}=`, `${createSecretToken().slice(1)}.`])(
    'a bearer value not shaped like a token is refused before the cache and the database: %#',
    async (token) => {
      const sessions = new ReadCache<Session>(60_000);
      const hook = authorize(untouchableDb, sessions);
      await expect(hook(requestWith(`Bearer ${token}`))).rejects.toBeInstanceOf(HttpError);
      expect(sessions.bytes).toBe(0);
    },
  );
});
