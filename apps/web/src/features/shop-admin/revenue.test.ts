import type { RevenueMonth } from '@campus/domain/shop';
import { describe, expect, it } from 'vitest';
import { isQuietYear, monthCategories, revenueTotals, shortMonthOf } from './revenue';

const month = (key: string, overrides: Partial<RevenueMonth> = {}): RevenueMonth => ({
  month: key,
  grossCents: 0,
  refundsCents: 0,
  newSubscriptions: 0,
  lostSubscriptions: 0,
  ...overrides,
});

describe('the revenue over the months', () => {
  it('sums what was taken, refunded, kept, won and lost', () => {
    expect(
      revenueTotals([
        month('2026-10', { grossCents: 12_000, refundsCents: 4990, newSubscriptions: 3, lostSubscriptions: 1 }),
        month('2026-11', { grossCents: 4990, newSubscriptions: 1 }),
      ]),
    ).toEqual({ grossCents: 16_990, refundsCents: 4990, netCents: 12_000, newSubscriptions: 4, lostSubscriptions: 1 });
  });

  it('is a quiet year when nothing happened in any month', () => {
    expect(isQuietYear([month('2026-10'), month('2026-11')])).toBe(true);
    expect(isQuietYear([month('2026-10'), month('2026-11', { lostSubscriptions: 1 })])).toBe(false);
  });
});

describe('the months under the bars', () => {
  it('are short, in French, with the year under the first one and under January', () => {
    expect(shortMonthOf('2026-02')).toBe('févr.');
    expect(monthCategories([month('2025-12'), month('2026-01'), month('2026-02')])).toEqual([
      { key: '2025-12', label: 'déc.', sublabel: '2025', name: 'décembre 2025' },
      { key: '2026-01', label: 'janv.', sublabel: '2026', name: 'janvier 2026' },
      { key: '2026-02', label: 'févr.', name: 'février 2026' },
    ]);
  });
});
