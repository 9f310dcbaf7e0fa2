import { SHOP_MESSAGES, type RefundResult } from '@campus/domain/shop';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit.js';
import { HttpError, fieldViolation, foundOr, notFound } from '../../platform/errors.js';
import { presentInvoice } from '../billing/invoices.js';
import { applyPaymentEvents } from './apply-events.js';
import { shopProviderOf } from './checkout.js';
import { sandboxShopProvider } from './shop-provider.js';
import { refundableCents } from './shop-invoices.js';

const isSandboxPayment = (ref: string) => /^(pi|ch)_sandbox_/.test(ref);

/**
 * The billing admin refunds `requestedCents` of a paid invoice (what is left of it when absent; a partial refund
 * leaves the rest refundable): through the provider that took the payment, whose refund event issues the credit note
 * (the sandbox's at once; Stripe's when its webhook confirms). Journaled.
 */
export async function refundInvoice(
  app: FastifyInstance,
  actorUid: string,
  id: string,
  requestedCents?: number,
): Promise<RefundResult> {
  const invoice = await foundOr(
    app.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst(),
    notFound,
  );
  const notRefundable = () => new HttpError(409, SHOP_MESSAGES.notRefundable);
  if (invoice.kind !== 'invoice' || invoice.status !== 'paid' || !invoice.payment_ref) throw notRefundable();
  const left = await app.db.transaction().execute((transaction) => refundableCents(transaction, invoice));
  if (left <= 0) throw notRefundable();
  if (requestedCents !== undefined && requestedCents > left) {
    throw fieldViolation('amountCents', SHOP_MESSAGES.refundTooLarge);
  }
  const amount = requestedCents ?? left;
  const provider = isSandboxPayment(invoice.payment_ref) ? sandboxShopProvider : shopProviderOf(app);
  if (provider.name === 'sandbox' && !isSandboxPayment(invoice.payment_ref)) throw notRefundable();
  const event = await provider.refund(invoice, {
    amountCents: amount,
    refundedBeforeCents: invoice.gross_cents - left,
  });
  if (event) await applyPaymentEvents(app, [event]);
  const creditNote = await app.db
    .selectFrom('invoices')
    .selectAll()
    .where('credit_of', '=', invoice.id)
    .orderBy('issued_at', 'desc')
    .executeTakeFirst();
  await recordAudit(app.db, {
    actorUid,
    action: 'invoice.refunded',
    targetUid: invoice.uid,
    subject: `invoice:${invoice.id}`,
    before: { status: invoice.status, number: invoice.number },
    after: { refundedCents: amount, leftCents: left - amount, creditNote: creditNote?.number ?? null },
  });
  return event && creditNote
    ? { creditNote: presentInvoice(creditNote), message: `Avoir ${creditNote.number ?? ''} émis` }
    : { creditNote: null, message: SHOP_MESSAGES.refundRequested };
}
