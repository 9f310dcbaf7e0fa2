import { periodEnd, periodOfInterval, type OfferInterval } from '@campus/domain/shop';
import type { Transaction } from 'kysely';
import { inTransaction } from '../../db/in-transaction.js';
import type { DB, Queryable } from '../../db/schema.js';
import type { SellerConfig } from '../../platform/config.js';
import { createId } from '../../platform/tokens.js';
import type { Committed, RealtimeEvent } from '../../realtime/realtime-events.js';
import { grantAccess, revokeAccess } from './grants.js';
import { grantsOf, type OfferRow } from './offers.js';
import { issueCreditNote, issuePaidInvoice } from './shop-invoices.js';

/**
 * A payment provider's event, as Stripe sends it to its webhook (`Stripe.Event`: id, type, the object it is about).
 * The sandbox makes the same events, so a payment goes through this one path whoever took it (architecture 4.13).
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created?: number;
  data: { object: unknown };
}

export type PaymentProviderName = 'stripe' | 'sandbox';

/** What the caller does once the event's transaction committed. */
export interface PaymentEventOutcome {
  /** False: the event was seen before (a provider retry), nothing was done again. */
  processed: boolean;
  /** Failed payments whose member is reminded by mail (a job, sent after the commit). */
  failedPayments: { subscriptionId: string; invoiceRef: string }[];
}

type Fields = Record<string, unknown>;
const asFields = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** An id field that may be expanded into its object. */
const idOf = (value: unknown): string | null => text(value) ?? text(asFields(value).id);
const instant = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/** Who and what a payment is for: the metadata Campus gives its Checkout sessions and subscriptions. */
interface PaymentMetadata {
  uid: string;
  offerId: string;
  checkoutId: string | null;
}

function metadataOf(...candidates: unknown[]): PaymentMetadata | null {
  for (const candidate of candidates) {
    const metadata = asFields(candidate);
    const uid = text(metadata.uid);
    const offerId = text(metadata.offerId);
    if (uid && offerId) return { uid, offerId, checkoutId: text(metadata.checkoutId) };
  }
  return null;
}

/** A Stripe invoice's subscription and its metadata, where the API version in use puts them. */
function invoiceSubscription(invoice: Fields): { id: string | null; metadata: PaymentMetadata | null } {
  const details = asFields(asFields(invoice.parent).subscription_details);
  const legacy = asFields(invoice.subscription_details);
  return {
    id: idOf(details.subscription) ?? idOf(invoice.subscription),
    metadata: metadataOf(details.metadata, legacy.metadata, invoice.metadata, asFields(invoice.subscription).metadata),
  };
}

/** The end of the period an invoice paid for (its first line's), if the event tells it. */
function invoicePeriodEnd(invoice: Fields): Date | null {
  const lines = asFields(invoice.lines).data;
  const first = Array.isArray(lines) ? asFields(lines[0]) : {};
  return instant(count(asFields(first.period).end));
}

/** A subscription's current period end, where the API version in use puts it. */
function subscriptionPeriodEnd(subscription: Fields): Date | null {
  const items = asFields(subscription.items).data;
  const item = Array.isArray(items) ? asFields(items[0]) : {};
  return instant(count(item.current_period_end) ?? count(subscription.current_period_end));
}

/** A Stripe invoice's payment intent (older API versions), or the first of its payments (newer ones). */
function invoicePaymentIntent(invoice: Fields): string | null {
  const payments = asFields(invoice.payments).data;
  const first = Array.isArray(payments) ? asFields(asFields(payments[0]).payment) : {};
  return idOf(invoice.payment_intent) ?? idOf(first.payment_intent) ?? idOf(invoice.charge);
}

export interface PaymentEventContext {
  seller: SellerConfig;
  provider: PaymentProviderName;
  now?: Date;
}

/**
 * Applies one provider event in one transaction, once: its id is kept, so an event delivered twice (Stripe retries
 * until it gets a 2xx) does nothing the second time. Events may come in any order: each one carries enough (the
 * metadata) to create what an earlier event would have, and an ended subscription is never brought back by a late
 * event about its past.
 */
export async function processPaymentEvent(
  db: Queryable,
  event: PaymentEvent,
  context: PaymentEventContext,
): Promise<Committed<PaymentEventOutcome>> {
  const now = context.now ?? new Date();
  const realtime: RealtimeEvent[] = [];
  // In the caller's transaction when there is one (the demo seed's), else in its own.
  const outcome = await inTransaction(db, async (queryable) => {
    const transaction = queryable as Transaction<DB>;
    const recorded = await transaction
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, provider: context.provider, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    const result: PaymentEventOutcome = { processed: recorded !== undefined, failedPayments: [] };
    if (!recorded) return result;
    const run = new EventRun(transaction, context, now, realtime, result);
    await run.apply(event.type, asFields(event.data.object));
    return result;
  });
  return { result: outcome, events: realtime };
}

type SubscriptionRow = Awaited<ReturnType<EventRun['findSubscription']>>;

class EventRun {
  constructor(
    private readonly transaction: Transaction<DB>,
    private readonly context: PaymentEventContext,
    private readonly now: Date,
    private readonly realtime: RealtimeEvent[],
    private readonly outcome: PaymentEventOutcome,
  ) {}

  async apply(type: string, object: Fields): Promise<void> {
    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.checkoutCompleted(object);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return this.checkoutEnded(object, type === 'checkout.session.expired' ? 'expired' : 'failed');
      case 'invoice.paid':
        return this.invoicePaid(object);
      case 'invoice.payment_failed':
        return this.invoiceFailed(object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return this.subscriptionUpdated(object);
      case 'customer.subscription.deleted':
        return this.subscriptionDeleted(object);
      case 'charge.refunded':
        return this.chargeRefunded(object);
      default:
        // Other events (the provider sends what the endpoint subscribed to) are kept as seen and left.
        return;
    }
  }

  #publish(event: RealtimeEvent | null): void {
    if (event) this.realtime.push(event);
  }

  #offer(id: string): Promise<OfferRow | undefined> {
    return this.transaction.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  #markCheckout(checkoutId: string | null, sessionId: string | null, status: 'paid' | 'failed' | 'expired') {
    if (!checkoutId && !sessionId) return Promise.resolve();
    let update = this.transaction
      .updateTable('checkouts')
      .set({ status, updated_at: this.now.toISOString(), ...(status === 'paid' && { failure: null }) })
      .where('status', '!=', 'paid');
    update = checkoutId ? update.where('id', '=', checkoutId) : update.where('provider_session_id', '=', sessionId);
    return update.execute();
  }

  async checkoutCompleted(session: Fields): Promise<void> {
    const paymentStatus = text(session.payment_status);
    // A delayed payment method completes the session unpaid: its async_payment_succeeded event comes later.
    if (paymentStatus && paymentStatus !== 'paid' && paymentStatus !== 'no_payment_required') return;
    const metadata = metadataOf(session.metadata);
    if (!metadata) return;
    const offer = await this.#offer(metadata.offerId);
    if (!offer) return;
    await this.#markCheckout(metadata.checkoutId, text(session.id), 'paid');
    if (text(session.mode) === 'subscription') {
      const providerId = idOf(session.subscription);
      if (!providerId) return;
      const subscription = await this.ensureSubscription(providerId, metadata, offer);
      if (subscription && !subscription.ended_at) {
        this.#publish(
          await grantAccess(
            this.transaction,
            metadata.uid,
            sourceOf(subscription.id),
            grantsOf(offer),
            this.now.toISOString(),
          ),
        );
      }
      return;
    }
    // Paid once: the invoice, and access for good (until a refund).
    const paymentIntent = idOf(session.payment_intent);
    const invoice = await issuePaidInvoice(
      this.transaction,
      this.context.seller,
      {
        uid: metadata.uid,
        offerId: offer.id,
        name: offer.name,
        interval: 'once',
        grossCents: count(session.amount_total) ?? offer.price_cents,
        vatRateBasisPoints: offer.vat_rate_bp,
      },
      { providerRef: paymentIntent ?? `cs:${text(session.id) ?? createId()}`, paymentRef: paymentIntent },
      this.now,
    );
    this.#publish(
      await grantAccess(
        this.transaction,
        metadata.uid,
        `purchase:${invoice.id}`,
        grantsOf(offer),
        this.now.toISOString(),
      ),
    );
  }

  async checkoutEnded(session: Fields, status: 'failed' | 'expired'): Promise<void> {
    await this.#markCheckout(metadataOf(session.metadata)?.checkoutId ?? null, text(session.id), status);
  }

  findSubscription(providerId: string) {
    return this.transaction
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', providerId)
      .executeTakeFirst();
  }

  /** The subscription of a provider id, created from the metadata when this event is the first to tell of it. */
  async ensureSubscription(providerId: string, metadata: PaymentMetadata | null, known?: OfferRow) {
    const existing = await this.findSubscription(providerId);
    if (existing || !metadata) return existing;
    const offer = known ?? (await this.#offer(metadata.offerId));
    if (!offer || offer.interval === 'once') return undefined;
    const interval: Exclude<OfferInterval, 'once'> = offer.interval;
    const row = {
      id: createId(),
      uid: metadata.uid,
      product: offer.name,
      period: periodOfInterval(interval),
      status: 'active' as const,
      amount_cents: offer.price_cents,
      started_at: this.now.toISOString(),
      next_renewal_at: periodEnd(this.now, interval).toISOString(),
      offer_id: offer.id,
      provider: this.context.provider,
      provider_subscription_id: providerId,
      cancel_at_period_end: 0,
      past_due_since: null,
      ended_at: null,
    };
    await this.transaction.insertInto('subscriptions').values(row).execute();
    return this.findSubscription(providerId);
  }

  async invoicePaid(invoice: Fields): Promise<void> {
    const { id: providerId, metadata } = invoiceSubscription(invoice);
    const invoiceId = text(invoice.id);
    if (!providerId || !invoiceId) return;
    const subscription = await this.ensureSubscription(providerId, metadata);
    if (!subscription) return;
    const offer = subscription.offer_id ? await this.#offer(subscription.offer_id) : undefined;
    await issuePaidInvoice(
      this.transaction,
      this.context.seller,
      {
        uid: subscription.uid,
        offerId: subscription.offer_id,
        name: subscription.product,
        interval: subscription.period === 'monthly' ? 'month' : 'year',
        grossCents: count(invoice.amount_paid) ?? subscription.amount_cents,
        vatRateBasisPoints: offer?.vat_rate_bp ?? 2000,
      },
      { providerRef: invoiceId, paymentRef: invoicePaymentIntent(invoice) },
      this.now,
    );
    // Money taken for an ended subscription is invoiced, but brings nothing back.
    if (subscription.ended_at) return;
    const paidUntil = invoicePeriodEnd(invoice);
    await this.transaction
      .updateTable('subscriptions')
      .set({
        status: 'active',
        past_due_since: null,
        ...(paidUntil && { next_renewal_at: paidUntil.toISOString() }),
      })
      .where('id', '=', subscription.id)
      .execute();
    if (offer) {
      this.#publish(
        await grantAccess(
          this.transaction,
          subscription.uid,
          sourceOf(subscription.id),
          grantsOf(offer),
          this.now.toISOString(),
        ),
      );
    }
  }

  async invoiceFailed(invoice: Fields): Promise<void> {
    const { id: providerId, metadata } = invoiceSubscription(invoice);
    const invoiceId = text(invoice.id);
    if (!providerId || !invoiceId) return;
    const subscription = await this.ensureSubscription(providerId, metadata);
    if (!subscription || subscription.ended_at) return;
    await this.transaction
      .updateTable('subscriptions')
      .set({ status: 'past_due', past_due_since: subscription.past_due_since ?? this.now.toISOString() })
      .where('id', '=', subscription.id)
      .execute();
    this.outcome.failedPayments.push({ subscriptionId: subscription.id, invoiceRef: invoiceId });
  }

  async subscriptionUpdated(object: Fields): Promise<void> {
    const providerId = text(object.id);
    if (!providerId) return;
    const status = text(object.status);
    if (status === 'canceled') return this.subscriptionDeleted(object);
    const subscription = await this.ensureSubscription(providerId, metadataOf(object.metadata));
    if (!subscription || subscription.ended_at) return;
    const periodEnd = subscriptionPeriodEnd(object);
    await this.transaction
      .updateTable('subscriptions')
      .set({
        cancel_at_period_end: object.cancel_at_period_end === true ? 1 : 0,
        ...(periodEnd && { next_renewal_at: periodEnd.toISOString() }),
        ...((status === 'past_due' || status === 'unpaid') && {
          status: 'past_due' as const,
          past_due_since: subscription.past_due_since ?? this.now.toISOString(),
        }),
        ...(status === 'active' && { status: 'active' as const, past_due_since: null }),
      })
      .where('id', '=', subscription.id)
      .execute();
  }

  /** The subscription ended (canceled at its period's end, or unpaid for good): its access goes. */
  async subscriptionDeleted(object: Fields): Promise<void> {
    const providerId = text(object.id);
    if (!providerId) return;
    const subscription = await this.ensureSubscription(providerId, metadataOf(object.metadata));
    if (!subscription || subscription.ended_at) return;
    await endSubscription(this.transaction, subscription, this.now, this.realtime);
  }

  /** A refund of a payment: a credit note on its invoice; a one-off purchase wholly refunded loses its access. */
  async chargeRefunded(charge: Fields): Promise<void> {
    const paymentIntent = idOf(charge.payment_intent);
    const chargeId = text(charge.id);
    const refunded = count(charge.amount_refunded);
    if (refunded === null || (!paymentIntent && !chargeId)) return;
    const invoice = await this.transaction
      .selectFrom('invoices')
      .selectAll()
      .where('kind', '=', 'invoice')
      .where((where) =>
        where.or([
          ...(paymentIntent ? [where('payment_ref', '=', paymentIntent)] : []),
          ...(chargeId ? [where('payment_ref', '=', chargeId)] : []),
        ]),
      )
      .executeTakeFirst();
    if (!invoice) return;
    const credited = await this.transaction
      .selectFrom('invoices')
      .select((select) => select.fn.sum<number>('gross_cents').as('total'))
      .where('credit_of', '=', invoice.id)
      .executeTakeFirst();
    const amount = refunded - Number(credited?.total ?? 0);
    const refunds = asFields(charge.refunds).data;
    const latest = Array.isArray(refunds) ? text(asFields(refunds[0]).id) : null;
    const note = await issueCreditNote(
      this.transaction,
      this.context.seller,
      invoice,
      latest ?? `${chargeId ?? paymentIntent}:${refunded}`,
      amount,
      this.now,
    );
    if (note && refunded >= invoice.gross_cents) {
      this.#publish(await revokeAccess(this.transaction, `purchase:${invoice.id}`, this.now.toISOString()));
    }
  }
}

/** The grant of a subscription. */
export const sourceOf = (subscriptionId: string) => `subscription:${subscriptionId}`;

/** Ends a subscription (canceled at its period's end, deleted by the provider, unpaid past its grace). */
export async function endSubscription(
  transaction: Transaction<DB>,
  subscription: NonNullable<SubscriptionRow>,
  now: Date,
  realtime: RealtimeEvent[],
): Promise<void> {
  await transaction
    .updateTable('subscriptions')
    .set({ status: 'canceled', ended_at: now.toISOString(), next_renewal_at: null })
    .where('id', '=', subscription.id)
    .execute();
  const event = await revokeAccess(transaction, sourceOf(subscription.id), now.toISOString());
  if (event) realtime.push(event);
}
