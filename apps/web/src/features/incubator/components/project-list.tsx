import { LABELS, formatAmount, type ProjectSummary } from '@campus/domain/incubator';
import { formatShortDate } from '@campus/domain/shared';
import { FolderOpen } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { AuditBadge, StateBadge } from './project-badges';

interface ProjectListProps {
  projects: readonly ProjectSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  emptyAction?: { to: string; label: string };
  showOwner?: boolean;
}

/** Projects as cards (name, place, state, audit, works total), each opening its page; loading, empty, error states. */
export function ProjectList({
  projects,
  isPending,
  isError,
  onRetry,
  emptyText,
  emptyAction,
  showOwner = false,
}: ProjectListProps) {
  const { t } = useTranslation('incubator');
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError || !projects) {
    return (
      <Card className="p-6">
        <EmptyState
          action={
            <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={onRetry}>
              {t('retry')}
            </button>
          }
        >
          {t('loadError')}
        </EmptyState>
      </Card>
    );
  }
  if (projects.length === 0) {
    return (
      <Card className="p-6">
        <EmptyState
          icon={<FolderOpen />}
          action={
            emptyAction ? (
              <Link to={emptyAction.to} className={buttonStyles()}>
                {emptyAction.label}
              </Link>
            ) : undefined
          }
        >
          {emptyText}
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3">
      {projects.map((project) => (
        <li key={project.id}>
          <Card isInteractive className="relative flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5">
            <div className="min-w-0">
              <h2 className="truncate text-base font-semibold text-ink">
                <Link to={paths.mdb.project(project.id)} className="after:absolute after:inset-0">
                  {project.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-ink-soft">
                {[
                  project.city,
                  project.propertyType && LABELS.propertyType[project.propertyType],
                  project.operationType && LABELS.operationType[project.operationType],
                  showOwner ? project.owner.name : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="mt-1 text-xs text-ink-faint">
                {t('list.updated', { date: formatShortDate(project.updatedAt) })}
                {project.worksTotalCents > 0 &&
                  ` · ${t('list.works', { amount: formatAmount(project.worksTotalCents) })}`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <StateBadge state={project.state} />
              <AuditBadge status={project.auditStatus} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
