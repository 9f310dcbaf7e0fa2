import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** An opaque secret for the client: 32 random bytes, base64url. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The length of every createSecretToken: 43 base64url characters (32 bytes, no padding). */
export const SECRET_TOKEN_LENGTH = 43;
const SECRET_TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${SECRET_TOKEN_LENGTH}}$`);

/** Whether a value could be one of our secrets: anything else is refused before any cache or database lookup. */
export function isSecretTokenShaped(value: string): boolean {
  return SECRET_TOKEN_SHAPE.test(value);
}

/** The SHA-256 of a text or of bytes, in hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Tokens are stored only as their SHA-256, so a leaked table gives no usable token. */
export function hashToken(token: string): string {
  return sha256Hex(token);
}

/** Ids for rows and files. */
export function createId(): string {
  return randomUUID();
}

/** Timestamps are stored as ISO-8601 UTC text on both dialects. */
export function isoNow(): string {
  return new Date().toISOString();
}

export function isoIn(milliseconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + milliseconds).toISOString();
}
