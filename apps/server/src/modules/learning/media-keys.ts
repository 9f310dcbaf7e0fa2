import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { bearerToken, currentMember } from '../../platform/auth.js';
import { unauthenticated } from '../../platform/errors.js';
import { createSecretToken, hashToken, isSecretTokenShaped, isoIn, isoNow } from '../../platform/tokens.js';

/**
 * How long a media key lasts since the last listing or file read that used it: a key copied out of the page dies
 * within this time once its session stops using it, and at once with the session.
 */
export const MEDIA_KEY_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The key of a session and a nonce: only the holder of the session's token can make it (32 bytes, base64url). */
function deriveMediaKey(token: string, nonce: string): string {
  return createHmac('sha256', token).update(`campus-media-key:${nonce}`).digest('base64url');
}

/**
 * The media key of the calling session, for the file URLs of one answer: a `video` or `audio` element cannot send the
 * bearer token, so its URL carries this key. One key per session (one row, whatever the number of listings), the same
 * while it lasts so that the URLs a page holds keep working; each listing gives it another lifetime, and a new nonce
 * (a new key) once it has expired. The row goes with the session (sign-out, password change, revoked sessions).
 */
export async function sessionMediaKey(db: Queryable, request: FastifyRequest): Promise<string> {
  const { tokenHash } = currentMember(request);
  const token = bearerToken(request.headers.authorization);
  // The routes handing out keys take no key themselves: a session with its token is always behind them.
  if (!token || !tokenHash) throw unauthenticated();
  const now = isoNow();
  const nonce = createSecretToken();
  const row = await db
    .insertInto('media_access_keys')
    .values({
      token_hash: tokenHash,
      key_hash: hashToken(deriveMediaKey(token, nonce)),
      nonce,
      expires_at: isoIn(MEDIA_KEY_LIFETIME_MS),
    })
    .onConflict((conflict) =>
      conflict.column('token_hash').doUpdateSet((eb) => {
        // In one statement, so that two listings at once agree on the key: the kept nonce unless it has expired.
        const isExpired = eb('media_access_keys.expires_at', '<=', now);
        return {
          key_hash: eb
            .case()
            .when(isExpired)
            .then(eb.ref('excluded.key_hash'))
            .else(eb.ref('media_access_keys.key_hash'))
            .end(),
          nonce: eb.case().when(isExpired).then(eb.ref('excluded.nonce')).else(eb.ref('media_access_keys.nonce')).end(),
          expires_at: eb.ref('excluded.expires_at'),
        };
      }),
    )
    .returning('nonce')
    .executeTakeFirstOrThrow();
  return deriveMediaKey(token, row.nonce);
}

/** Every expired key (of sessions that stopped listing): how many went. */
export async function purgeExpiredMediaKeys(db: Queryable, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('media_access_keys')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * The member of a media key that has not expired and whose session is still valid, or null. A key in use past half
 * its lifetime gets a new one: a long lesson played without a listing keeps its URL.
 */
export async function mediaKeyOwner(db: Queryable, key: string | undefined): Promise<string | null> {
  if (!key || !isSecretTokenShaped(key)) return null;
  const now = isoNow();
  const row = await db
    .selectFrom('media_access_keys')
    .innerJoin('auth_tokens', 'auth_tokens.token_hash', 'media_access_keys.token_hash')
    .select(['auth_tokens.uid', 'media_access_keys.token_hash', 'media_access_keys.expires_at'])
    .where('media_access_keys.key_hash', '=', hashToken(key))
    .where('media_access_keys.expires_at', '>', now)
    .where('auth_tokens.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.parse(row.expires_at) - Date.now() < MEDIA_KEY_LIFETIME_MS / 2) {
    await db
      .updateTable('media_access_keys')
      .set({ expires_at: isoIn(MEDIA_KEY_LIFETIME_MS) })
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  return row.uid;
}

/**
 * The member of the media key in a file URL's `key` query value: the platform's `keyHolder` for the lesson and
 * replay file routes, which a `video`, `audio` or PDF frame calls without a bearer token. The route then checks the
 * member's rights and the file's channel as for a bearer: a key opens only what its member may see now.
 */
export function mediaKeyHolder(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const { key } = request.query as { key?: unknown };
  return mediaKeyOwner(db, typeof key === 'string' ? key : undefined);
}
