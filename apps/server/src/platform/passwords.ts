import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, 2 iterations, 1 lane).

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let unknownAccountHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a wrong e-mail can't be told from a wrong password. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  unknownAccountHash ??= hash('campus-unknown-account');
  await verifyPassword(await unknownAccountHash, password);
  return false;
}
