import { periodEnd, type OfferInterval } from '@campus/domain/shop';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { DB } from '../../db/schema.js';
import { stripeCustomerOf } from '../billing/stripe-provider.js';
import { createId } from '../../platform/tokens.js';
import type { InvoiceRow } from '../billing/invoices.js';
import type { OfferRow } from './offers.js';
import type { PaymentEvent, PaymentProviderName } from './payment-events.js';

/** A checkout as the provider starts it. */
export interface StartedCheckout {
  /** Where the member pays. */
  url: string;
  /** Stripe's Checkout session id (null for the sandbox). */
  sessionId: string | null;
}

export interface CheckoutStartInput {
  checkoutId: string;
  uid: string;
  offer: OfferRow;
  /** Campus's public URL, for Stripe's return pages. */
  publicUrl: string;
}

export interface RefundAmounts {
  amountCents: number;
  refundedBeforeCents: number;
}

/**
 * The selling side of a payment provider: starting a checkout, changing a subscription, refunding a payment. What
 * happens then comes back as the provider's events (Stripe's webhook; the sandbox's own, made at once), applied by
 * processPaymentEvent: the provider never writes to Campus's tables itself.
 */
export interface ShopProvider {
  readonly name: PaymentProviderName;
  startCheckout(input: CheckoutStartInput): Promise<StartedCheckout>;
  /** Cancels at the period's end (or resumes): the event of the subscription as it now is. */
  setCancelAtPeriodEnd(
    providerSubscriptionId: string,
    cancel: boolean,
    currentEnd: string | null,
  ): Promise<PaymentEvent>;
  /**
   * Refunds `amountCents` of an invoice's payment, of which `refundedBeforeCents` were refunded already (a charge's
   * refunds add up): the sandbox's refund event, or null (Stripe's webhook tells).
   */
  refund(invoice: InvoiceRow, refund: RefundAmounts): Promise<PaymentEvent | null>;
}

const sandboxId = (prefix: string) => `${prefix}_sandbox_${createId().replaceAll('-', '')}`;
export const sandboxEvent = (type: string, object: Record<string, unknown>): PaymentEvent => ({
  id: sandboxId('evt'),
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

/** The built-in provider: Stripe's test mode, offline; its events have Stripe's shape. */
export const sandboxShopProvider: ShopProvider = {
  name: 'sandbox',
  startCheckout: ({ checkoutId }) =>
    Promise.resolve({ url: `/paiement/${encodeURIComponent(checkoutId)}`, sessionId: null }),
  setCancelAtPeriodEnd: (id, cancel, currentEnd) =>
    Promise.resolve(
      sandboxEvent('customer.subscription.updated', {
        id,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: cancel,
        ...(currentEnd && { current_period_end: Math.floor(new Date(currentEnd).getTime() / 1000) }),
      }),
    ),
  refund: (invoice, { amountCents, refundedBeforeCents }) =>
    Promise.resolve(
      sandboxEvent('charge.refunded', {
        id: sandboxId('ch'),
        object: 'charge',
        payment_intent: invoice.payment_ref,
        // As Stripe's charge: the total refunded so far, the latest refund first.
        amount_refunded: refundedBeforeCents + amountCents,
        refunds: { data: [{ id: sandboxId('re'), amount: amountCents }] },
      }),
    ),
};

/** The sandbox's events of a paid checkout, as Stripe sends them for Checkout (and the first invoice of a subscription). */
export function sandboxPaidCheckoutEvents(
  checkoutId: string,
  metadata: { uid: string; offerId: string; checkoutId: string },
  offer: OfferRow,
  now: Date,
): PaymentEvent[] {
  const paymentIntent = sandboxId('pi');
  const session = { id: `cs_sandbox_${checkoutId}`, object: 'checkout.session', payment_status: 'paid', metadata };
  if (offer.interval === 'once') {
    return [
      sandboxEvent('checkout.session.completed', {
        ...session,
        mode: 'payment',
        payment_intent: paymentIntent,
        amount_total: offer.price_cents,
      }),
    ];
  }
  const subscription = sandboxId('sub');
  return [
    sandboxEvent('checkout.session.completed', { ...session, mode: 'subscription', subscription }),
    sandboxInvoiceEvent(
      'invoice.paid',
      subscription,
      metadata,
      offer.price_cents,
      periodEnd(now, offer.interval),
      paymentIntent,
    ),
  ];
}

/** A subscription's invoice event of the sandbox (paid, or its payment failed). */
export function sandboxInvoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscription: string,
  metadata: Record<string, string>,
  amountCents: number,
  paidUntil: Date,
  paymentIntent: string | null = sandboxId('pi'),
  invoiceId: string = sandboxId('in'),
): PaymentEvent {
  return sandboxEvent(type, {
    id: invoiceId,
    object: 'invoice',
    amount_paid: type === 'invoice.paid' ? amountCents : 0,
    amount_due: amountCents,
    payment_intent: paymentIntent,
    parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
    lines: { data: [{ period: { end: Math.floor(paidUntil.getTime() / 1000) } }] },
  });
}

const STRIPE_INTERVALS: Record<Exclude<OfferInterval, 'once'>, 'month' | 'year'> = { month: 'month', year: 'year' };

/** Stripe: Checkout's hosted page (3-D Secure included), subscriptions and refunds through the official SDK. */
export function stripeShopProvider(db: Kysely<DB>, stripe: Stripe): ShopProvider {
  return {
    name: 'stripe',
    async startCheckout({ checkoutId, uid, offer, publicUrl }) {
      // The member's one Stripe customer: the card Checkout saves is then the one Mon compte lists and renewals charge.
      const customer = await stripeCustomerOf(db, stripe, uid);
      const metadata = { uid, offerId: offer.id, checkoutId };
      const back = `${publicUrl.replace(/\/$/, '')}/paiement/${encodeURIComponent(checkoutId)}`;
      const isOnce = offer.interval === 'once';
      const session = await stripe.checkout.sessions.create(
        {
          mode: isOnce ? 'payment' : 'subscription',
          locale: 'fr',
          customer,
          client_reference_id: uid,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: offer.price_cents,
                tax_behavior: 'inclusive',
                product_data: { name: offer.name, ...(offer.description && { description: offer.description }) },
                ...(offer.interval !== 'once' && { recurring: { interval: STRIPE_INTERVALS[offer.interval] } }),
              },
            },
          ],
          metadata,
          ...(isOnce ? { payment_intent_data: { metadata } } : { subscription_data: { metadata } }),
          success_url: `${back}?retour=1`,
          cancel_url: `${back}?annule=1`,
        },
        { idempotencyKey: `campus-checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
      return { url: session.url, sessionId: session.id };
    },
    async setCancelAtPeriodEnd(id, cancel) {
      const subscription = await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
      // Applied at once (the member sees it), and again harmlessly when Stripe's own event arrives.
      return { id: `campus_${createId()}`, type: 'customer.subscription.updated', data: { object: subscription } };
    },
    async refund(invoice, { amountCents, refundedBeforeCents }) {
      if (!invoice.payment_ref) throw new Error(`invoice ${invoice.id} has no payment to refund`);
      const target = invoice.payment_ref.startsWith('ch_')
        ? { charge: invoice.payment_ref }
        : { payment_intent: invoice.payment_ref };
      await stripe.refunds.create(
        { ...target, amount: amountCents, metadata: { invoiceId: invoice.id } },
        // A retry of this refund is the same request; a second partial refund of the same amount is not.
        { idempotencyKey: `campus-refund-${invoice.id}-${refundedBeforeCents}-${amountCents}` },
      );
      return null;
    },
  };
}
