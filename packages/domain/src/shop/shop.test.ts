import { describe, expect, it } from 'vitest';
import { graceEndsAt, lastMonths, netOfGross, parisMonthOf, periodEnd } from './shop.js';

describe('shop rules', () => {
  it('finds the HT of a TTC to the cent, or none when no HT gives that TTC', () => {
    expect(netOfGross(4900, 2000)).toBe(4083);
    expect(netOfGross(118_800, 2000)).toBe(99_000);
    expect(netOfGross(105, 2000)).toBeNull();
    expect(netOfGross(1000, 0)).toBe(1000);
  });

  it('ends a month on the same day, or on the last day of a shorter month', () => {
    expect(periodEnd(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(new Date('2026-11-27T10:00:00Z'), 'month').toISOString()).toBe('2026-12-27T10:00:00.000Z');
    expect(periodEnd(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });

  it('counts months in Paris time, and the last twelve oldest first across a new year', () => {
    expect(parisMonthOf('2026-11-30T23:30:00Z')).toBe('2026-12');
    expect(parisMonthOf('2026-07-31T21:59:00Z')).toBe('2026-07');
    const months = lastMonths(new Date('2026-11-27T12:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
  });

  it('keeps an unpaid access for the grace days after the first failure', () => {
    expect(graceEndsAt(new Date('2026-11-01T08:00:00Z'), 7).toISOString()).toBe('2026-11-08T08:00:00.000Z');
  });
});
