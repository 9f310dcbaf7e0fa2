import type { OfferInterval, OfferStatus } from '@campus/domain/shop';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { processPaymentEvent } from '../modules/shop/payment-events.js';
import { sandboxPaidCheckoutEvents } from '../modules/shop/shop-provider.js';
import { DEMO_SELLER } from '../platform/config.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

interface DemoOffer {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  interval: OfferInterval;
  formations: string[];
  channels: string[];
  status: OfferStatus;
}

/** The demo's offers: four on sale (once, monthly, yearly), one archived. Prices TTC, VAT 20 %. */
const OFFERS: DemoOffer[] = [
  {
    id: 'offer_demo_immobilier',
    name: 'Campus Immobilier',
    description: 'Les Fondamentaux et la chaîne Immobilier : replays, lives et la communauté des investisseurs.',
    priceCents: 4900,
    interval: 'month',
    formations: [],
    channels: ['base', 'immobilier'],
    status: 'active',
  },
  {
    id: 'offer_demo_air',
    name: 'Formation AIR',
    description:
      'L’Académie de l’investissement rentable : la formation complète, avec les chaînes Immobilier et Business.',
    priceCents: 118_800,
    interval: 'once',
    formations: ['air'],
    channels: ['immobilier', 'entrepreneuriat'],
    status: 'active',
  },
  {
    id: 'offer_demo_premium',
    name: 'Campus Premium',
    description: 'Toutes les chaînes et la formation Marchand de biens, pour un an.',
    priceCents: 94_800,
    interval: 'year',
    formations: ['mdb'],
    channels: ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'],
    status: 'active',
  },
  {
    id: 'offer_demo_starter',
    name: 'Starter MDB, suivi mensuel',
    description: 'Le programme Starter Marchand de biens et la chaîne Immobilier, avec un suivi chaque mois.',
    priceCents: 2900,
    interval: 'month',
    formations: ['mdb', 'starter_mdb'],
    channels: ['immobilier'],
    status: 'active',
  },
  {
    id: 'offer_demo_atelier_2025',
    name: 'Atelier fiscalité 2025',
    description: 'L’atelier de l’an dernier, plus proposé.',
    priceCents: 4500,
    interval: 'once',
    formations: [],
    channels: ['immobilier'],
    status: 'archived',
  },
];

/**
 * Sales made through the sandbox's real path (its Stripe-shaped events), so refunds and renewals work on them; each
 * grants what its member already holds, so the demo accounts keep the rights architecture 4.4 lists.
 */
const SALES = [
  { uid: DEMO_ACCOUNTS.air.uid, offerId: 'offer_demo_air' },
  { uid: DEMO_ACCOUNTS.starter.uid, offerId: 'offer_demo_starter' },
] as const;

/** The demo's offers and two sandbox sales (at seeding time: the invoice numbers stay in date order). */
export async function seedDemoShop(transaction: Transaction<DB>, now: Date): Promise<boolean> {
  const existing = await transaction.selectFrom('offers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const at = now.toISOString();
  await transaction
    .insertInto('offers')
    .values(
      OFFERS.map((offer) => ({
        id: offer.id,
        name: offer.name,
        description: offer.description,
        price_cents: offer.priceCents,
        vat_rate_bp: 2000,
        interval: offer.interval,
        grant_formations: JSON.stringify(offer.formations),
        grant_channels: JSON.stringify(offer.channels),
        status: offer.status,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const users = new Set((await transaction.selectFrom('users').select('uid').execute()).map((user) => user.uid));
  for (const [index, sale] of SALES.entries()) {
    if (!users.has(sale.uid)) continue;
    const offer = await transaction
      .selectFrom('offers')
      .selectAll()
      .where('id', '=', sale.offerId)
      .executeTakeFirstOrThrow();
    const checkoutId = `checkout_demo_${index + 1}`;
    await transaction
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        uid: sale.uid,
        offer_id: offer.id,
        provider: 'sandbox',
        status: 'open',
        provider_session_id: null,
        failure: null,
        pending_card: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const metadata = { uid: sale.uid, offerId: offer.id, checkoutId };
    for (const event of sandboxPaidCheckoutEvents(checkoutId, metadata, offer, now)) {
      await processPaymentEvent(transaction, event, { seller: DEMO_SELLER, provider: 'sandbox', now });
    }
  }
  return true;
}
