import { fullNameOf } from '@campus/domain/account';
import {
  BILLING_MEMBER_SEARCH_LIMIT,
  type BillingAuditEntry,
  type BillingMember,
  type BillingMemberSearchQuery,
  type InvoiceStatus,
  type MemberBilling,
} from '@campus/domain/billing';
import { sql } from 'kysely';
import { nameOfContract } from '../contracts/contract-rows.js';
import type { Queryable } from '../../db/schema.js';
import { foundOr, notFound } from '../../platform/errors.js';
import { listContracts } from '../contracts/contracts.js';
import { displayNameOf } from '../users/display-name.js';
import { containsPattern } from '../users/member-search.js';
import { finalisedInvoicesOf, presentInvoice } from './invoices.js';
import type { PaymentProvider } from './payment-provider.js';
import { listSubscriptions } from './subscriptions.js';

/** The most invoices and audit entries one member's billing view shows (a member holds a few dozen invoices). */
const MEMBER_BILLING_LIMIT = 200;

interface NameColumns {
  firstname: string | null;
  lastname: string | null;
  display_name: string | null;
  email: string;
}

/** "Firstname Lastname", else the display name, else the e-mail: how the billing admin names a member. */
const billingNameOf = (row: NameColumns) => fullNameOf(row) || displayNameOf(row) || row.email;

const presentMember = (row: NameColumns & { uid: string }): BillingMember => ({
  uid: row.uid,
  name: billingNameOf(row),
  email: row.email,
});

/**
 * The billing admin's member search: every member (prospects too: they are invoiced) whose folded name or e-mail
 * contains the text, at most 20, by name. Identity and e-mail only.
 */
export async function searchBillingMembers(
  db: Queryable,
  query: Required<BillingMemberSearchQuery>,
): Promise<BillingMember[]> {
  const pattern = containsPattern(query.q.trim());
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'email', 'firstname', 'lastname', 'display_name'])
    .where((eb) =>
      eb.or([
        eb('search_text', 'like', sql<string>`${pattern} escape '\\'`),
        eb('email', 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    )
    .orderBy('search_text')
    .orderBy('email')
    .limit(BILLING_MEMBER_SEARCH_LIMIT)
    .execute();
  return rows.map(presentMember);
}

/** The admin actions on the member's billing and contracts, newest first, with who made them: the audit journal's. */
async function memberAudit(db: Queryable, uid: string): Promise<BillingAuditEntry[]> {
  const rows = await db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.uid', 'audit_events.actor_uid')
    .select([
      'audit_events.id',
      'audit_events.at',
      'audit_events.action',
      'audit_events.subject',
      'audit_events.before',
      'audit_events.after',
      'users.firstname',
      'users.lastname',
      'users.display_name',
      'users.email',
    ])
    .where('audit_events.target_uid', '=', uid)
    .where('audit_events.action', 'in', ['invoice.status-changed', 'contract.issued'])
    .orderBy('audit_events.at', 'desc')
    .orderBy('audit_events.id', 'desc')
    .limit(MEMBER_BILLING_LIMIT)
    .execute();
  const idOf = (subject: string | null) => subject?.slice(subject.indexOf(':') + 1) ?? '';
  const contractIds = rows.filter((row) => row.action === 'contract.issued').map((row) => idOf(row.subject));
  const contracts =
    contractIds.length === 0
      ? []
      : await db
          .selectFrom('contracts')
          .select(['id', 'product_name', 'course_id', 'created_at'])
          .where('id', 'in', contractIds)
          .execute();
  const state = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : {});
  const actorName = (row: (typeof rows)[number]) =>
    row.email === null ? '' : billingNameOf({ ...row, email: row.email });
  return rows.flatMap((row): BillingAuditEntry[] => {
    if (row.action === 'invoice.status-changed') {
      const [before, after] = [state(row.before), state(row.after)];
      return [
        {
          kind: 'invoice-status',
          id: row.id,
          at: row.at,
          actorName: actorName(row),
          invoiceId: idOf(row.subject),
          invoiceNumber: typeof after.number === 'string' ? after.number : '',
          fromStatus: typeof before.status === 'string' ? before.status : '',
          toStatus: after.status as InvoiceStatus,
        },
      ];
    }
    const contract = contracts.find((candidate) => candidate.id === idOf(row.subject));
    if (!contract) return [];
    return [
      {
        kind: 'contract-issued',
        id: row.id,
        at: row.at,
        actorName: actorName(row),
        contractId: contract.id,
        contractName: nameOfContract(contract),
      },
    ];
  });
}

/**
 * GET /shop/admin/members/{uid}/billing: one member's billing state for MDB_ADMIN: identity, finalised invoices,
 * subscriptions, cards (brand, last four digits, expiry), contracts signed or waiting, and the audit trail.
 */
export async function loadMemberBilling(
  db: Queryable,
  payments: PaymentProvider,
  uid: string,
  graceDays: number,
): Promise<MemberBilling> {
  const member = await foundOr(
    db
      .selectFrom('users')
      .select(['uid', 'email', 'firstname', 'lastname', 'display_name'])
      .where('uid', '=', uid)
      .executeTakeFirst(),
    notFound,
  );
  const [invoices, subscriptions, paymentMethods, contracts, audit] = await Promise.all([
    finalisedInvoicesOf(db, uid)
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MEMBER_BILLING_LIMIT)
      .execute(),
    listSubscriptions(db, uid, graceDays),
    payments.list(uid),
    listContracts(db, uid),
    memberAudit(db, uid),
  ]);
  return {
    member: presentMember(member),
    invoices: invoices.map(presentInvoice),
    subscriptions,
    paymentMethods,
    contracts,
    audit,
  };
}
