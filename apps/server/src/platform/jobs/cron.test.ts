import { describe, expect, it } from 'vitest';
import { isCronExpression, nextTick, previousTick } from './cron.js';

describe('cron schedules in Paris time', () => {
  it('runs a 07:00 schedule at 07:00 in Paris, winter (UTC+1) and summer (UTC+2)', () => {
    expect(nextTick('0 7 * * *', new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(nextTick('0 7 * * *', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T05:00:00.000Z');
  });

  it('counts a tick falling exactly now as the latest one', () => {
    const tick = new Date('2026-03-02T09:00:00.000Z');
    expect(previousTick('0 * * * *', tick).toISOString()).toBe(tick.toISOString());
    expect(previousTick('0 * * * *', new Date(tick.getTime() - 1)).toISOString()).toBe('2026-03-02T08:00:00.000Z');
  });

  it('takes five fields, or six with seconds, and nothing else', () => {
    expect(isCronExpression('0 7 * * *')).toBe(true);
    expect(isCronExpression('*/10 * * * * *')).toBe(true);
    expect(isCronExpression('every day')).toBe(false);
    expect(isCronExpression('0 7 * *')).toBe(false);
    expect(isCronExpression('0 25 * * *')).toBe(false);
  });
});
