import { fullNameOf } from '@campus/domain/account';
import {
  BILLING_MEMBER_SEARCH_LIMIT,
  type BillingAuditEntry,
  type BillingMember,
  type BillingMemberSearchQuery,
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

/** The admin actions on the member's billing and contracts, newest first, with who made them. */
async function memberAudit(db: Queryable, uid: string): Promise<BillingAuditEntry[]> {
  const [statusChanges, contractActions] = await Promise.all([
    db
      .selectFrom('invoice_status_changes')
      .innerJoin('invoices', 'invoices.id', 'invoice_status_changes.invoice_id')
      .innerJoin('users', 'users.uid', 'invoice_status_changes.actor_uid')
      .select([
        'invoice_status_changes.id',
        'invoice_status_changes.created_at',
        'invoice_status_changes.invoice_id',
        'invoice_status_changes.from_status',
        'invoice_status_changes.to_status',
        'invoices.number',
        'users.firstname',
        'users.lastname',
        'users.display_name',
        'users.email',
      ])
      .where('invoices.uid', '=', uid)
      .orderBy('invoice_status_changes.created_at', 'desc')
      .limit(MEMBER_BILLING_LIMIT)
      .execute(),
    db
      .selectFrom('contract_admin_actions')
      .innerJoin('contracts', 'contracts.id', 'contract_admin_actions.contract_id')
      .innerJoin('users', 'users.uid', 'contract_admin_actions.actor_uid')
      .select([
        'contract_admin_actions.id',
        'contract_admin_actions.created_at',
        'contract_admin_actions.contract_id',
        'contracts.product_name',
        'contracts.course_id',
        'contracts.created_at as contract_created_at',
        'users.firstname',
        'users.lastname',
        'users.display_name',
        'users.email',
      ])
      .where('contract_admin_actions.target_uid', '=', uid)
      .orderBy('contract_admin_actions.created_at', 'desc')
      .limit(MEMBER_BILLING_LIMIT)
      .execute(),
  ]);
  const entries: BillingAuditEntry[] = [
    ...statusChanges.map((row): BillingAuditEntry => ({
      kind: 'invoice-status',
      id: row.id,
      at: row.created_at,
      actorName: billingNameOf(row),
      invoiceId: row.invoice_id,
      invoiceNumber: row.number ?? '',
      fromStatus: row.from_status,
      toStatus: row.to_status,
    })),
    ...contractActions.map((row): BillingAuditEntry => ({
      kind: 'contract-issued',
      id: row.id,
      at: row.created_at,
      actorName: billingNameOf(row),
      contractId: row.contract_id,
      contractName: nameOfContract({
        product_name: row.product_name,
        course_id: row.course_id,
        created_at: row.contract_created_at,
      }),
    })),
  ];
  return entries
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)))
    .slice(0, MEMBER_BILLING_LIMIT);
}

/**
 * GET /shop/admin/members/{uid}/billing: one member's billing state for MDB_ADMIN: identity, finalised invoices,
 * subscriptions, cards (brand, last four digits, expiry), contracts signed or waiting, and the audit trail.
 */
export async function loadMemberBilling(db: Queryable, payments: PaymentProvider, uid: string): Promise<MemberBilling> {
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
    listSubscriptions(db, uid),
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
