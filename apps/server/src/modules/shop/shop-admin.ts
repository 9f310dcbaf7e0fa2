import {
  SALES_PAGE_SIZE,
  lastMonths,
  parisMonthOf,
  type AdminSubscription,
  type Revenue,
  type Sale,
} from '@campus/domain/shop';
import type { Queryable } from '../../db/schema.js';
import { presentInvoice } from '../billing/invoices.js';
import { presentSubscription } from '../billing/subscriptions.js';
import { displayNameOf } from '../users/display-name.js';

const memberColumns = ['users.uid', 'users.email', 'users.firstname', 'users.lastname', 'users.display_name'] as const;

function memberRef(row: {
  uid: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  display_name: string | null;
}) {
  return { uid: row.uid, email: row.email, name: displayNameOf(row) ?? row.email };
}

/** Invoices and credit notes of every member, newest first, one page; and how many in all. */
export async function listSales(db: Queryable, page: number): Promise<{ items: Sale[]; total: number }> {
  const finalised = db.selectFrom('invoices').where('invoices.status', '!=', 'draft');
  const [rows, count] = await Promise.all([
    finalised
      .innerJoin('users', 'users.uid', 'invoices.uid')
      .selectAll('invoices')
      .select([...memberColumns])
      .orderBy('invoices.issued_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(SALES_PAGE_SIZE)
      .offset((page - 1) * SALES_PAGE_SIZE)
      .execute(),
    finalised.select((select) => select.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const credited = await creditedCentsOf(
    db,
    rows.filter((row) => row.kind === 'invoice').map((row) => row.id),
  );
  return {
    items: rows.map((row) => {
      const refundableCents = row.kind === 'invoice' ? row.gross_cents - (credited.get(row.id) ?? 0) : 0;
      return {
        ...presentInvoice(row),
        member: memberRef(row),
        isRefundable: row.status === 'paid' && row.payment_ref !== null && refundableCents > 0,
        refundableCents,
      };
    }),
    total: Number(count.total),
  };
}

/** What the credit notes of these invoices add up to, per invoice (one query for a page). */
async function creditedCentsOf(db: Queryable, invoiceIds: string[]): Promise<Map<string, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select((select) => ['credit_of', select.fn.sum<number>('gross_cents').as('total')])
    .where('credit_of', 'in', invoiceIds)
    .groupBy('credit_of')
    .execute();
  return new Map(rows.flatMap((row) => (row.credit_of ? [[row.credit_of, Number(row.total)] as const] : [])));
}

/** Every subscription, newest first (at most the latest 500). */
export async function listAllSubscriptions(db: Queryable, graceDays: number): Promise<AdminSubscription[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.uid', 'subscriptions.uid')
    .selectAll('subscriptions')
    .select([...memberColumns])
    .orderBy('subscriptions.started_at', 'desc')
    .orderBy('subscriptions.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...presentSubscription(row, graceDays), member: memberRef(row) }));
}

const MONTHS = 12;

/**
 * Revenue by Paris month over the last 12: invoices issued (TTC), credit notes issued, subscriptions started and
 * ended. Read as rows of the window and added up here: at most a year of sales, and no date function differs
 * between SQLite and PostgreSQL.
 */
export async function revenueByMonth(db: Queryable, now: Date): Promise<Revenue> {
  const months = lastMonths(now, MONTHS);
  const [firstYear, firstMonth] = months[0]!.split('-').map(Number) as [number, number];
  // A day before the first Paris month starts, in UTC: the rows are then sorted into Paris months exactly.
  const from = new Date(Date.UTC(firstYear, firstMonth - 1, 1) - 24 * 60 * 60 * 1000).toISOString();
  const [invoices, started, ended] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['kind', 'gross_cents', 'issued_at'])
      .where('status', '!=', 'draft')
      .where('issued_at', '>=', from)
      .execute(),
    db.selectFrom('subscriptions').select('started_at as at').where('started_at', '>=', from).execute(),
    db
      .selectFrom('subscriptions')
      .select('ended_at as at')
      .where('ended_at', 'is not', null)
      .where('ended_at', '>=', from)
      .execute(),
  ]);
  const byMonth = new Map(
    months.map((month) => [
      month,
      { month, grossCents: 0, refundsCents: 0, newSubscriptions: 0, lostSubscriptions: 0 },
    ]),
  );
  for (const invoice of invoices) {
    const month = invoice.issued_at ? byMonth.get(parisMonthOf(invoice.issued_at)) : undefined;
    if (!month) continue;
    if (invoice.kind === 'credit_note') month.refundsCents += invoice.gross_cents;
    else month.grossCents += invoice.gross_cents;
  }
  for (const row of started) {
    const month = byMonth.get(parisMonthOf(row.at));
    if (month) month.newSubscriptions += 1;
  }
  for (const row of ended) {
    const month = row.at ? byMonth.get(parisMonthOf(row.at)) : undefined;
    if (month) month.lostSubscriptions += 1;
  }
  return { months: [...byMonth.values()] };
}
