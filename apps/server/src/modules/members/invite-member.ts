import {
  ADMINISTRATION_MESSAGES,
  type InviteMemberResponse,
  type inviteMemberRequestSchema,
} from '@campus/domain/administration';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import type { DB } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import { HttpError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { createId } from '../../platform/tokens.js';
import { invitationLink, invitationMail, issueInvitation, revokePendingInvitations } from './invitations.js';
import { NO_ROLES, canonicalChannels, insertMember, isEmailTaken, type MemberGrant } from './member-rows.js';

export type InviteMemberInput = z.output<typeof inviteMemberRequestSchema>;

const emailTaken = () =>
  new HttpError(409, ADMINISTRATION_MESSAGES.emailTaken, { email: [ADMINISTRATION_MESSAGES.emailTaken] });
const noPendingInvitation = () => new HttpError(409, ADMINISTRATION_MESSAGES.noPendingInvitation);

/** The grant of an invitation or an import line, as the journal keeps it. */
export const grantState = (grant: MemberGrant) => ({
  email: grant.email,
  firstname: grant.firstname,
  lastname: grant.lastname,
  formations: grant.formations,
  channels: canonicalChannels(grant.channels),
  isCustomer: grant.isCustomer,
  roles: grant.roles,
  permissions: [...grant.permissions],
});

/** Creates an invited member with the rights granted and mails the invitation (valid 7 days); 409 on a taken e-mail. */
export async function inviteMember(
  db: Kysely<DB>,
  mailer: Mailer,
  publicUrl: string,
  actorUid: string,
  input: InviteMemberInput,
): Promise<InviteMemberResponse> {
  const grant: MemberGrant = { ...input, roles: input.roles ?? NO_ROLES, permissions: input.permissions ?? [] };
  const uid = createId();
  const token = await withAudit(db, async (transaction) => {
    if (await isEmailTaken(transaction, grant.email)) throw emailTaken();
    await insertMember(transaction, uid, grant, 'invited');
    const issued = await issueInvitation(transaction, uid, actorUid);
    return { result: issued, audit: { actorUid, action: 'member.invited', targetUid: uid, after: grantState(grant) } };
  });
  await mailer.send(db, invitationMail(grant.email, grant.firstname, invitationLink(publicUrl, token)));
  return { uid };
}

async function invitedMember(db: Kysely<DB>, uid: string) {
  const member = await db
    .selectFrom('users')
    .select(['uid', 'email', 'firstname', 'status'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!member) throw new HttpError(404, ADMINISTRATION_MESSAGES.memberNotFound);
  if (member.status !== 'invited') throw noPendingInvitation();
  return member;
}

/** A new link for a member who has not accepted yet (the previous one dies), mailed again. */
export async function resendInvitation(
  db: Kysely<DB>,
  mailer: Mailer,
  publicUrl: string,
  actorUid: string,
  uid: string,
): Promise<void> {
  const member = await invitedMember(db, uid);
  const token = await withAudit(db, async (transaction) => ({
    result: await issueInvitation(transaction, uid, actorUid),
    audit: { actorUid, action: 'member.invitation-resent', targetUid: uid },
  }));
  await mailer.send(db, invitationMail(member.email, member.firstname, invitationLink(publicUrl, token)));
}

/** The member's pending invitation stops working (the member stays invited: a new one may be sent). */
export async function revokeInvitation(db: Kysely<DB>, actorUid: string, uid: string): Promise<void> {
  await invitedMember(db, uid);
  await withAudit(db, async (transaction) => {
    if ((await revokePendingInvitations(transaction, uid)) === 0) throw noPendingInvitation();
    return { result: undefined, audit: { actorUid, action: 'member.invitation-revoked', targetUid: uid } };
  });
}
