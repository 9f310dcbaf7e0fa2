import { AUTH_MESSAGES } from '@campus/domain/account';
import type { Queryable } from '../../db/schema.js';
import { revokeAllAuthTokens } from '../../platform/auth.js';
import { HttpError } from '../../platform/errors.js';
import { linkMail, type MailMessage, type Mailer } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import { createSecretToken, hashToken, isSecretTokenShaped, isoIn, isoNow } from '../../platform/tokens.js';
import { clearLoginFailures } from './login-throttle.js';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per hour, so nobody can flood a mailbox. */
export const MAX_RESET_MAILS_PER_HOUR = 3;
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

export function resetPasswordMail(to: string, firstname: string | null, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'Réinitialisation de votre mot de passe Campus',
    firstname,
    before: [
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Campus. Ce lien vous permet d’en choisir un nouveau :',
    ],
    link: { url: link, label: 'Choisir un nouveau mot de passe' },
    after: [
      'Ce lien est valable une heure et ne sert qu’une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste inchangé.',
      'L’équipe Campus',
    ],
  });
}

/** Mails a single-use reset link when the account exists; says nothing either way. */
export async function requestPasswordReset(
  db: Queryable,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<void> {
  const user = await db.selectFrom('users').select(['uid', 'firstname']).where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const recent = await db
    .selectFrom('password_resets')
    .select((select) => select.fn.countAll().as('mails'))
    .where('uid', '=', user.uid)
    .where('created_at', '>', isoIn(-RESET_MAIL_WINDOW_MS))
    .executeTakeFirst();
  if (Number(recent?.mails ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return;

  const link = await createPasswordResetLink(db, publicUrl, user.uid);
  await mailer.send(db, resetPasswordMail(email, user.firstname, link));
}

/** A single-use link `${PUBLIC_URL}/reset-password?token=…` to choose the account's password. */
export async function createPasswordResetLink(
  db: Queryable,
  publicUrl: string,
  uid: string,
  lifetimeMs: number = RESET_TOKEN_LIFETIME_MS,
): Promise<string> {
  const token = createSecretToken();
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashToken(token), uid, expires_at: isoIn(lifetimeMs), used_at: null, created_at: isoNow() })
    .execute();
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Reset links used or expired, once past the hour in which they count against MAX_RESET_MAILS_PER_HOUR: how many
 * went.
 */
export async function purgeSpentPasswordResets(db: Queryable, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('password_resets')
    .where((where) => where.or([where('used_at', 'is not', null), where('expires_at', '<=', now.toISOString())]))
    .where('created_at', '<=', isoIn(-RESET_MAIL_WINDOW_MS, now))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Sets the new password once per link, then closes every open session of the account; returns its uid. */
export async function resetPassword(db: Queryable, token: string, password: string): Promise<string> {
  if (!isSecretTokenShaped(token)) throw new HttpError(400, AUTH_MESSAGES.invalidResetToken);
  const now = isoNow();
  const reset = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.uid', 'password_resets.uid')
    .select(['password_resets.uid', 'users.email'])
    .where('password_resets.token_hash', '=', hashToken(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
  if (!reset) throw new HttpError(400, AUTH_MESSAGES.invalidResetToken);

  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (transaction) => {
    // Every pending link of the account dies with this one: only the newest choice counts.
    const claimed = await transaction
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('uid', '=', reset.uid)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new HttpError(400, AUTH_MESSAGES.invalidResetToken);
    await transaction
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('uid', '=', reset.uid)
      .execute();
    await revokeAllAuthTokens(transaction, reset.uid);
    await clearLoginFailures(transaction, reset.email);
  });
  return reset.uid;
}
