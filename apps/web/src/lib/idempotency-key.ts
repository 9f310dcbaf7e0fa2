/**
 * A new key for a write that must happen once even if it is sent again (the Idempotency-Key header): a retry, by the
 * client or by a load balancer after an instance died, answers what the first attempt committed. getRandomValues,
 * unlike randomUUID, also exists on a page served over plain http from another host than localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
