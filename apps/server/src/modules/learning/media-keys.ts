import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/schema.js';
import { createSecretToken, hashToken, isSecretTokenShaped, isoIn, isoNow } from '../../platform/tokens.js';

/** How long a file URL handed to a media element keeps working: a long lesson or replay can stay paused that long. */
export const MEDIA_KEY_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * A key for the file URLs of one answer: a `video` or `audio` element cannot send the bearer token, so its URL
 * carries this key. Stored hashed; each use is still checked against the member's channels.
 */
export async function issueMediaKey(db: Queryable, uid: string): Promise<string> {
  const key = createSecretToken();
  await db.deleteFrom('media_access_keys').where('uid', '=', uid).where('expires_at', '<=', isoNow()).execute();
  await db
    .insertInto('media_access_keys')
    .values({ key_hash: hashToken(key), uid, expires_at: isoIn(MEDIA_KEY_LIFETIME_MS) })
    .execute();
  return key;
}

/** Every member's expired keys (issued per answer, they pile up): how many went. */
export async function purgeExpiredMediaKeys(db: Queryable, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('media_access_keys')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** The member a valid media key belongs to, or null. */
export async function mediaKeyOwner(db: Queryable, key: string | undefined): Promise<string | null> {
  if (!key || !isSecretTokenShaped(key)) return null;
  const row = await db
    .selectFrom('media_access_keys')
    .select('uid')
    .where('key_hash', '=', hashToken(key))
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return row?.uid ?? null;
}

/**
 * The member of the media key in a file URL's `key` query value: the platform's `keyHolder` for the lesson and
 * replay file routes, which a `video`, `audio` or PDF frame calls without a bearer token.
 */
export function mediaKeyHolder(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const { key } = request.query as { key?: unknown };
  return mediaKeyOwner(db, typeof key === 'string' ? key : undefined);
}
