import { addCardRequestSchema, cardBrandOf, isCardExpired, type AddCardInput } from '@campus/domain/billing';
import { SHOP_MESSAGES, type Checkout, type CheckoutStart, type MemberSubscription } from '@campus/domain/shop';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { CheckoutsTable } from '../../db/schema.js';
import { HttpError, foundOr, parseInput } from '../../platform/errors.js';
import { createId, isoNow } from '../../platform/tokens.js';
import { sandboxCardOutcome } from '../billing/sandbox-provider.js';
import { stripeClientOf } from '../billing/stripe-provider.js';
import { findOffer, offerNotFound, presentOffer } from './offers.js';
import { applyPaymentEvents } from './apply-events.js';
import {
  sandboxPaidCheckoutEvents,
  sandboxShopProvider,
  stripeShopProvider,
  type ShopProvider,
} from './shop-provider.js';
import { presentSubscription } from '../billing/subscriptions.js';

type CheckoutRow = Selectable<CheckoutsTable>;

/** Stripe's test card that asks for a 3-D Secure step (https://docs.stripe.com/testing#regulatory-cards). */
const AUTHENTICATION_CARD = '4000002760003184';

/** The selling side of the configured provider: Stripe with STRIPE_SECRET_KEY, the sandbox otherwise. */
export function shopProviderOf(app: FastifyInstance): ShopProvider {
  const stripe = stripeClientOf(app.config.billing);
  return stripe ? stripeShopProvider(app.db, stripe) : sandboxShopProvider;
}

async function presentCheckout(app: FastifyInstance, row: CheckoutRow): Promise<Checkout> {
  const offer = await findOffer(app.db, row.offer_id);
  return { id: row.id, provider: row.provider, status: row.status, offer: presentOffer(offer), failure: row.failure };
}

const checkoutNotFound = () => new HttpError(404, SHOP_MESSAGES.checkoutNotFound);

const findOwnCheckout = (app: FastifyInstance, uid: string, id: string) =>
  foundOr(
    app.db.selectFrom('checkouts').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst(),
    checkoutNotFound,
  );

/** A member's running subscription to an offer (a second one would charge twice for the same access). */
const runningSubscription = (app: FastifyInstance, uid: string, offerId: string) =>
  app.db
    .selectFrom('subscriptions')
    .select('id')
    .where('uid', '=', uid)
    .where('offer_id', '=', offerId)
    .where('ended_at', 'is', null)
    .where('status', '!=', 'canceled')
    .executeTakeFirst();

/** POST /shop/checkout: where the member pays for an offer on sale. */
export async function startCheckout(
  app: FastifyInstance,
  provider: ShopProvider,
  uid: string,
  offerId: string,
): Promise<CheckoutStart> {
  const offer = await findOffer(app.db, offerId);
  if (offer.status !== 'active') throw offerNotFound();
  if (offer.interval !== 'once' && (await runningSubscription(app, uid, offer.id))) {
    throw new HttpError(409, SHOP_MESSAGES.alreadySubscribed);
  }
  const id = createId();
  const now = isoNow();
  await app.db
    .insertInto('checkouts')
    .values({
      id,
      uid,
      offer_id: offer.id,
      provider: provider.name,
      status: 'open',
      provider_session_id: null,
      failure: null,
      pending_card: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const started = await provider.startCheckout({
    checkoutId: id,
    uid,
    offer,
    publicUrl: app.config.publicUrl,
  });
  if (started.sessionId) {
    await app.db
      .updateTable('checkouts')
      .set({ provider_session_id: started.sessionId })
      .where('id', '=', id)
      .execute();
  }
  return { id, provider: provider.name, url: started.url };
}

export async function getCheckout(app: FastifyInstance, uid: string, id: string): Promise<Checkout> {
  return presentCheckout(app, await findOwnCheckout(app, uid, id));
}

/** A sandbox checkout the member may still pay: open, or failed (another card may be tried). */
async function payableSandboxCheckout(app: FastifyInstance, uid: string, id: string): Promise<CheckoutRow> {
  const checkout = await findOwnCheckout(app, uid, id);
  if (checkout.provider !== 'sandbox') throw checkoutNotFound();
  return checkout;
}

/** Claims the checkout for this payment (one at a time: a second click finds it taken, 409). */
async function claim(app: FastifyInstance, id: string, from: readonly CheckoutRow['status'][]): Promise<void> {
  const claimed = await app.db
    .updateTable('checkouts')
    .set({ status: 'paid', failure: null, pending_card: null, updated_at: isoNow() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new HttpError(409, SHOP_MESSAGES.checkoutClosed);
}

async function fail(app: FastifyInstance, id: string, failure: string): Promise<void> {
  await app.db
    .updateTable('checkouts')
    .set({ status: 'failed', failure, pending_card: null, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

interface CardSummary {
  brand: ReturnType<typeof cardBrandOf>;
  last4: string;
  expMonth: number;
  expYear: number;
}

const summaryOf = (card: AddCardInput): CardSummary => ({
  brand: cardBrandOf(card.number),
  last4: card.number.slice(-4),
  expMonth: card.expiry.month,
  expYear: card.expiry.year,
});

/** The card a paid sandbox checkout used, kept as the member's card (as Stripe Checkout saves it): for renewals. */
async function keepCard(app: FastifyInstance, uid: string, card: CardSummary): Promise<void> {
  const cards = await app.db
    .selectFrom('payment_methods')
    .select(['brand', 'last4', 'exp_month', 'exp_year'])
    .where('uid', '=', uid)
    .execute();
  const isKnown = cards.some(
    (known) => known.last4 === card.last4 && known.exp_month === card.expMonth && known.exp_year === card.expYear,
  );
  if (isKnown) return;
  await app.db
    .insertInto('payment_methods')
    .values({
      id: `pm_${createId().replaceAll('-', '')}`,
      uid,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      is_default: cards.length === 0 ? 1 : 0,
      created_at: isoNow(),
    })
    .execute();
}

/** The checkout paid: the sandbox's events (Stripe's shape) applied through the one path of every payment. */
async function completeSandboxPayment(
  app: FastifyInstance,
  checkout: CheckoutRow,
  card: CardSummary,
): Promise<Checkout> {
  try {
    await keepCard(app, checkout.uid, card);
    const offer = await findOffer(app.db, checkout.offer_id);
    const metadata = { uid: checkout.uid, offerId: offer.id, checkoutId: checkout.id };
    await applyPaymentEvents(app, sandboxPaidCheckoutEvents(checkout.id, metadata, offer, new Date()));
  } catch (error) {
    await fail(app, checkout.id, SHOP_MESSAGES.paymentDeclined);
    throw error;
  }
  return getCheckout(app, checkout.uid, checkout.id);
}

/**
 * POST /shop/checkout/{id}/pay: the sandbox's card form, deciding as Stripe's test mode (4242… pays, 4000 0000 0000
 * 0002 declines, 4000 0027 6000 3184 asks for a 3-D Secure step). A decline is a 402 with the reason under the field.
 */
export async function paySandboxCheckout(
  app: FastifyInstance,
  uid: string,
  id: string,
  body: unknown,
): Promise<Checkout> {
  const checkout = await payableSandboxCheckout(app, uid, id);
  if (checkout.status !== 'open' && checkout.status !== 'failed')
    throw new HttpError(409, SHOP_MESSAGES.checkoutClosed);
  const card = parseInput(addCardRequestSchema, body);
  if (card.number !== AUTHENTICATION_CARD || isCardExpired(card.expiry, new Date())) {
    try {
      sandboxCardOutcome(card);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 402) throw error;
      const reason = Object.values(error.errors ?? {})[0]?.[0] ?? SHOP_MESSAGES.paymentDeclined;
      await fail(app, id, reason);
      throw new HttpError(402, SHOP_MESSAGES.paymentDeclined, error.errors);
    }
  }
  if (card.number === AUTHENTICATION_CARD) {
    const waiting = await app.db
      .updateTable('checkouts')
      .set({
        status: 'requires_action',
        failure: null,
        pending_card: JSON.stringify(summaryOf(card)),
        updated_at: isoNow(),
      })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'failed'])
      .executeTakeFirst();
    if (Number(waiting.numUpdatedRows) === 0) throw new HttpError(409, SHOP_MESSAGES.checkoutClosed);
    return getCheckout(app, uid, id);
  }
  await claim(app, id, ['open', 'failed']);
  return completeSandboxPayment(app, checkout, summaryOf(card));
}

/** POST /shop/checkout/{id}/authenticate: the sandbox's 3-D Secure step, approved or refused by the member. */
export async function authenticateSandboxCheckout(
  app: FastifyInstance,
  uid: string,
  id: string,
  approve: boolean,
): Promise<Checkout> {
  const checkout = await payableSandboxCheckout(app, uid, id);
  if (checkout.status !== 'requires_action' || !checkout.pending_card) {
    throw new HttpError(409, SHOP_MESSAGES.checkoutClosed);
  }
  if (!approve) {
    await fail(app, id, SHOP_MESSAGES.authenticationFailed);
    throw new HttpError(402, SHOP_MESSAGES.authenticationFailed);
  }
  const card = JSON.parse(checkout.pending_card) as CardSummary;
  await claim(app, id, ['requires_action']);
  return completeSandboxPayment(app, checkout, card);
}

/** POST /shop/subscriptions/{id}/cancel and /resume: at the period's end, through the provider (its event applies it). */
export async function setCancelAtPeriodEnd(
  app: FastifyInstance,
  uid: string,
  id: string,
  cancel: boolean,
): Promise<MemberSubscription> {
  const subscription = await foundOr(
    app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst(),
    () => new HttpError(404, SHOP_MESSAGES.subscriptionNotFound),
  );
  if (subscription.status === 'canceled' || subscription.ended_at)
    throw new HttpError(409, SHOP_MESSAGES.subscriptionEnded);
  const provider = subscription.provider === 'stripe' ? shopProviderOf(app) : sandboxShopProvider;
  if (subscription.provider_subscription_id && provider.name === (subscription.provider ?? 'sandbox')) {
    const event = await provider.setCancelAtPeriodEnd(
      subscription.provider_subscription_id,
      cancel,
      subscription.next_renewal_at,
    );
    await applyPaymentEvents(app, [event]);
  } else {
    // A subscription no provider holds (recorded before the shop): Campus is its only record.
    await app.db
      .updateTable('subscriptions')
      .set({ cancel_at_period_end: cancel ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  }
  const row = await app.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return presentSubscription(row, app.config.billing.graceDays);
}
