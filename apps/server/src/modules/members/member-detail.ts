import { ADMINISTRATION_MESSAGES, type InvitationSummary, type MemberDetail } from '@campus/domain/administration';
import { appPaths } from '@campus/domain/navigation';
import type { Queryable } from '../../db/schema.js';
import { HttpError } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import { SUMMARY_COLUMNS, membersWithRoles, toSummaries } from './member-summaries.js';

export const memberNotFound = () => new HttpError(404, ADMINISTRATION_MESSAGES.memberNotFound);

async function latestInvitation(db: Queryable, uid: string): Promise<InvitationSummary | null> {
  const row = await db
    .selectFrom('invitations')
    .select(['created_at', 'expires_at', 'revoked_at', 'accepted_at'])
    .where('uid', '=', uid)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const state = row.accepted_at
    ? 'accepted'
    : row.revoked_at
      ? 'revoked'
      : row.expires_at <= isoNow()
        ? 'expired'
        : 'pending';
  return { state, sentAt: row.created_at, expiresAt: row.expires_at };
}

async function countOf(db: Queryable, table: 'invoices' | 'contracts', uid: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((select) => select.fn.countAll().as('count'))
    .where('uid', '=', uid)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One member as the admin's member page shows them: rights, channels, sign-ins, invitation, invoices, contracts. */
export async function loadMemberDetail(db: Queryable, uid: string): Promise<MemberDetail> {
  const row = await membersWithRoles(db).select(SUMMARY_COLUMNS).where('users.uid', '=', uid).executeTakeFirst();
  if (!row) throw memberNotFound();
  const [[summary], invitation, invoiceCount, contractCount] = await Promise.all([
    toSummaries(db, [row]),
    latestInvitation(db, uid),
    countOf(db, 'invoices', uid),
    countOf(db, 'contracts', uid),
  ]);
  return {
    ...summary!,
    previousSignInAt: row.previous_sign_in_at,
    deactivatedAt: row.deactivated_at,
    closureDueAt: row.closure_due_at,
    closedAt: row.closed_at,
    invitation,
    invoiceCount,
    contractCount,
    links: { billing: appPaths.mdb.memberBilling(uid) },
  };
}
