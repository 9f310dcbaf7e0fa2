import { LABELS, type AuditStatus, type ProjectState } from '@campus/domain/incubator';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

const STATE_STYLES: Record<ProjectState, string> = {
  DRAFT: 'bg-canvas text-ink-soft border-line',
  IN_PROGRESS: 'bg-accent-soft text-accent border-accent/20',
  MISSING_PARTS: 'bg-[#FEF9C3] text-[#A16207] border-[#A16207]/20',
  VALIDATED: 'bg-[#DCFCE7] text-[#15803D] border-[#15803D]/20',
  REJECTED: 'bg-danger-soft text-danger border-danger/20',
};

const pill = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** A project's state, in words and colour. */
export function StateBadge({ state }: { state: ProjectState }) {
  return <span className={cn(pill, STATE_STYLES[state])}>{LABELS.state[state]}</span>;
}

/** A project's audit status, when it has one. */
export function AuditBadge({ status }: { status: AuditStatus | null }) {
  const { t } = useTranslation('incubator');
  if (!status) return null;
  return (
    <span className={cn(pill, 'border-line bg-surface text-ink-soft')}>
      {t('auditBadge', { status: LABELS.auditStatus[status] })}
    </span>
  );
}
