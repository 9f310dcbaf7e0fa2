import type { FastifyRequest } from 'fastify';
import { HttpError, SERVER_MESSAGES } from './errors.js';

/** Visible ASCII, 1 to 200 characters: the web app sends 32 hexadecimal digits (apps/web/src/lib/idempotency-key.ts). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's Idempotency-Key: a write sent again with the same key (a client's retry, or a load balancer's after an
 * instance died) answers what the first attempt committed. Null without one; a malformed key is a 400.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  return key === undefined ? null : checkedIdempotencyKey(key);
}

/** A key sent another way (a realtime post's `key`), checked as the header is. */
export function checkedIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, SERVER_MESSAGES.badIdempotencyKey);
  }
  return key;
}
