import type { DataExportStatus } from '@campus/domain/account';
import { formatLongDate, formatShortDate, formatTime } from '@campus/domain/shared';
import { AlertTriangle, Archive, CheckCircle2, Clock, Download, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useDataExport, useDownloadDataExport, useRequestDataExport } from '../api/data-export';

const MEGABYTE = 1024 * 1024;

/** `2,4 Mo`, `350 Ko`. */
function formatSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;
}

const errorText = (error: unknown, fallback: string) => (isApiRequestError(error) ? error.message : fallback);

function StateRow({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      <div className={`flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-6 ${tone}`}>
        {icon}
      </div>
      <div className="min-w-0 space-y-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {children}
      </div>
    </div>
  );
}

/**
 * The member's export (issue 32): none yet, in preparation (asked again every few seconds), ready with its end date
 * and `Télécharger`, expired, or failed; and the request of a new one. `token` is the mail link's, passed through.
 */
export function DataExportPanel({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const query = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();

  const ask = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <Button
      variant={variant}
      icon={<RefreshCw aria-hidden="true" />}
      isLoading={request.isPending}
      onClick={() =>
        request.mutate(undefined, {
          onError: (error) => toast({ title: errorText(error, t('data.requestError')), variant: 'error' }),
        })
      }
    >
      {label}
    </Button>
  );

  if (query.isPending) {
    return (
      <Card className="space-y-3 p-4 sm:p-6" aria-busy="true">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-10 w-40" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <EmptyState
          icon={<AlertTriangle />}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('data.retry')}
            </Button>
          }
        >
          {t('data.loadError')}
        </EmptyState>
      </Card>
    );
  }

  const status: DataExportStatus = query.data;
  const at = (iso: string | null) => (iso ? { date: formatShortDate(iso), time: formatTime(iso) } : {});
  let content: ReactNode;
  switch (status.state) {
    case 'none':
      content = (
        <StateRow icon={<Archive aria-hidden="true" />} tone="bg-accent-soft text-accent" title={t('data.none.title')}>
          <p className="text-sm text-ink-soft">{t('data.none.text')}</p>
          <div className="pt-3">{ask(t('data.ask'))}</div>
        </StateRow>
      );
      break;
    case 'preparing':
      content = (
        <StateRow icon={<Spinner />} tone="bg-accent-soft text-accent" title={t('data.preparing.title')}>
          <p className="text-sm text-ink-soft" role="status">
            {t('data.preparing.text', at(status.requestedAt))}
          </p>
        </StateRow>
      );
      break;
    case 'ready':
      content = (
        <StateRow
          icon={<CheckCircle2 aria-hidden="true" />}
          tone="bg-success-soft text-success"
          title={t('data.ready.title')}
        >
          <p className="text-sm text-ink-soft">
            {t('data.ready.text', { date: status.expiresAt ? formatLongDate(status.expiresAt) : '' })}
          </p>
          {status.size !== null ? (
            <p className="text-sm text-ink-soft">{t('data.ready.size', { size: formatSize(status.size) })}</p>
          ) : null}
          <div className="flex flex-wrap gap-3 pt-3">
            <Button
              icon={<Download aria-hidden="true" />}
              isLoading={download.isPending}
              onClick={() =>
                download.mutate(
                  { token, fileName: `campus-mes-donnees-${(status.readyAt ?? '').slice(0, 10)}.zip` },
                  { onError: (error) => toast({ title: errorText(error, t('data.downloadError')), variant: 'error' }) },
                )
              }
            >
              {t('data.download')}
            </Button>
            {ask(t('data.askAgain'), 'secondary')}
          </div>
        </StateRow>
      );
      break;
    case 'expired':
      content = (
        <StateRow icon={<Clock aria-hidden="true" />} tone="bg-canvas text-ink-soft" title={t('data.expired.title')}>
          <p className="text-sm text-ink-soft">
            {t('data.expired.text', { date: status.expiresAt ? formatLongDate(status.expiresAt) : '' })}
          </p>
          <div className="pt-3">{ask(t('data.askAgain'))}</div>
        </StateRow>
      );
      break;
    case 'failed':
      content = (
        <StateRow
          icon={<AlertTriangle aria-hidden="true" />}
          tone="bg-danger-soft text-danger"
          title={t('data.failed.title')}
        >
          <p className="text-sm text-ink-soft">{t('data.failed.text')}</p>
          <div className="pt-3">{ask(t('data.askAgain'))}</div>
        </StateRow>
      );
      break;
  }
  return (
    <Card className="p-4 sm:p-6" data-state={status.state} aria-live="polite">
      {content}
    </Card>
  );
}
