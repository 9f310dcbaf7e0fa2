import { netOfGross, creditNoteTitle, type OfferInterval } from '@campus/domain/shop';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SellerConfig } from '../../platform/config.js';
import { createDraftInvoice, finalizeDraft, type InvoiceRow } from '../billing/invoices.js';

/** What a payment bought, as its invoice says it. */
export interface PaidItem {
  uid: string;
  offerId: string | null;
  name: string;
  interval: OfferInterval;
  /** TTC, as paid. */
  grossCents: number;
  vatRateBasisPoints: number;
}

const INTERVAL_LABELS: Record<OfferInterval, string> = {
  once: '',
  month: ' (abonnement mensuel)',
  year: ' (abonnement annuel)',
};

/** The HT of a TTC to the cent (an offer's price always has one; a partial refund takes the nearest). */
const netOf = (grossCents: number, rate: number) =>
  netOfGross(grossCents, rate) ?? Math.round((grossCents * 10_000) / (10_000 + rate));

const findByProviderRef = (transaction: Transaction<DB>, ref: string) =>
  transaction.selectFrom('invoices').selectAll().where('provider_ref', '=', ref).executeTakeFirst();

/**
 * The paid invoice of a payment, numbered in the series without gaps, in the transaction that records the payment.
 * `providerRef` (Stripe's invoice or payment intent) makes it once: the same payment told twice answers the first.
 */
export async function issuePaidInvoice(
  transaction: Transaction<DB>,
  seller: SellerConfig,
  item: PaidItem,
  refs: { providerRef: string; paymentRef: string | null },
  now: Date,
): Promise<InvoiceRow> {
  const existing = await findByProviderRef(transaction, refs.providerRef);
  if (existing) return existing;
  const title = `${item.name}${INTERVAL_LABELS[item.interval]}`;
  const id = await createDraftInvoice(transaction, item.uid, title, [
    {
      description: title,
      quantity: 1,
      unitPriceCents: netOf(item.grossCents, item.vatRateBasisPoints),
      vatRateBasisPoints: item.vatRateBasisPoints,
    },
  ]);
  await finalizeDraft(transaction, id, seller, now);
  await transaction
    .updateTable('invoices')
    .set({
      status: 'paid',
      paid_at: now.toISOString(),
      provider_ref: refs.providerRef,
      payment_ref: refs.paymentRef,
      offer_id: item.offerId,
    })
    .where('id', '=', id)
    .execute();
  return transaction.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** What is left to refund of an invoice: its TTC less its credit notes'. */
export async function refundableCents(transaction: Transaction<DB>, invoice: InvoiceRow): Promise<number> {
  const credited = await transaction
    .selectFrom('invoices')
    .select((select) => select.fn.sum<number>('gross_cents').as('total'))
    .where('credit_of', '=', invoice.id)
    .executeTakeFirst();
  return invoice.gross_cents - Number(credited?.total ?? 0);
}

/**
 * A credit note (`avoir`, Factur-X 381) for a refund of `grossCents` of an invoice: numbered in the same series, its
 * own document referring to the invoice, which is never edited but for its status (refunded once wholly credited).
 * `refundRef` (Stripe's refund) makes it once. Null when nothing is left to refund.
 */
export async function issueCreditNote(
  transaction: Transaction<DB>,
  seller: SellerConfig,
  invoice: InvoiceRow,
  refundRef: string,
  grossCents: number,
  now: Date,
): Promise<InvoiceRow | null> {
  const existing = await findByProviderRef(transaction, refundRef);
  if (existing) return existing;
  const left = await refundableCents(transaction, invoice);
  const amount = Math.min(grossCents, left);
  if (amount <= 0) return null;
  const title = creditNoteTitle(invoice.number ?? '');
  const lines = await transaction
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .orderBy('position')
    .execute();
  const isWhole = amount === invoice.gross_cents;
  const rate = lines[0]?.vat_rate_bp ?? 2000;
  const id = await createDraftInvoice(
    transaction,
    invoice.uid,
    title,
    isWhole
      ? lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPriceCents: line.unit_price_cents,
          vatRateBasisPoints: line.vat_rate_bp,
        }))
      : [
          {
            description: `Remboursement partiel : ${invoice.title}`,
            quantity: 1,
            unitPriceCents: netOf(amount, rate),
            vatRateBasisPoints: rate,
          },
        ],
  );
  await finalizeDraft(transaction, id, seller, now);
  await transaction
    .updateTable('invoices')
    .set({
      kind: 'credit_note',
      credit_of: invoice.id,
      status: 'paid',
      paid_at: now.toISOString(),
      provider_ref: refundRef,
      offer_id: invoice.offer_id,
    })
    .where('id', '=', id)
    .execute();
  if (amount === left) {
    await transaction
      .updateTable('invoices')
      .set({ status: 'refunded', updated_at: now.toISOString() })
      .where('id', '=', invoice.id)
      .execute();
  }
  return transaction.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
