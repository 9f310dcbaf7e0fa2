import * as z from 'zod/mini';
import { VIOLATION_MESSAGES } from './violations.js';

// The one date rule of every date and date-time the API takes (bodies and queries): plain checks (regex, bounds)
// rather than zod's date formats, so the shared contracts stay small on the web. A text that is no date answers
// `date`; a well-formed day its month does not have (2026-02-30) answers `dateFormat`.

/** `YYYY-MM-DD` with a month 01-12 and a day 01-31 (whether the month has that day is `isRealCalendarDay`). */
const DAY = String.raw`\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])`;
/** `THH:mm[:ss[.sss]]` and a zone (`Z` or an offset), hour 00-23, minute and second 00-59. */
const TIME = String.raw`T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)`;

const ISO_DATE = new RegExp(`^${DAY}$`);
const ISO_DATE_TIME = new RegExp(`^${DAY}${TIME}$`);
const ISO_DATE_OR_DATE_TIME = new RegExp(`^${DAY}(${TIME})?$`);

/** Whether the day of an ISO date exists in its month (2026-02-30 does not: Date would make it 2 March). */
export function isRealCalendarDay(isoDate: string): boolean {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateText = (shape: RegExp) =>
  z
    .string(VIOLATION_MESSAGES.date)
    .check(
      z.regex(shape, { message: VIOLATION_MESSAGES.date, abort: true }),
      z.refine(isRealCalendarDay, VIOLATION_MESSAGES.dateFormat),
    );

/** An instant: a UTC or offset ISO 8601 date-time with a real month, day, hour and minute. */
export const isoDateTimeSchema = dateText(ISO_DATE_TIME);

/** A day: an ISO 8601 date `YYYY-MM-DD` that exists. */
export const isoDateSchema = dateText(ISO_DATE);

/** A day or an instant, each as above (a filter from a day on, or from a precise time on). */
export const isoDateOrDateTimeSchema = dateText(ISO_DATE_OR_DATE_TIME);

/** Whether a text is a day (`YYYY-MM-DD`) rather than an instant; for texts the schemas above accepted. */
export const isIsoDay = (text: string): boolean => ISO_DATE.test(text);
