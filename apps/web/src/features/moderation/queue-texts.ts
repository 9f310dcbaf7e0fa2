import {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ModerationDecision,
  type QueueReport,
} from '@campus/domain/moderation';

/** The reasons of a thing's reports, most given first: `Harcèlement ×2 · Spam ou publicité`. */
export function reasonSummary(reports: readonly Pick<QueueReport, 'reason'>[]): string {
  const counts = new Map<string, number>();
  for (const { reason } of reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()]
    .sort(
      ([a, countA], [b, countB]) =>
        countB - countA || REPORT_REASONS.indexOf(a as never) - REPORT_REASONS.indexOf(b as never),
    )
    .map(([reason, count]) => {
      const label = REPORT_REASON_LABELS[reason as keyof typeof REPORT_REASON_LABELS];
      return count > 1 ? `${label} ×${count}` : label;
    })
    .join(' · ');
}

/** Whether a decision may still be undone from the history: not undone yet. */
export const isUndoable = (decision: Pick<ModerationDecision, 'reversedAt'>) => decision.reversedAt === null;
