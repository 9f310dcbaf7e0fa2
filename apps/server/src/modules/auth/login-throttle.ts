import type { Queryable } from '../../db/schema.js';
import { createId, isoIn, isoNow } from '../../platform/tokens.js';

/** Failed sign-ins counted per e-mail and per IP over a sliding window, in the DB so every instance agrees. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 30,
} as const;

async function countFailures(db: Queryable, column: 'email' | 'ip', value: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((select) => select.fn.countAll().as('failures'))
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}

export async function isLoginThrottled(db: Queryable, email: string, ip: string): Promise<boolean> {
  const since = isoIn(-LOGIN_THROTTLE.windowMs);
  const [emailFailures, ipFailures] = await Promise.all([
    countFailures(db, 'email', email, since),
    countFailures(db, 'ip', ip, since),
  ]);
  return emailFailures >= LOGIN_THROTTLE.maxFailuresPerEmail || ipFailures >= LOGIN_THROTTLE.maxFailuresPerIp;
}

export async function recordLoginFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ id: createId(), email, ip, created_at: isoNow() }).execute();
  // Rows older than the window no longer count: drop them so the table stays small.
  await db.deleteFrom('login_failures').where('created_at', '<=', isoIn(-LOGIN_THROTTLE.windowMs)).execute();
}

/** A successful sign-in (or a password reset) wipes the account's failures. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
