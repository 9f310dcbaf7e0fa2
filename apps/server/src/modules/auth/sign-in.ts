import { AUTH_MESSAGES, type loginRequestSchema } from '@campus/domain/account';
import { ADMINISTRATION_MESSAGES } from '@campus/domain/administration';
import { MODERATION_MESSAGES, formatSuspensionEnd, isSuspended } from '@campus/domain/moderation';
import type { z } from 'zod';
import type { Queryable } from '../../db/schema.js';
import { deleteExpiredAuthTokens, issueAuthToken } from '../../platform/auth.js';
import { HttpError, tooManyRequests } from '../../platform/errors.js';
import { verifyAgainstNobody, verifyPassword } from '../../platform/passwords.js';
import { isoNow } from '../../platform/tokens.js';
import { clearLoginFailures, loginRetryAfterSeconds, recordLoginFailure } from './login-throttle.js';

export type Credentials = z.output<typeof loginRequestSchema>;

/** Checks the credentials and opens a session; failures are counted for throttling. */
export async function signIn(db: Queryable, { email, password }: Credentials, ip: string): Promise<string> {
  const retryAfterSeconds = await loginRetryAfterSeconds(db, email, ip);
  if (retryAfterSeconds !== null) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds);
  const user = await db
    .selectFrom('users')
    .select(['uid', 'password_hash', 'last_sign_in_at', 'status', 'suspended_until'])
    .where('email', '=', email)
    .executeTakeFirst();
  const isValid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstNobody(password);
  if (!user || !isValid) {
    await recordLoginFailure(db, email, ip);
    throw new HttpError(401, AUTH_MESSAGES.badCredentials);
  }
  await clearLoginFailures(db, email);
  // Told only to whoever knows the password: nobody learns from it that an account exists.
  if (user.status === 'deactivated') throw new HttpError(403, ADMINISTRATION_MESSAGES.accountDeactivated);
  // A suspension (issue 32) holds until its end, then lifts by itself: the time is compared, nothing runs.
  if (isSuspended(user.suspended_until, new Date()) && user.suspended_until) {
    throw new HttpError(403, MODERATION_MESSAGES.suspendedAccount(formatSuspensionEnd(user.suspended_until)));
  }
  await db
    .updateTable('users')
    .set({ previous_sign_in_at: user.last_sign_in_at, last_sign_in_at: isoNow() })
    .where('uid', '=', user.uid)
    .execute();
  await deleteExpiredAuthTokens(db, user.uid);
  return issueAuthToken(db, user.uid);
}
