import cronParser from 'cron-parser';

/** Every schedule's cron reads in Paris time, summer and winter alike (a `0 7 * * *` job runs at 07:00 in Paris). */
export const SCHEDULE_TIME_ZONE = 'Europe/Paris';

/** Whether a text is a cron expression: five fields (minute to weekday), or six with seconds first. */
export function isCronExpression(cron: string): boolean {
  const fields = cron.trim().split(/\s+/).length;
  if (fields < 5 || fields > 6) return false;
  try {
    cronParser.parseExpression(cron, { tz: SCHEDULE_TIME_ZONE });
    return true;
  } catch {
    return false;
  }
}

/** The latest tick of a cron at or before `at` (Paris time). */
export function previousTick(cron: string, at: Date): Date {
  // One millisecond on: a tick falling exactly at `at` is the latest one, not the one before it.
  const expression = cronParser.parseExpression(cron, { currentDate: at.getTime() + 1, tz: SCHEDULE_TIME_ZONE });
  return expression.prev().toDate();
}

/** The first tick of a cron after `at` (Paris time). */
export function nextTick(cron: string, at: Date): Date {
  return cronParser.parseExpression(cron, { currentDate: at, tz: SCHEDULE_TIME_ZONE }).next().toDate();
}
