import type { Job } from '@campus/domain/operations';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { CircleCheck, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../components/toast';
import { cn } from '../../../lib/cn';
import { useFailedJobs } from '../api/get-failed-jobs';
import { useRetryJob } from '../api/retry-job';
import { FailedJobsSkeleton } from './failed-jobs-skeleton';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadError } from '../../../components/load-error';

/** A job's label by the name its module gave it; a name this version has no label for shows as it is. */
function useJobLabel() {
  const { t } = useTranslation('operations');
  return (name: string) => t(`jobNames.${name}`, { defaultValue: name });
}

const cellStyles = 'block md:table-cell md:px-4 md:py-3 md:align-top';

/** A cell of a row: on phones, where the row is a card, it names its column itself. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn(cellStyles, className)}>
      <span className="block text-xs font-medium text-ink-faint md:hidden">{label}</span>
      {children}
    </td>
  );
}

function FailedJobRow({ job, isRetrying, onRetry }: { job: Job; isRetrying: boolean; onRetry: (job: Job) => void }) {
  const { t } = useTranslation('operations');
  const label = useJobLabel()(job.name);
  const failedAt = job.finishedAt ?? job.createdAt;
  return (
    <tr className="block space-y-3 rounded-card border border-line bg-surface p-4 md:table-row md:space-y-0 md:rounded-none md:border-0 md:border-t md:p-0">
      <Cell label={t('failed.columns.job')}>
        <span className="font-medium text-ink">{label}</span>
        {label !== job.name ? <span className="block font-mono text-xs text-ink-faint">{job.name}</span> : null}
      </Cell>
      <Cell label={t('failed.columns.failedAt')} className="text-sm text-ink-soft md:whitespace-nowrap">
        {t('failed.at', { date: formatShortDate(failedAt), time: formatTime(failedAt) })}
      </Cell>
      <Cell label={t('failed.columns.attempts')} className="text-sm text-ink-soft tabular-nums">
        {job.attempts}
      </Cell>
      <Cell label={t('failed.columns.error')} className="text-sm break-words text-ink">
        {job.error ?? t('failed.noError')}
      </Cell>
      <td className={cn(cellStyles, 'md:text-right')}>
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCcw className="size-4" aria-hidden="true" />}
          isLoading={isRetrying}
          aria-label={t('failed.relaunchLabel', { label })}
          onClick={() => onRetry(job)}
        >
          {t('failed.relaunch')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * The failed background jobs for the admin: what (the job's label), when it failed, after how many attempts, why (its
 * error), and `Relancer` for one more attempt. A table from 768 px, a card per job below.
 */
export function FailedJobs() {
  const { t } = useTranslation('operations');
  const jobLabel = useJobLabel();
  const failedJobs = useFailedJobs();
  const retryJob = useRetryJob();

  if (failedJobs.isPending) return <FailedJobsSkeleton />;
  if (failedJobs.isError) {
    return <LoadError message={t('failed.loadError')} query={failedJobs} />;
  }
  const jobs = failedJobs.data.pages.flatMap((page) => page.items);
  if (jobs.length === 0) {
    return (
      <Card>
        <EmptyState icon={<CircleCheck />}>{t('failed.empty')}</EmptyState>
      </Card>
    );
  }

  const retry = (job: Job) =>
    retryJob.mutate(job.id, {
      onSuccess: () => toast({ title: t('failed.relaunched', { label: jobLabel(job.name) }), variant: 'success' }),
      onError: (error) => toast({ title: t('failed.relaunchFailed'), description: error.message, variant: 'error' }),
    });

  return (
    <div className="space-y-4">
      <table className="block w-full md:table md:overflow-hidden md:rounded-card md:border md:border-line md:bg-surface">
        <caption className="sr-only">{t('failed.caption')}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="text-left text-xs font-semibold tracking-wide text-ink-faint uppercase">
            <th scope="col" className="px-4 py-3">
              {t('failed.columns.job')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('failed.columns.failedAt')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('failed.columns.attempts')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('failed.columns.error')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('failed.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {jobs.map((job) => (
            <FailedJobRow
              key={job.id}
              job={job}
              isRetrying={retryJob.isPending && retryJob.variables === job.id}
              onRetry={retry}
            />
          ))}
        </tbody>
      </table>
      <LoadMoreButton pages={failedJobs}>{t('failed.more')}</LoadMoreButton>
    </div>
  );
}
