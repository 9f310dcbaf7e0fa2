import type { Checkout, Offer } from '@campus/domain/shop';

/** An offer on sale: 49,90 € TTC a month at 20 % VAT (41,58 € HT), opening AIR and the immobilier channel. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'offer-air',
    name: 'AIR Essentiel',
    description: 'Les fondamentaux de l’investissement immobilier, chaque mois.',
    priceCents: 4990,
    vatRateBasisPoints: 2000,
    interval: 'month',
    grants: { formations: ['air'], channels: ['immobilier'] },
    ...overrides,
  };
}

/** A sandbox checkout of that offer, waiting for the card. */
export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'chk_1',
    provider: 'sandbox',
    status: 'open',
    offer: makeOffer(),
    failure: null,
    ...overrides,
  };
}
