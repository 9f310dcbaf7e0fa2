import { legalNameOf } from '@campus/domain/account';
import {
  STANDARD_VAT_RATE_BP,
  invoiceDueAt,
  invoiceTotals,
  invoiceYear,
  type CardBrand,
  type InvoiceStatus,
  type SubscriptionPeriod,
} from '@campus/domain/billing';
import type { Transaction } from 'kysely';
import { DEMO_SELLER } from '../platform/config.js';
import { insertInvoiceLines } from '../modules/billing/invoice-lines.js';
import { takeInvoiceNumber } from '../modules/billing/invoice-numbers.js';
import type { DB } from '../db/schema.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoInvoice {
  uid: string;
  title: string;
  lines: { description: string; quantity: number; unitPriceCents: number }[];
  /** A fixed date (`2025-02-03`) or days before today. */
  issued: string | number;
  status: InvoiceStatus;
}

const { mdb, air, starter, sport } = DEMO_ACCOUNTS;

/** A fictitious SIREN (valid check digit, in no register) for the demo's company buyer. */
const DEMO_BUYER_SIREN: Record<string, string> = { [mdb.uid]: '900000027' };

const monthlyPremium = (month: string): DemoInvoice => ({
  uid: mdb.uid,
  title: 'Abonnement Campus Premium',
  lines: [{ description: `Campus Premium, abonnement mensuel (${month})`, quantity: 1, unitPriceCents: 7900 }],
  issued: `${month}-05`,
  status: 'paid',
});

/**
 * mdb@ has paid and open invoices over 2025 and 2026 (two pages), one refunded and one voided, the 1 234,56 €
 * one of the examples; air@, starter@ and sport@ one paid invoice each for their formation; prospect@ and admin@
 * none.
 */
const INVOICES: DemoInvoice[] = [
  {
    uid: mdb.uid,
    title: 'Formation Marchand de biens',
    lines: [{ description: 'Formation Marchand de biens, acompte (50 %)', quantity: 1, unitPriceCents: 149_000 }],
    issued: '2025-02-03',
    status: 'paid',
  },
  {
    uid: mdb.uid,
    title: 'Atelier fiscalité MDB',
    lines: [
      { description: 'Atelier fiscalité du marchand de biens (demi-journée)', quantity: 2, unitPriceCents: 18_000 },
      { description: 'Support de cours imprimé', quantity: 1, unitPriceCents: 2500 },
    ],
    issued: '2025-06-12',
    status: 'paid',
  },
  ...['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map(monthlyPremium),
  {
    uid: mdb.uid,
    title: 'Webinaire financement bancaire',
    lines: [
      { description: 'Webinaire « Financer une opération de marchand de biens »', quantity: 1, unitPriceCents: 4900 },
    ],
    issued: '2025-11-20',
    status: 'refunded',
  },
  {
    uid: mdb.uid,
    title: 'Formation Marchand de biens',
    lines: [{ description: 'Formation Marchand de biens, solde', quantity: 1, unitPriceCents: 102_880 }],
    issued: '2026-02-10',
    status: 'paid',
  },
  ...['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09'].map(monthlyPremium),
  {
    uid: mdb.uid,
    title: 'Visite de chantier accompagnée',
    lines: [{ description: 'Visite de chantier avec un expert (Lyon)', quantity: 1, unitPriceCents: 25_000 }],
    issued: '2026-05-18',
    status: 'void',
  },
  {
    uid: mdb.uid,
    title: 'Coaching individuel',
    lines: [{ description: 'Coaching individuel, séance d’une heure', quantity: 3, unitPriceCents: 15_000 }],
    issued: 12,
    status: 'open',
  },
  {
    uid: air.uid,
    title: 'Formation AIR',
    lines: [
      { description: 'Formation Académie de l’investissement rentable (AIR)', quantity: 1, unitPriceCents: 99_000 },
    ],
    issued: '2026-03-02',
    status: 'paid',
  },
  {
    uid: starter.uid,
    title: 'Starter MDB',
    lines: [{ description: 'Programme Starter Marchand de biens', quantity: 1, unitPriceCents: 39_000 }],
    issued: '2026-06-15',
    status: 'paid',
  },
  {
    uid: sport.uid,
    title: 'Abonnement Campus Sport',
    lines: [{ description: 'Campus Sport et nutrition, abonnement mensuel', quantity: 1, unitPriceCents: 2490 }],
    issued: 20,
    status: 'paid',
  },
];

interface DemoSubscription {
  uid: string;
  product: string;
  period: SubscriptionPeriod;
  amountCents: number;
  startedAt: string;
}

const SUBSCRIPTIONS: DemoSubscription[] = [
  { uid: mdb.uid, product: 'Campus Premium', period: 'monthly', amountCents: 9480, startedAt: '2025-09-05' },
  { uid: air.uid, product: 'Campus AIR, suivi annuel', period: 'yearly', amountCents: 58_800, startedAt: '2026-03-02' },
  {
    uid: sport.uid,
    product: 'Campus Sport et nutrition',
    period: 'monthly',
    amountCents: 2988,
    startedAt: '2026-01-10',
  },
];

/** Sandbox cards as the provider keeps them: brand, last four digits, expiry (Stripe's test cards). */
const CARDS: { uid: string; brand: CardBrand; last4: string; expMonth: number; expYear: number }[] = [
  { uid: mdb.uid, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
  { uid: mdb.uid, brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2028 },
  { uid: air.uid, brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 },
  { uid: sport.uid, brand: 'visa', last4: '5556', expMonth: 6, expYear: 2029 },
];

/** 10:00 in Paris on a date, or `days` before now. */
function issueInstant(issued: string | number, now: Date): Date {
  return typeof issued === 'number' ? new Date(now.getTime() - issued * DAY_MS) : new Date(`${issued}T09:00:00Z`);
}

/** The next renewal of a subscription started on `startedAt`: the first anniversary (month or year) after now. */
function nextRenewal(startedAt: string, period: SubscriptionPeriod, now: Date): string {
  const next = new Date(`${startedAt}T09:00:00Z`);
  while (next <= now) {
    if (period === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
    else next.setUTCFullYear(next.getUTCFullYear() + 1);
  }
  return next.toISOString();
}

/**
 * Seeds the demo's invoices (numbered in order of issue through the same counter as the product), subscriptions
 * and sandbox cards, once: returns false when invoices exist already.
 */
export async function seedDemoBilling(transaction: Transaction<DB>, now: Date): Promise<boolean> {
  const existing = await transaction.selectFrom('invoices').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const users = await transaction.selectFrom('users').selectAll().execute();
  const userOf = new Map(users.map((user) => [user.uid, user]));
  const dated = INVOICES.map((invoice) => ({ ...invoice, at: issueInstant(invoice.issued, now) }))
    .filter((invoice) => invoice.at <= now && userOf.has(invoice.uid))
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  for (const [index, invoice] of dated.entries()) {
    const user = userOf.get(invoice.uid)!;
    const lines = invoice.lines.map((line) => ({ ...line, vatRateBasisPoints: STANDARD_VAT_RATE_BP }));
    const totals = invoiceTotals(lines);
    const id = `inv_demo_${String(index + 1).padStart(3, '0')}`;
    const issuedAt = invoice.at.toISOString();
    await transaction
      .insertInto('invoices')
      .values({
        id,
        uid: invoice.uid,
        number: await takeInvoiceNumber(transaction, invoiceYear(invoice.at)),
        status: invoice.status,
        title: invoice.title,
        net_cents: totals.netCents,
        vat_cents: totals.vatCents,
        gross_cents: totals.grossCents,
        issued_at: issuedAt,
        due_at: invoiceDueAt(invoice.at),
        paid_at: invoice.status === 'open' || invoice.status === 'void' ? null : issuedAt,
        buyer_name: legalNameOf(user),
        buyer_company: user.address_company,
        buyer_siren: DEMO_BUYER_SIREN[invoice.uid] ?? null,
        buyer_line1: user.address_line1,
        buyer_postale_code: user.address_postale_code,
        buyer_city: user.address_city,
        buyer_country: user.address_country,
        seller: JSON.stringify(DEMO_SELLER),
        created_at: issuedAt,
        updated_at: issuedAt,
      })
      .execute();
    await insertInvoiceLines(transaction, id, lines);
  }

  const subscriptions = SUBSCRIPTIONS.filter((subscription) => userOf.has(subscription.uid));
  if (subscriptions.length > 0) {
    await transaction
      .insertInto('subscriptions')
      .values(
        subscriptions.map((subscription, index) => ({
          id: `sub_demo_${index + 1}`,
          uid: subscription.uid,
          product: subscription.product,
          period: subscription.period,
          status: 'active' as const,
          amount_cents: subscription.amountCents,
          started_at: new Date(`${subscription.startedAt}T09:00:00Z`).toISOString(),
          next_renewal_at: nextRenewal(subscription.startedAt, subscription.period, now),
        })),
      )
      .execute();
  }

  const cards = CARDS.filter((card) => userOf.has(card.uid));
  if (cards.length > 0) {
    await transaction
      .insertInto('payment_methods')
      .values(
        cards.map((card, index) => ({
          id: `pm_demo_${index + 1}`,
          uid: card.uid,
          brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          // The first card of each member is the default one.
          is_default: cards.findIndex((other) => other.uid === card.uid) === index ? 1 : 0,
          created_at: new Date(now.getTime() - (cards.length - index) * DAY_MS).toISOString(),
        })),
      )
      .execute();
  }
  return true;
}
