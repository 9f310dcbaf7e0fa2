import { formatShortDate, formatTime } from '../shared/format.js';
import type { ModerationAction, ReportStatus, ReportTargetKind } from './moderation-contracts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The actions a moderator may take on a reported thing: only messages and deals can be hidden. */
export function allowedModerationActions(kind: ReportTargetKind): readonly ModerationAction[] {
  return kind === 'message' || kind === 'deal'
    ? ['dismiss', 'hide', 'warn', 'suspend']
    : ['dismiss', 'warn', 'suspend'];
}

/** When a suspension of `days` days starting `now` ends. */
export function suspensionEnd(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** A suspension holds while its end is ahead: it lifts by itself when the time passes (nothing to run). */
export function isSuspended(suspendedUntil: string | null | undefined, now: Date): boolean {
  return !!suspendedUntil && Date.parse(suspendedUntil) > now.getTime();
}

/** The end of a suspension as the member reads it: `12/05/2026 à 14h30` (Paris time). */
export function formatSuspensionEnd(suspendedUntil: string): string {
  return `${formatShortDate(suspendedUntil)} à ${formatTime(suspendedUntil)}`;
}

/** Whether a report is settled: the reporter was told (or withdrew it). */
export const isReportSettled = (status: ReportStatus) => status !== 'open';

/** The key of a reported thing (`message:…`): reports and decisions are grouped by it. */
export const targetKey = (kind: ReportTargetKind, id: string) => `${kind}:${id}`;
