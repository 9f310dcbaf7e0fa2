const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A text cut to at most `length` characters for a preview (a mail, a push, a report), its spaces collapsed and an
 * ellipsis where it was cut.
 */
export function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** The organisation's time zone: every date and time of the product is shown and typed in it. */
export const CAMPUS_TIME_ZONE = 'Europe/Paris';

/**
 * Durations (spec 9): under an hour `45min`, whole hours `2h`, from 60 minutes hours and
 * minutes `1h30`.
 */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total}min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${pad(rest)}`;
}

// Formatters are made on first use and kept: building one costs far more than formatting, and a module-level one
// would be built (and bundled) wherever this module is loaded.
let parisParts: Intl.DateTimeFormat | undefined;
function parisPartsFormat(): Intl.DateTimeFormat {
  parisParts ??= new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: CAMPUS_TIME_ZONE,
  });
  return parisParts;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (`month` from 0). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * Paris's offset from UTC under the European summer-time rule in force since 1996 (directive 2000/84/EC): UTC+2
 * from the last Sunday of March to the last Sunday of October, at 01:00 UTC both, UTC+1 otherwise.
 */
function europeanParisOffset(instant: number, year: number): number {
  const isSummer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return isSummer ? 2 * HOUR_MS : HOUR_MS;
}

/**
 * Paris wall-clock fields of an instant. Since 1996 they follow from the European rule, without Intl: the first
 * `Intl.DateTimeFormat` of a page costs about 25 ms (100 ms on a phone) before the first date it shows. Earlier
 * instants (other rules) and invalid ones go through Intl and the time-zone database.
 */
function parisFields(instant: number) {
  const year = new Date(instant).getUTCFullYear();
  if (year >= 1996) {
    const paris = new Date(instant + europeanParisOffset(instant, year));
    return {
      year: paris.getUTCFullYear(),
      month: paris.getUTCMonth() + 1,
      day: paris.getUTCDate(),
      hour: paris.getUTCHours(),
      minute: paris.getUTCMinutes(),
      second: paris.getUTCSeconds(),
    };
  }
  const parts = parisPartsFormat().formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** DD/MM/YYYY in the Paris time zone. */
export function formatShortDate(date: Date | string): string {
  const f = parisFields(new Date(date).getTime());
  return `${pad(f.day)}/${pad(f.month)}/${f.year}`;
}

const FRENCH_WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** `lundi 24 novembre 2026` in the Paris time zone, as Intl's fr-FR long date writes it. */
export function formatLongDate(date: Date | string): string {
  const f = parisFields(new Date(date).getTime());
  return formatFrenchDay(f.year, f.month, f.day);
}

/** `lundi 24 novembre 2026` from a year, a month (from 1) and a day. */
export function formatFrenchDay(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${FRENCH_WEEKDAYS[weekday]} ${day} ${FRENCH_MONTHS[month - 1]} ${year}`;
}

/** `14h30` in the Paris time zone. */
export function formatTime(date: Date | string): string {
  const f = parisFields(new Date(date).getTime());
  return `${pad(f.hour)}h${pad(f.minute)}`;
}

/** How far Paris is ahead of UTC at an instant, in milliseconds (1 h in winter, 2 h in summer). */
function parisOffset(instant: number): number {
  const f = parisFields(instant);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** An instant as Paris wall-clock time `YYYY-MM-DDTHH:mm` (a `datetime-local` value); empty for no date. */
export function toParisWallClock(date: Date | string): string {
  const instant = new Date(date).getTime();
  if (Number.isNaN(instant)) return '';
  const f = parisFields(instant);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/**
 * Paris wall-clock time `YYYY-MM-DDTHH:mm` as an instant; null when it is no date. A time skipped by the
 * spring change (02:30 on the last Sunday of March) is read one hour later, as clocks show it.
 */
export function fromParisWallClock(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const first = asUtc - parisOffset(asUtc);
  return new Date(asUtc - parisOffset(first));
}

/** 'Published ago' is shown in whole days. */
export function daysSince(date: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS));
}

/**
 * Orders two strings by their code points: ISO dates and ASCII keys sort as they read, without `localeCompare`,
 * whose first call builds an ICU collator (about 30 ms, over 100 ms on a phone, on the first screen of every page).
 */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
