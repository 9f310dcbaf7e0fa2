import {
  ADMINISTRATION_MESSAGES,
  INVITATION_LIFETIME_DAYS,
  type InvitationPreview,
} from '@campus/domain/administration';
import type { Kysely } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import { issueAuthToken } from '../../platform/auth.js';
import { HttpError } from '../../platform/errors.js';
import { linkMail, type MailMessage } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import { createId, createSecretToken, hashToken, isSecretTokenShaped, isoIn, isoNow } from '../../platform/tokens.js';

export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** The invitation mail: the single-use link to `${PUBLIC_URL}/invitation?token=…`, valid 7 days. */
export function invitationMail(to: string, firstname: string | null, link: string): MailMessage {
  return linkMail({
    to,
    subject: 'Votre invitation sur Campus',
    firstname,
    before: [
      'Votre organisme de formation vous a ouvert un compte sur Campus. Choisissez votre mot de passe pour l’activer :',
    ],
    link: { url: link, label: 'Activer mon compte' },
    after: [
      `Ce lien est valable ${INVITATION_LIFETIME_DAYS} jours et ne sert qu’une seule fois. Passé ce délai, demandez une nouvelle invitation à votre organisme de formation.`,
      'L’équipe Campus',
    ],
  });
}

/** The link of an invitation token. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;

/** Ends the member's pending invitations (revoked now): how many there were. */
export async function revokePendingInvitations(db: Queryable, uid: string, now: string = isoNow()): Promise<number> {
  const { numUpdatedRows } = await db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('uid', '=', uid)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(numUpdatedRows);
}

/** A new invitation of the member (the pending ones die with it): the token of its link. */
export async function issueInvitation(db: Queryable, uid: string, invitedBy: string | null): Promise<string> {
  const now = isoNow();
  await revokePendingInvitations(db, uid, now);
  const token = createSecretToken();
  await db
    .insertInto('invitations')
    .values({
      id: createId(),
      uid,
      token_hash: hashToken(token),
      invited_by: invitedBy,
      created_at: now,
      expires_at: isoIn(INVITATION_LIFETIME_MS),
      revoked_at: null,
      accepted_at: null,
    })
    .execute();
  return token;
}

const invalidInvitation = () => new HttpError(400, ADMINISTRATION_MESSAGES.invalidInvitation);

/** The pending, unexpired invitation a token opens, with its member; a French 400 otherwise. */
async function findOpenInvitation(db: Queryable, token: string) {
  if (!isSecretTokenShaped(token)) throw invalidInvitation();
  const invitation = await db
    .selectFrom('invitations')
    .innerJoin('users', 'users.uid', 'invitations.uid')
    .select(['invitations.id', 'invitations.uid', 'users.email', 'users.firstname'])
    .where('invitations.token_hash', '=', hashToken(token))
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', isoNow())
    .where('users.status', '=', 'invited')
    .executeTakeFirst();
  if (!invitation) throw invalidInvitation();
  return invitation;
}

/** Whom an open invitation greets (the invitation page). */
export async function previewInvitation(db: Queryable, token: string): Promise<InvitationPreview> {
  const { email, firstname } = await findOpenInvitation(db, token);
  return { email, firstname };
}

/**
 * Sets the invited member's password once per link, makes the account active and signs the member in: the new
 * session's token.
 */
export async function acceptInvitation(db: Kysely<DB>, token: string, password: string): Promise<string> {
  const invitation = await findOpenInvitation(db, token);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (transaction) => {
    const now = isoNow();
    const claimed = await transaction
      .updateTable('invitations')
      .set({ accepted_at: now })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw invalidInvitation();
    await transaction
      .updateTable('users')
      .set({ password_hash: passwordHash, status: 'active', last_sign_in_at: now, updated_at: now })
      .where('uid', '=', invitation.uid)
      .where('status', '=', 'invited')
      .execute();
    return issueAuthToken(transaction, invitation.uid);
  });
}
