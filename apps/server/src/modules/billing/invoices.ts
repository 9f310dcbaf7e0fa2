import { legalNameOf } from '@campus/domain/account';
import {
  BILLING_MESSAGES,
  INVOICE_PAGE_SIZE,
  STANDARD_VAT_RATE_BP,
  invoiceDueAt,
  invoiceTotals,
  invoiceYear,
  type InvoiceDetail,
  type InvoiceStatus,
  type InvoiceSummary,
  type invoiceListQuerySchema,
} from '@campus/domain/billing';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import { insertInvoiceLines } from './invoice-lines.js';
import { takeInvoiceNumber } from './invoice-numbers.js';
import type { DB, InvoicesTable, Queryable } from '../../db/schema.js';
import { withAudit } from '../../platform/audit.js';
import type { SellerConfig } from '../../platform/config.js';
import { HttpError, foundOr, notFound } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { pdfWorkers } from '../pdf/pdf-workers.js';

export type InvoiceRow = Selectable<InvoicesTable>;

/** An invoice as the member's list shows it. */
export function presentInvoice(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number ?? '',
    kind: row.kind,
    status: row.status === 'draft' ? 'open' : row.status,
    issuedAt: row.issued_at ?? row.created_at,
    dueAt: row.due_at ?? row.created_at,
    paidAt: row.paid_at,
    title: row.title,
    netCents: row.net_cents,
    vatCents: row.vat_cents,
    grossCents: row.gross_cents,
    currency: 'EUR',
  };
}

/** The member's finalised invoices (a draft is no one's to see yet): the base of every member and admin read. */
export const finalisedInvoicesOf = (db: Queryable, uid: string) =>
  db.selectFrom('invoices').where('uid', '=', uid).where('status', '!=', 'draft');

/** The member's finalised invoices, newest first, one page; and how many match in all. */
export async function listInvoices(
  db: Queryable,
  uid: string,
  query: z.output<typeof invoiceListQuerySchema>,
): Promise<{ items: InvoiceSummary[]; total: number }> {
  let select = finalisedInvoicesOf(db, uid);
  if (query.status) select = select.where('status', '=', query.status);
  if (query.year !== undefined) {
    // The Paris year as a range of issue instants (the index on uid, issued_at serves it).
    select = select
      .where('issued_at', '>=', parisYearStart(query.year))
      .where('issued_at', '<', parisYearStart(query.year + 1));
  }
  const [rows, count] = await Promise.all([
    select
      .selectAll()
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .limit(INVOICE_PAGE_SIZE)
      .offset((query.page - 1) * INVOICE_PAGE_SIZE)
      .execute(),
    select.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentInvoice), total: Number(count.total) };
}

/** 1 January 00:00 in Paris (always winter time: UTC+1) as an ISO instant. */
function parisYearStart(year: number): string {
  return new Date(Date.UTC(year - 1, 11, 31, 23, 0, 0)).toISOString();
}

/**
 * One of the member's own finalised invoices: another member's (or a draft) is a 404, so ids of others cannot be
 * probed.
 */
export function findMemberInvoice(db: Queryable, uid: string, id: string): Promise<InvoiceRow> {
  return foundOr(finalisedInvoicesOf(db, uid).selectAll().where('id', '=', id).executeTakeFirst(), notFound);
}

/** The invoice with its lines and its buyer as copied at finalisation. */
export async function invoiceDetail(db: Queryable, row: InvoiceRow): Promise<InvoiceDetail> {
  const [lines, creditOf] = await Promise.all([
    db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', row.id).orderBy('position').execute(),
    row.credit_of
      ? db.selectFrom('invoices').select('number').where('id', '=', row.credit_of).executeTakeFirst()
      : undefined,
  ]);
  return {
    ...presentInvoice(row),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      vatRateBasisPoints: line.vat_rate_bp,
      netCents: line.net_cents,
      vatCents: line.vat_cents,
      grossCents: line.gross_cents,
    })),
    buyer: {
      name: row.buyer_name ?? '',
      company: row.buyer_company,
      siren: row.buyer_siren,
      line1: row.buyer_line1,
      postale_code: row.buyer_postale_code,
      city: row.buyer_city,
      country: row.buyer_country ?? 'FR',
    },
    creditOfNumber: creditOf?.number ?? null,
  };
}

/** The seller's mentions an invoice was finalised with (the configured ones for an older row without them). */
function sellerOf(row: InvoiceRow, configured: SellerConfig): SellerConfig {
  return row.seller ? (JSON.parse(row.seller) as SellerConfig) : configured;
}

/**
 * An invoice's PDF, for the member's download, the admin's and the data export alike: rendered in the PDF worker
 * threads, never on the event loop (0.2 to 0.5 s of CPU each, measured).
 */
export async function invoicePdf(db: Queryable, row: InvoiceRow, configuredSeller: SellerConfig): Promise<Buffer> {
  const detail = await invoiceDetail(db, row);
  return Buffer.from(await pdfWorkers.run('renderInvoicePdf', detail, sellerOf(row, configuredSeller)));
}

export interface DraftLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRateBasisPoints?: number;
}

/** A draft invoice for a member: lines and totals, no number yet (deleting it leaves no hole in the numbering). */
export async function createDraftInvoice(
  db: Queryable,
  uid: string,
  title: string,
  lines: readonly DraftLine[],
): Promise<string> {
  const id = createId();
  const withRates = lines.map((line) => ({
    ...line,
    vatRateBasisPoints: line.vatRateBasisPoints ?? STANDARD_VAT_RATE_BP,
  }));
  const totals = invoiceTotals(withRates);
  const now = isoNow();
  await db
    .insertInto('invoices')
    .values({
      id,
      uid,
      number: null,
      status: 'draft',
      title,
      net_cents: totals.netCents,
      vat_cents: totals.vatCents,
      gross_cents: totals.grossCents,
      issued_at: null,
      due_at: null,
      paid_at: null,
      buyer_name: null,
      buyer_company: null,
      buyer_siren: null,
      buyer_line1: null,
      buyer_postale_code: null,
      buyer_city: null,
      buyer_country: null,
      seller: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertInvoiceLines(db, id, withRates);
  return id;
}

/**
 * Finalises a draft in one transaction: the next number of the year, the issue and due dates, the buyer's billing
 * address and the seller's mentions copied onto the invoice. Answers the number.
 */
export function finalizeInvoice(db: Kysely<DB>, id: string, seller: SellerConfig, now = new Date()): Promise<string> {
  return db.transaction().execute((transaction) => finalizeDraft(transaction, id, seller, now));
}

/** finalizeInvoice's work, in the caller's transaction (a payment's invoice commits with what the payment grants). */
export async function finalizeDraft(
  transaction: Transaction<DB>,
  id: string,
  seller: SellerConfig,
  now: Date,
): Promise<string> {
  const draft = await foundOr(
    transaction
      .selectFrom('invoices')
      .innerJoin('users', 'users.uid', 'invoices.uid')
      .select([
        'invoices.status',
        'users.address_line1',
        'users.address_postale_code',
        'users.address_city',
        'users.address_country',
        'users.address_company',
        'users.firstname',
        'users.lastname',
        'users.email',
      ])
      .where('invoices.id', '=', id)
      .executeTakeFirst(),
    notFound,
  );
  if (draft.status !== 'draft') throw new HttpError(409, BILLING_MESSAGES.invoiceNotEditable);
  const number = await takeInvoiceNumber(transaction, invoiceYear(now));
  await transaction
    .updateTable('invoices')
    .set({
      number,
      status: 'open',
      issued_at: now.toISOString(),
      due_at: invoiceDueAt(now),
      buyer_name: legalNameOf(draft),
      buyer_company: draft.address_company,
      buyer_line1: draft.address_line1,
      buyer_postale_code: draft.address_postale_code,
      buyer_city: draft.address_city,
      buyer_country: draft.address_country,
      seller: JSON.stringify(seller),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return number;
}

/** Deletes a draft (a finalised invoice is never deleted: it is voided or refunded). */
export async function deleteDraftInvoice(db: Queryable, id: string): Promise<void> {
  await db.deleteFrom('invoices').where('id', '=', id).where('status', '=', 'draft').execute();
}

/**
 * Spec 4: the billing admin sets a finalised invoice's status, recorded in the audit journal (who, from, to, when) in
 * the same transaction. Paid sets the payment date; answers the invoice as now stored.
 */
export function setInvoiceStatus(
  db: Queryable,
  actorUid: string,
  id: string,
  status: InvoiceStatus,
): Promise<InvoiceRow> {
  return withAudit(db, async (transaction) => {
    const row = await foundOr(
      transaction.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst(),
      notFound,
    );
    if (row.status === 'draft') throw new HttpError(409, BILLING_MESSAGES.invoiceNotEditable);
    const now = isoNow();
    const paidAt = status === 'paid' ? (row.paid_at ?? now) : status === 'open' ? null : row.paid_at;
    await transaction
      .updateTable('invoices')
      .set({ status, paid_at: paidAt, updated_at: now })
      .where('id', '=', id)
      .execute();
    return {
      result: { ...row, status, paid_at: paidAt, updated_at: now },
      audit: {
        actorUid,
        action: 'invoice.status-changed',
        targetUid: row.uid,
        subject: `invoice:${id}`,
        before: { status: row.status, paidAt: row.paid_at },
        after: { status, paidAt, number: row.number },
      },
    };
  });
}
