import { SHOP_MESSAGES } from '@campus/domain/shop';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  centsOfEuros,
  checkOffer,
  emptyOfferValues,
  netCentsOf,
  offerRequestOf,
  offerViolationsOnForm,
  type OfferFormValues,
} from './offer-form';

const MESSAGES = { priceFormat: 'format du prix', vatRateFormat: 'format du taux' };

const values = (overrides: Partial<OfferFormValues> = {}): OfferFormValues => ({
  ...emptyOfferValues(),
  name: 'MDB Premium',
  price: '49,90',
  grants: { formations: ['mdb'], channels: ['immobilier'] },
  ...overrides,
});

describe('a price typed in euros', () => {
  it('reads the French way, in cents', () => {
    expect(centsOfEuros('49,90')).toBe(4990);
    expect(centsOfEuros('49,9')).toBe(4990);
    expect(centsOfEuros('49')).toBe(4900);
    expect(centsOfEuros('49.90')).toBe(4990);
    expect(centsOfEuros(' 1 234,50 € ')).toBe(123_450);
    expect(centsOfEuros('1\u202f234,05')).toBe(123_405);
  });

  it('is no amount when it has more than two decimals, letters or nothing', () => {
    for (const typed of ['', '49,999', 'quarante', '49,90,1', '-5', '1.234,50']) expect(centsOfEuros(typed)).toBeNull();
  });
});

describe('a VAT rate typed in percent', () => {
  it('reads in basis points, up to 100 %', () => {
    expect(basisPointsOfPercent('20')).toBe(2000);
    expect(basisPointsOfPercent('5,5')).toBe(550);
    expect(basisPointsOfPercent('2,1 %')).toBe(210);
    expect(basisPointsOfPercent('0')).toBe(0);
    expect(basisPointsOfPercent('120')).toBeNull();
    expect(basisPointsOfPercent('vingt')).toBeNull();
  });
});

describe('the price HT shown as the admin types', () => {
  it('is the TTC without its VAT, or none while the price or the rate is not readable', () => {
    expect(netCentsOf({ price: '49,90', vatRate: '20' })).toBe(4158);
    expect(netCentsOf({ price: '120', vatRate: '20' })).toBe(10_000);
    expect(netCentsOf({ price: '', vatRate: '20' })).toBeNull();
    expect(netCentsOf({ price: '49,90', vatRate: '' })).toBeNull();
  });
});

describe('the offer request', () => {
  it('sends the price in cents, the rate in basis points and the ticked grants', () => {
    expect(offerRequestOf(values({ vatRate: '5,5', interval: 'month' }), 'archived')).toEqual({
      name: 'MDB Premium',
      description: '',
      priceCents: 4990,
      vatRateBasisPoints: 550,
      interval: 'month',
      grants: { formations: ['mdb'], channels: ['immobilier'] },
      status: 'archived',
    });
  });
});

describe('the offer form check', () => {
  it('passes a complete offer', () => {
    expect(checkOffer(values(), MESSAGES)).toEqual({});
  });

  it('asks for a name, a price in euros and at least one grant', () => {
    const { violations } = checkOffer(
      values({ name: ' ', price: '49 euros', grants: { formations: [], channels: [] } }),
      MESSAGES,
    );
    expect(violations).toEqual({
      name: ['Ce champs est obligatoire'],
      price: ['format du prix'],
      grants: [SHOP_MESSAGES.noGrant],
    });
  });

  it('says a price out of bounds in euros, not in cents', () => {
    expect(checkOffer(values({ price: '0,50' }), MESSAGES).violations).toEqual({ price: [SHOP_MESSAGES.priceRange] });
    expect(checkOffer(values({ price: '100 000,01' }), MESSAGES).violations).toEqual({
      price: [SHOP_MESSAGES.priceRange],
    });
  });

  it('blames the rate alone when it is not a percentage', () => {
    expect(checkOffer(values({ vatRate: 'vingt' }), MESSAGES).violations).toEqual({ vatRate: ['format du taux'] });
  });
});

describe("the server's violations on the form", () => {
  it('show the amounts under the fields where they are typed, the grants under their groups', () => {
    expect(
      offerViolationsOnForm({
        priceCents: [SHOP_MESSAGES.priceNotExact, SHOP_MESSAGES.priceRange],
        vatRateBasisPoints: ['Cette valeur doit être un nombre entier'],
        grants: [SHOP_MESSAGES.noGrant],
        name: ['Ce champs est obligatoire'],
      }),
    ).toEqual({
      price: [SHOP_MESSAGES.priceNotExact, SHOP_MESSAGES.priceRange],
      vatRate: ['Cette valeur doit être un nombre entier'],
      grants: [SHOP_MESSAGES.noGrant],
      name: ['Ce champs est obligatoire'],
    });
  });
});
