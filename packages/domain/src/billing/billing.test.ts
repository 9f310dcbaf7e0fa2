import { describe, expect, it } from 'vitest';
import { isCountryCode, isFrenchPostalCode } from '../account/address.js';
import { addressSchema } from '../account/api-contracts.js';
import { addCardRequestSchema, invoiceListQuerySchema } from './billing-contracts.js';
import {
  cardBrandOf,
  cardExpiry,
  formatEuros,
  invoiceDueAt,
  invoiceNumber,
  invoiceTotals,
  invoiceYear,
  isCardExpired,
  lineTotals,
  parseCardExpiry,
  passesLuhn,
  vatBreakdown,
} from './billing.js';
import { formatShortDate } from '../shared/format.js';
import { violationsFromIssues } from '../shared/violations.js';

describe('French amounts and dates', () => {
  it('writes euros as Intl fr-FR does: narrow no-break space for thousands, comma, no-break space before €', () => {
    expect(formatEuros(123_456)).toBe('1\u202f234,56\u00a0€');
    expect(formatEuros(4000)).toBe('40,00\u00a0€');
    expect(formatEuros(-1990)).toBe('-19,90\u00a0€');
  });
  it('writes invoice dates DD/MM/YYYY in Paris time', () => {
    expect(formatShortDate('2026-11-23T23:30:00Z')).toBe('24/11/2026');
  });
});

describe('VAT totals', () => {
  it('computes HT x quantity, the VAT rounded per line, and TTC', () => {
    expect(lineTotals({ unitPriceCents: 99_900, quantity: 1, vatRateBasisPoints: 2000 })).toEqual({
      netCents: 99_900,
      vatCents: 19_980,
      grossCents: 119_880,
    });
    // 0.125 € of VAT rounds half up to 0.13 €.
    expect(lineTotals({ unitPriceCents: 125, quantity: 5, vatRateBasisPoints: 2000 }).vatCents).toBe(125);
    expect(lineTotals({ unitPriceCents: 63, quantity: 1, vatRateBasisPoints: 2000 }).vatCents).toBe(13);
  });
  it('applies each rate once to the sum of its lines (no drift from per-line rounding)', () => {
    const lines = [
      { unitPriceCents: 63, quantity: 1, vatRateBasisPoints: 2000 },
      { unitPriceCents: 63, quantity: 1, vatRateBasisPoints: 2000 },
      { unitPriceCents: 10_000, quantity: 2, vatRateBasisPoints: 550 },
    ];
    expect(vatBreakdown(lines)).toEqual([
      { rateBasisPoints: 2000, netCents: 126, vatCents: 25 },
      { rateBasisPoints: 550, netCents: 20_000, vatCents: 1100 },
    ]);
    expect(invoiceTotals(lines)).toEqual({ netCents: 20_126, vatCents: 1125, grossCents: 21_251 });
  });
  it('numbers invoices F-YYYY-NNNNNN', () => {
    expect(invoiceNumber(2026, 123)).toBe('F-2026-000123');
  });
});

describe('French postal codes', () => {
  it.each(['75011', '01000', '95880', '20000', '20090', '97100', '97411', '97600', '98000', '98800'])(
    'accepts %s',
    (code) => expect(isFrenchPostalCode(code)).toBe(true),
  );
  it.each(['7501', '750111', '00100', '96000', '97000', '97900', '98100', '2A004', '2B200', 'ABCDE'])(
    'refuses %s',
    (code) => expect(isFrenchPostalCode(code)).toBe(false),
  );
  it('says so in French under postale_code, and the country defaults to FR', () => {
    const bad = addressSchema.safeParse({ postale_code: '00100', city: 'Paris' });
    expect(bad.success).toBe(false);
    expect(violationsFromIssues(bad.error!.issues)).toEqual({
      postale_code: ['Cette valeur doit être un code postal valide'],
    });
    expect(addressSchema.parse({ postale_code: '20000' }).country).toBe('FR');
    expect(addressSchema.parse({ postale_code: 'SW1A 1AA', country: 'gb' }).country).toBe('GB');
  });
  it('takes the country from the ISO list', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    const bad = addressSchema.safeParse({ country: 'XX' });
    expect(violationsFromIssues(bad.error!.issues)).toEqual({ country: ['Cette valeur doit être un pays valide'] });
  });
});

describe('cards', () => {
  it('checks the Luhn sum and names the brand', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
  });
  it('reads MM/AA and tells an expired card (valid through its month)', () => {
    expect(parseCardExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('13/29')).toBeNull();
    const now = new Date('2026-11-23T10:00:00Z');
    expect(isCardExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isCardExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });
  it('validates the card form in French', () => {
    const bad = addCardRequestSchema.safeParse({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '1' });
    expect(violationsFromIssues(bad.error!.issues)).toEqual({
      number: ['Cette valeur doit être un numéro de carte valide'],
      expiry: ["Cette valeur doit être une date d'expiration valide (MM/AA)"],
      cvc: ['Cette valeur doit être un code de sécurité valide'],
    });
    expect(addCardRequestSchema.parse({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      number: '4242424242424242',
      expiry: { month: 12, year: 2034 },
      cvc: '123',
    });
  });
});

describe('the invoice list query', () => {
  it('reads status, year and page from the query string, page 1 by default', () => {
    expect(invoiceListQuerySchema.parse({ status: 'paid', year: '2025' })).toEqual({
      status: 'paid',
      year: 2025,
      page: 1,
    });
    expect(invoiceListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
  });
});

describe('an invoice issued', () => {
  it('is due 30 days later', () => {
    expect(invoiceDueAt(new Date('2026-01-15T10:00:00.000Z'))).toBe('2026-02-14T10:00:00.000Z');
  });

  it('is numbered in its Paris year (31 December 23:30 UTC is already the next year in Paris)', () => {
    expect(invoiceYear(new Date('2025-12-31T22:59:00.000Z'))).toBe(2025);
    expect(invoiceYear(new Date('2025-12-31T23:30:00.000Z'))).toBe(2026);
  });
});

describe('a card shown', () => {
  it('shows its expiry as MM/AA', () => {
    expect(cardExpiry({ expMonth: 3, expYear: 2029 })).toBe('03/29');
    expect(cardExpiry({ expMonth: 12, expYear: 2030 })).toBe('12/30');
  });
});
