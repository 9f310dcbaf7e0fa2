import { importReportSchema, type ImportReport } from '@campus/domain/administration';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { ProgressBar } from '../../../components/progress-bar';
import { useDownloadImportReport } from '../api/download-import-report';
import { useImportJob } from '../api/get-import-job';
import { ImportLineErrors } from './import-line-errors';

/** The report of a done import, when the job kept one in its shape. */
function reportOf(report: Record<string, unknown> | null | undefined): ImportReport | null {
  const parsed = importReportSchema.safeParse(report);
  return parsed.success ? parsed.data : null;
}

/** The import job followed each second: its progress while it runs, then its report or why it failed. */
export function ImportJobProgress({ jobId }: { jobId: string }) {
  const { t } = useTranslation('administration');
  const job = useImportJob(jobId);
  const status = job.data?.status;

  if (status === 'failed') {
    return <FormErrors messages={[t('import.jobFailed', { error: job.data?.error ?? '' }).trim()]} />;
  }
  const report = status === 'done' ? reportOf(job.data?.report) : null;
  if (report) return <ImportReportSummary jobId={jobId} report={report} />;
  if (job.isError) return <FormErrors messages={[t('import.followFailed')]} />;
  // The job tells how many lines it has written once it runs: a measured bar, else a moving one.
  const progress = status === 'running' ? job.data?.progress : undefined;
  const percent = progress && progress.total > 0 ? (100 * progress.done) / progress.total : null;
  const label =
    status !== 'running'
      ? t('import.queued')
      : progress
        ? t('import.runningLines', { done: progress.done, total: progress.total })
        : t('import.running');
  return (
    <div className="space-y-2" aria-live="polite">
      <ProgressBar label={t('import.progress')} value={percent} valueText={label} />
      <p className="text-sm text-ink-soft">{label}</p>
    </div>
  );
}

function ImportReportSummary({ jobId, report }: { jobId: string; report: ImportReport }) {
  const { t } = useTranslation('administration');
  const download = useDownloadImportReport();
  const counts: [string, number][] = [
    [t('import.created'), report.created],
    [t('import.updated'), report.updated],
    [t('import.unchanged'), report.unchanged],
    [t('import.errors'), report.errors.length],
  ];
  return (
    <section aria-labelledby="import-report" className="space-y-4">
      <ProgressBar label={t('import.progress')} value={100} valueText={t('import.done')} />
      <h3 id="import-report" className="text-base font-semibold text-ink">
        {t('import.reportTitle', { count: report.rows })}
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([term, count]) => (
          <div key={term} className="rounded-lg border border-line px-3 py-2">
            <dt className="text-xs font-medium text-ink-faint">{term}</dt>
            <dd className="text-xl font-semibold text-ink">{count}</dd>
          </div>
        ))}
      </dl>
      <ImportLineErrors errors={report.errors} />
      <Button
        variant="secondary"
        icon={<Download className="size-4" aria-hidden="true" />}
        isLoading={download.isPending}
        onClick={() => download.mutate(jobId)}
      >
        {t('import.downloadReport')}
      </Button>
      {download.isError ? <FormErrors messages={[t('import.downloadFailed')]} /> : null}
    </section>
  );
}
