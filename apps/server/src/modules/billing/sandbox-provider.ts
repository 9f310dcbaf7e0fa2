import {
  BILLING_MESSAGES,
  cardBrandOf,
  isCardExpired,
  type AddCardInput,
  type PaymentMethod,
} from '@campus/domain/billing';
import type { Kysely, Selectable } from 'kysely';
import type { DB, PaymentMethodsTable } from '../../db/schema.js';
import { HttpError, foundOr, notFound } from '../../platform/errors.js';
import { createId, createSecretToken, isoNow } from '../../platform/tokens.js';
import type { PaymentProvider } from './payment-provider.js';

/** Stripe's test cards that succeed (https://docs.stripe.com/testing): Visa, Visa debit, Mastercard, Amex. */
const ACCEPTED_TEST_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
]);

/** Stripe's test cards that fail, with the decline they stand for. */
const DECLINED_TEST_CARDS: Record<string, string> = {
  '4000000000000002': BILLING_MESSAGES.cardDeclined,
  '4000000000009995': BILLING_MESSAGES.insufficientFunds,
  '4000000000000069': BILLING_MESSAGES.cardExpired,
};

/** Card errors answer 402 like Stripe's: the decline under the field the member should change. */
const cardError = (message: string, field: 'number' | 'expiry') =>
  new HttpError(402, BILLING_MESSAGES.cardNotSaved, { [field]: [message] });

/**
 * What the sandbox decides for a card, as Stripe's test mode would: an expiry in the past is refused, the decline
 * test cards are declined, the success test cards accepted, and any other number declined (test mode takes no
 * real card).
 */
export function sandboxCardOutcome(card: AddCardInput, now = new Date()): void {
  if (isCardExpired(card.expiry, now)) throw cardError(BILLING_MESSAGES.cardExpired, 'expiry');
  const declined = DECLINED_TEST_CARDS[card.number];
  if (declined) throw cardError(declined, declined === BILLING_MESSAGES.cardExpired ? 'expiry' : 'number');
  if (!ACCEPTED_TEST_CARDS.has(card.number)) throw cardError(BILLING_MESSAGES.cardDeclined, 'number');
}

function present(row: Selectable<PaymentMethodsTable>): PaymentMethod {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    isDefault: row.is_default === 1,
  };
}

/** The built-in provider: cards kept in payment_methods as brand, last four digits and expiry only. */
export function sandboxProvider(db: Kysely<DB>): PaymentProvider {
  const findOwn = (uid: string, id: string) =>
    foundOr(
      db.selectFrom('payment_methods').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst(),
      notFound,
    );

  return {
    name: 'sandbox',
    setupSecret: () => Promise.resolve(`seti_sandbox_${createId().replaceAll('-', '')}_secret_${createSecretToken()}`),

    async list(uid) {
      const rows = await db
        .selectFrom('payment_methods')
        .selectAll()
        .where('uid', '=', uid)
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(present);
    },

    addCard(uid, card) {
      sandboxCardOutcome(card);
      return db.transaction().execute(async (transaction) => {
        const existing = await transaction
          .selectFrom('payment_methods')
          .select('id')
          .where('uid', '=', uid)
          .where('is_default', '=', 1)
          .executeTakeFirst();
        const row = {
          id: `pm_${createId().replaceAll('-', '')}`,
          uid,
          brand: cardBrandOf(card.number),
          last4: card.number.slice(-4),
          exp_month: card.expiry.month,
          exp_year: card.expiry.year,
          // The first card is the default one.
          is_default: existing ? 0 : 1,
          created_at: isoNow(),
        };
        await transaction.insertInto('payment_methods').values(row).execute();
        return present(row);
      });
    },

    // The sandbox's card form confirms the setup on Campus's own page: there is no other page to go to.
    startCardSetup: () => Promise.reject(new HttpError(409, BILLING_MESSAGES.useCardForm)),
    finishCardSetup: () => Promise.reject(notFound()),

    async detach(uid, id) {
      const card = await findOwn(uid, id);
      await db.transaction().execute(async (transaction) => {
        await transaction.deleteFrom('payment_methods').where('id', '=', card.id).execute();
        if (card.is_default !== 1) return;
        // The most recent remaining card becomes the default one.
        const next = await transaction
          .selectFrom('payment_methods')
          .select('id')
          .where('uid', '=', uid)
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        if (next)
          await transaction.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', next.id).execute();
      });
    },

    async setDefault(uid, id) {
      const card = await findOwn(uid, id);
      await db.transaction().execute(async (transaction) => {
        await transaction.updateTable('payment_methods').set({ is_default: 0 }).where('uid', '=', uid).execute();
        await transaction.updateTable('payment_methods').set({ is_default: 1 }).where('id', '=', card.id).execute();
      });
    },
  };
}
