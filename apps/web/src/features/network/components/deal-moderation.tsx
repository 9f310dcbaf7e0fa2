import { formatShortDate } from '@campus/domain/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { toast } from '../../../components/toast';
import { useDealReports } from '../api/get-deal-reports';
import { useHideDeal } from '../api/hide-deal';

/** Admins: the open reports, each with `Masquer le deal` (its author is notified). */
export function DealModeration({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation('network');
  const reports = useDealReports(true);
  const hide = useHideDeal();
  if (reports.isPending || reports.isError) return null;
  return (
    <Card className="mb-6 p-5">
      <h2 className="text-lg font-semibold text-ink">{t('deals.moderation.title')}</h2>
      {reports.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('deals.moderation.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {reports.data.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link to={detailsHref(report.dealId)} className="font-medium text-ink hover:underline">
                  {report.dealTitle}
                </Link>
                <p className="text-sm text-ink-soft">{t('deals.moderation.reason', { reason: report.reason })}</p>
                <p className="text-xs text-ink-faint">
                  {[report.reporter, formatShortDate(report.createdAt)].filter(Boolean).join(' · ')}
                </p>
              </div>
              <Button
                size="sm"
                variant="danger"
                isLoading={hide.isPending && hide.variables === report.dealId}
                onClick={() =>
                  hide.mutate(report.dealId, {
                    onSuccess: () => {
                      toast({ title: t('deals.moderation.hidden'), variant: 'success' });
                      void reports.refetch();
                    },
                  })
                }
              >
                {t('deals.moderation.hide')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
