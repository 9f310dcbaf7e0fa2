import { FRENCH_MONTHS, formatFrenchDay } from './format.js';

// Calendar days `YYYY-MM-DD` (Paris wall-clock days: no zone applies), apart from format.ts so that a bundle takes them
// only where they are used (the calendar's planning list), not on every page that shows a date.

/** The year, month (from 1) and day of a calendar day `YYYY-MM-DD` (a Paris wall-clock day: no zone applies). */
function dayFields(isoDay: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return [year, month, day];
}

/** A calendar day `YYYY-MM-DD` moved by a number of days (negative: earlier). */
export function addDaysToDay(isoDay: string, days: number): string {
  const [year, month, day] = dayFields(isoDay);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A calendar day `YYYY-MM-DD` as `lundi 30 novembre 2026`. */
export function formatDay(isoDay: string): string {
  return formatFrenchDay(...dayFields(isoDay));
}

/**
 * The days from `firstDay` to `lastDay` (`YYYY-MM-DD`, both included), as Intl's fr-FR range writes them:
 * `28 novembre – 27 décembre 2026` (thin spaces around the dash), the year written once when both days share it, the
 * month too (`1–30 janvier 2027`).
 */
export function formatDayRange(firstDay: string, lastDay: string): string {
  const [firstYear, firstMonth, first] = dayFields(firstDay);
  const [lastYear, lastMonth, last] = dayFields(lastDay);
  const end = `${last} ${FRENCH_MONTHS[lastMonth - 1]} ${lastYear}`;
  if (firstYear === lastYear && firstMonth === lastMonth) return `${first}–${end}`;
  const start = `${first} ${FRENCH_MONTHS[firstMonth - 1]}${firstYear === lastYear ? '' : ` ${firstYear}`}`;
  return `${start}\u2009–\u2009${end}`;
}
