import type { Queryable } from '../../db/schema.js';
import { createId, isoIn, isoNow } from '../../platform/tokens.js';

/**
 * Failed sign-ins counted over a sliding window, in the DB so every instance agrees. A few failures lock one
 * e-mail from one IP only, so a stranger cannot lock the owner out; an IP trying many e-mails is stopped; and
 * distributed guessing of one e-mail meets a ceiling of 100 failures (OWASP ASVS 5.0 V6.3, NIST SP 800-63B 5.2.2).
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmailAndIp: 5,
  maxFailuresPerIp: 30,
  maxFailuresPerEmail: 100,
} as const;

/** The failures of one counter (an e-mail, an IP, or both) in the window, and when the oldest of them was. */
async function failuresSince(db: Queryable, counter: { email?: string; ip?: string }, since: string) {
  let query = db
    .selectFrom('login_failures')
    .select((select) => [
      select.fn.countAll<number | string>().as('failures'),
      select.fn.min('created_at').as('oldest'),
    ])
    .where('created_at', '>', since);
  if (counter.email !== undefined) query = query.where('email', '=', counter.email);
  if (counter.ip !== undefined) query = query.where('ip', '=', counter.ip);
  const row = await query.executeTakeFirst();
  return { failures: Number(row?.failures ?? 0), oldest: row?.oldest ?? null };
}

/**
 * Null when this e-mail may try to sign in from this IP; otherwise the seconds until the oldest failure of a
 * counter over its limit leaves the window (the 429's Retry-After).
 */
export async function loginRetryAfterSeconds(db: Queryable, email: string, ip: string): Promise<number | null> {
  const since = isoIn(-LOGIN_THROTTLE.windowMs);
  const counters = [
    { email, ip, limit: LOGIN_THROTTLE.maxFailuresPerEmailAndIp },
    { ip, limit: LOGIN_THROTTLE.maxFailuresPerIp },
    { email, limit: LOGIN_THROTTLE.maxFailuresPerEmail },
  ];
  const counts = await Promise.all(counters.map((counter) => failuresSince(db, counter, since)));
  const reopenAt = counts.flatMap(({ failures, oldest }, index) =>
    oldest !== null && failures >= (counters[index]?.limit ?? 0) ? [Date.parse(oldest) + LOGIN_THROTTLE.windowMs] : [],
  );
  if (reopenAt.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...reopenAt) - Date.now()) / 1000));
}

export async function recordLoginFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ id: createId(), email, ip, created_at: isoNow() }).execute();
  await purgeStaleLoginFailures(db, new Date());
}

/** Failures older than the window no longer count: they go, so the table stays small. How many went. */
export async function purgeStaleLoginFailures(db: Queryable, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('login_failures')
    .where('created_at', '<=', isoIn(-LOGIN_THROTTLE.windowMs, now))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** A successful sign-in (or a password reset) wipes the account's failures. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}
