const pad = (value: number) => String(value).padStart(2, '0');

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

/** DD/MM/YYYY in the Paris time zone. */
export function formatShortDate(date: Date | string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(date));
}

/** `lundi 24 novembre 2026` in the Paris time zone. */
export function formatLongDate(date: Date | string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(date));
}

/** `14h30` in the Paris time zone. */
export function formatTime(date: Date | string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Paris',
  }).formatToParts(new Date(date));
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour}h${minute}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Published ago' is shown in whole days. */
export function daysSince(date: Date | string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS));
}
