import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isIsoDay, isRealCalendarDay, isoDateOrDateTimeSchema, isoDateSchema, isoDateTimeSchema } from './dates.js';
import { VIOLATION_MESSAGES } from './violations.js';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const issues = z.safeParse(schema, value).error?.issues ?? [];
  expect(issues.length).toBeLessThanOrEqual(1);
  return issues[0]?.message;
};

/** Texts that are no instant, whatever Date would make of them. */
const IMPOSSIBLE_DATE_TIMES = [
  '2026-13-01T10:00Z',
  '2026-00-10T10:00Z',
  '2026-12-32T10:00Z',
  '2026-12-00T10:00Z',
  '2026-12-01T24:00Z',
  '2026-12-01T25:00Z',
  '2026-12-01T10:60Z',
  '2026-12-01T10:61Z',
  '2026-12-01T10:00:60Z',
  '2026-12-01T10:00+24:00',
  '2026-12-01T10:00',
  '2026-12-01',
  '20261201T1000Z',
  'demain',
  '',
  ' 2026-12-01T10:00Z',
];

describe('the one date rule of the API', () => {
  it('takes real instants, UTC or with an offset, to the minute, second or millisecond', () => {
    for (const instant of [
      '2026-12-01T10:00Z',
      '2026-12-31T23:59:59.999Z',
      '2028-02-29T00:00:00+01:00',
      '2026-06-15T08:30:15-09:30',
    ]) {
      expect(messageOf(isoDateTimeSchema, instant)).toBeUndefined();
    }
  });

  it.each(IMPOSSIBLE_DATE_TIMES)('refuses %j as no date, in French', (text) => {
    expect(messageOf(isoDateTimeSchema, text)).toBe(VIOLATION_MESSAGES.date);
  });

  it('refuses a day its month does not have with the date format message', () => {
    for (const text of ['2026-02-29T10:00Z', '2026-02-30T10:00Z', '2026-04-31T10:00:00+02:00']) {
      expect(messageOf(isoDateTimeSchema, text)).toBe(VIOLATION_MESSAGES.dateFormat);
    }
    expect(messageOf(isoDateSchema, '2026-02-30')).toBe(VIOLATION_MESSAGES.dateFormat);
  });

  it('says a value that is no text must be a date', () => {
    for (const value of [null, 20261201, true, {}, ['2026-12-01T10:00Z']]) {
      expect(messageOf(isoDateTimeSchema, value)).toBe(VIOLATION_MESSAGES.date);
    }
  });

  it('takes days on their own, and either a day or an instant where a filter allows both', () => {
    expect(messageOf(isoDateSchema, '2028-02-29')).toBeUndefined();
    for (const text of ['2026-13-01', '2026-00-01', '2026-01-32', '2026-1-1', '2026-12-01T10:00Z', '']) {
      expect(messageOf(isoDateSchema, text)).toBe(VIOLATION_MESSAGES.date);
    }
    expect(messageOf(isoDateOrDateTimeSchema, '2026-12-01')).toBeUndefined();
    expect(messageOf(isoDateOrDateTimeSchema, '2026-12-01T10:00:00.000Z')).toBeUndefined();
    for (const text of IMPOSSIBLE_DATE_TIMES.filter((text) => text !== '2026-12-01')) {
      expect(messageOf(isoDateOrDateTimeSchema, text)).toBe(VIOLATION_MESSAGES.date);
    }
    expect(isIsoDay('2026-12-01')).toBe(true);
    expect(isIsoDay('2026-12-01T10:00Z')).toBe(false);
  });

  it('knows which days a month has, leap years included', () => {
    expect(isRealCalendarDay('2028-02-29')).toBe(true);
    expect(isRealCalendarDay('2026-02-29')).toBe(false);
    expect(isRealCalendarDay('2026-13-01')).toBe(false);
    expect(isRealCalendarDay('2026-00-10')).toBe(false);
    expect(isRealCalendarDay('2026-04-31T10:00Z')).toBe(false);
  });
});
