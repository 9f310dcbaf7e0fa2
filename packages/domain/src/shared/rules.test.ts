import { describe, expect, it } from 'vitest';
import { CHANNELS, channelName } from './channels.js';
import { addDaysToDay, formatDay, formatDayRange } from './days.js';
import { isEmptyValue } from './empty.js';
import {
  daysSince,
  excerpt,
  formatDuration,
  compareCodePoints,
  formatLongDate,
  formatShortDate,
  formatTime,
  fromParisWallClock,
  toParisWallClock,
} from './format.js';

describe('channels', () => {
  it('has five channels with their display names', () => {
    expect(CHANNELS.map((channel) => `${channel.slug}:${channel.name}`)).toEqual([
      'base:Fondamentaux',
      'immobilier:Immobilier',
      'entrepreneuriat:Business',
      'finance:Finance',
      'sport:Sport',
    ]);
    expect(channelName('entrepreneuriat')).toBe('Business');
  });
});

describe('empty values', () => {
  it('an empty value is null, an empty string or 0', () => {
    expect([null, '', 0].every(isEmptyValue)).toBe(true);
    expect(['a', 1, false].some(isEmptyValue)).toBe(false);
  });
});

describe('formats', () => {
  it('an excerpt collapses spaces and ends with an ellipsis only where it was cut', () => {
    expect(excerpt('  Bonjour\n\n à   tous  ', 20)).toBe('Bonjour à tous');
    expect(excerpt('abcdefghij', 10)).toBe('abcdefghij');
    expect(excerpt('abcdefghijk', 10)).toBe('abcdefghi…');
  });

  it('minutes are shown as Xmin, Xh, and hours and minutes from 60 minutes', () => {
    expect(formatDuration(45)).toBe('45min');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(90)).toBe('1h30');
    expect(formatDuration(125)).toBe('2h05');
  });
  it('dates are French', () => {
    expect(formatShortDate('2026-11-24T10:00:00Z')).toBe('24/11/2026');
    expect(formatLongDate('2026-11-24T10:00:00Z')).toBe('mardi 24 novembre 2026');
    expect(formatTime('2026-11-24T13:30:00Z')).toBe('14h30');
  });
  it('calendar days are moved, written and spanned in French, across months, years and leap days', () => {
    expect(addDaysToDay('2026-11-28', 29)).toBe('2026-12-27');
    expect(addDaysToDay('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDay('2026-01-10', -30)).toBe('2025-12-11');
    expect(formatDay('2026-11-30')).toBe('lundi 30 novembre 2026');
    expect(formatDayRange('2026-11-28', '2026-12-27')).toBe('28 novembre\u2009–\u200927 décembre 2026');
    expect(formatDayRange('2026-12-20', '2027-01-18')).toBe('20 décembre 2026\u2009–\u200918 janvier 2027');
    const longRange = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const [first, last] of [
      ['2026-11-28', '2026-12-27'],
      ['2026-12-20', '2027-01-18'],
      ['2027-02-01', '2027-03-02'],
      ['2027-01-01', '2027-01-30'],
    ] as const) {
      expect(formatDayRange(first, last)).toBe(longRange.formatRange(new Date(first), new Date(last)));
    }
  });
  it('dates are typed and shown in Paris time, summer and winter, whatever the browser’s zone', () => {
    expect(toParisWallClock('2026-11-24T18:00:00Z')).toBe('2026-11-24T19:00');
    expect(toParisWallClock('2026-07-01T18:00:00Z')).toBe('2026-07-01T20:00');
    expect(fromParisWallClock('2026-11-24T19:00')?.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(fromParisWallClock('2026-07-01T20:00')?.toISOString()).toBe('2026-07-01T18:00:00.000Z');
    // Around the clock changes: 29 March 2026 (02:00 -> 03:00) and 25 October 2026 (03:00 -> 02:00).
    expect(fromParisWallClock('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(fromParisWallClock('2026-03-29T03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromParisWallClock('2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(fromParisWallClock('2026-10-25T04:00')?.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(toParisWallClock(fromParisWallClock('2026-10-25T01:00') ?? '')).toBe('2026-10-25T01:00');
  });
  it('Paris times and long dates agree with the time-zone database around every clock change from 1990 to 2040', () => {
    const database = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Paris',
    });
    const wallClock = (instant: number) => {
      const parts = Object.fromEntries(database.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
    };
    const hour = 60 * 60 * 1000;
    const instants: number[] = [];
    for (let year = 1990; year <= 2040; year += 1) {
      for (const month of [2, 8, 9]) {
        // Every 30 minutes on the last eight days of March, September and October (the changes of each rule).
        const start = Date.UTC(year, month + 1, 1) - 8 * 24 * hour;
        for (let instant = start; instant < start + 8 * 24 * hour; instant += hour / 2) instants.push(instant);
      }
      instants.push(Date.UTC(year, 0, 1) - 1, Date.UTC(year, 0, 1), Date.UTC(year, 6, 14, 22, 59, 59));
      for (let month = 0; month < 12; month += 1) instants.push(Date.UTC(year, month, 15, 22, 30));
    }
    const disagreements = instants.filter((instant) => toParisWallClock(new Date(instant)) !== wallClock(instant));
    const longDate = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    });
    const longDateDisagreements = instants.filter(
      (instant) => formatLongDate(new Date(instant)) !== longDate.format(instant),
    );
    expect(instants.length).toBeGreaterThan(50_000);
    expect(disagreements.map((instant) => new Date(instant).toISOString())).toEqual([]);
    expect(longDateDisagreements.map((instant) => new Date(instant).toISOString())).toEqual([]);
    expect(formatTime('1995-09-24T00:30:00Z')).toBe('02h30');
    expect(formatTime('1996-09-29T00:30:00Z')).toBe('02h30');
    expect(formatTime('1996-10-27T00:30:00Z')).toBe('02h30');
    expect(formatTime('1996-10-27T01:30:00Z')).toBe('02h30');
  });
  it('a Paris wall-clock value that is no date is refused', () => {
    expect(fromParisWallClock('')).toBeNull();
    expect(fromParisWallClock('demain')).toBeNull();
    expect(fromParisWallClock('2026-02-30T10:00')).toBeNull();
    expect(fromParisWallClock('2026-02-10T24:00')).toBeNull();
    expect(toParisWallClock('n’importe quoi')).toBe('');
  });
  it('strings compare by code point: ISO dates in time order, keys as they read', () => {
    expect(['2026-11-24T10:00:00Z', '2025-01-01T00:00:00Z', '2026-11-24T09:59:59Z'].sort(compareCodePoints)).toEqual([
      '2025-01-01T00:00:00Z',
      '2026-11-24T09:59:59Z',
      '2026-11-24T10:00:00Z',
    ]);
    expect(['period', 'channel', 'Zone', 'type'].sort(compareCodePoints)).toEqual([
      'Zone',
      'channel',
      'period',
      'type',
    ]);
    expect(compareCodePoints('a', 'a')).toBe(0);
  });
  it('published ago is counted in days', () => {
    expect(daysSince('2026-11-20T12:00:00Z', new Date('2026-11-22T13:00:00Z'))).toBe(2);
  });
});
