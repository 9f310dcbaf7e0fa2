import { BILLING_MESSAGES, CARD_BRANDS, type CardBrand, type PaymentMethod } from '@campus/domain/billing';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { DB } from '../../db/schema.js';
import type { BillingConfig } from '../../platform/config.js';
import { HttpError, foundOr, notFound } from '../../platform/errors.js';
import { isoNow } from '../../platform/tokens.js';
import type { PaymentProvider } from './payment-provider.js';

export const STRIPE_MESSAGES = {
  useStripeForm: 'Avec Stripe, la carte est saisie dans le formulaire sécurisé de Stripe, jamais envoyée à Campus',
} as const;

/**
 * Stripe's official SDK when STRIPE_SECRET_KEY is set (null otherwise: the sandbox), calling STRIPE_API_URL instead
 * of Stripe when that is set (the tests' local fake of Stripe's API).
 */
export function stripeClientOf(config: Pick<BillingConfig, 'stripeSecretKey' | 'stripeApiUrl'>): Stripe | null {
  if (!config.stripeSecretKey) return null;
  if (!config.stripeApiUrl) return new Stripe(config.stripeSecretKey);
  const url = new URL(config.stripeApiUrl);
  return new Stripe(config.stripeSecretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

const brandOf = (brand: string): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : 'unknown';

/** The member's Stripe customer, created once on first use: their cards and their Checkout payments share it. */
export async function stripeCustomerOf(db: Kysely<DB>, stripe: Stripe, uid: string): Promise<string> {
  const known = await db
    .selectFrom('billing_customers')
    .select('stripe_customer_id')
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (known) return known.stripe_customer_id;
  const user = await foundOr(
    db.selectFrom('users').select('email').where('uid', '=', uid).executeTakeFirst(),
    notFound,
  );
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { uid } },
    { idempotencyKey: `campus-customer-${uid}` },
  );
  await db
    .insertInto('billing_customers')
    .values({ uid, stripe_customer_id: customer.id, created_at: isoNow() })
    .onConflict((conflict) => conflict.column('uid').doNothing())
    .execute();
  return customer.id;
}

/** Stripe through its official SDK: the cards are Stripe's, attached to the member's Stripe customer. */
export function stripeProvider(db: Kysely<DB>, stripe: Stripe): PaymentProvider {
  const customerOf = (uid: string) => stripeCustomerOf(db, stripe, uid);

  /** A card of the member's customer; another customer's (or no) card is a 404. */
  async function ownCard(uid: string, id: string): Promise<string> {
    const customer = await customerOf(uid);
    // An unknown id is Stripe's invalid request (404); any other failure (network, auth) stays a failure.
    const method = await stripe.paymentMethods.retrieve(id).catch((error: unknown) => {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    });
    const owner = typeof method?.customer === 'string' ? method.customer : method?.customer?.id;
    if (!method || owner !== customer) throw notFound();
    return customer;
  }

  return {
    name: 'stripe',
    async setupSecret(uid) {
      const intent = await stripe.setupIntents.create({
        customer: await customerOf(uid),
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
      });
      if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
      return intent.client_secret;
    },

    async list(uid) {
      const customerId = await customerOf(uid);
      const [customer, methods] = await Promise.all([
        stripe.customers.retrieve(customerId),
        stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
      ]);
      const defaultMethod = customer.deleted ? null : customer.invoice_settings.default_payment_method;
      const defaultId = typeof defaultMethod === 'string' ? defaultMethod : (defaultMethod?.id ?? null);
      const cards: PaymentMethod[] = methods.data.flatMap((method) =>
        method.card
          ? [
              {
                id: method.id,
                brand: brandOf(method.card.brand),
                last4: method.card.last4,
                expMonth: method.card.exp_month,
                expYear: method.card.exp_year,
                isDefault: method.id === defaultId,
              },
            ]
          : [],
      );
      return cards.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    },

    addCard: () => Promise.reject(new HttpError(409, STRIPE_MESSAGES.useStripeForm)),

    async startCardSetup(uid, returnTo) {
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        customer: await customerOf(uid),
        currency: 'eur',
        locale: 'fr',
        metadata: { uid, purpose: 'card-setup' },
        success_url: returnTo.success,
        cancel_url: returnTo.cancel,
      });
      if (!session.url) throw new Error('Stripe returned a setup session without its page address');
      return session.url;
    },

    async finishCardSetup(uid, sessionId) {
      const customer = await customerOf(uid);
      const session = await stripe.checkout.sessions
        .retrieve(sessionId, { expand: ['setup_intent'] })
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
          throw error;
        });
      const owner = typeof session?.customer === 'string' ? session.customer : session?.customer?.id;
      if (!session || session.mode !== 'setup' || owner !== customer) throw notFound();
      const intent = typeof session.setup_intent === 'string' ? null : session.setup_intent;
      const method = intent?.payment_method;
      const methodId = typeof method === 'string' ? method : method?.id;
      if (session.status !== 'complete' || intent?.status !== 'succeeded' || !methodId) {
        throw new HttpError(409, BILLING_MESSAGES.cardSetupIncomplete);
      }
      const current = await stripe.customers.retrieve(customer);
      const hasDefault = !current.deleted && current.invoice_settings.default_payment_method !== null;
      if (!hasDefault) {
        await stripe.customers.update(customer, { invoice_settings: { default_payment_method: methodId } });
      }
    },

    async detach(uid, id) {
      await ownCard(uid, id);
      await stripe.paymentMethods.detach(id);
    },

    async setDefault(uid, id) {
      const customer = await ownCard(uid, id);
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: id } });
    },
  };
}
