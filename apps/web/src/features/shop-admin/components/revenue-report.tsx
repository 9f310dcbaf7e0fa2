import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import { useRevenue } from '../api/get-revenue';
import { isQuietYear } from '../revenue';
import { LoadError } from '../../../components/load-error';
import { RevenueCharts } from './revenue-charts';
import { RevenueTable } from './revenue-table';

// Twelve months of placeholder bars, of varied heights.
const BAR_HEIGHTS = [
  'h-2/5',
  'h-3/5',
  'h-1/3',
  'h-4/5',
  'h-1/2',
  'h-2/3',
  'h-2/5',
  'h-5/6',
  'h-3/5',
  'h-1/3',
  'h-3/4',
  'h-1/2',
];

function RevenueSkeleton() {
  const { t } = useTranslation('shop-admin');
  return (
    <Card role="status" className="p-4 sm:p-6">
      <span className="sr-only">{t('revenue.loading')}</span>
      <div className="flex h-56 items-end gap-3" aria-hidden="true">
        {BAR_HEIGHTS.map((height, index) => (
          <Skeleton key={index} className={cn('flex-1', height)} />
        ))}
      </div>
    </Card>
  );
}

/**
 * The last 12 months of the shop: charts of takings and refunds, of subscriptions won and lost, and the same figures
 * as a table with its total. A year without any sale says so instead of drawing empty charts.
 */
export function RevenueReport() {
  const { t } = useTranslation('shop-admin');
  const revenue = useRevenue();

  if (revenue.isPending) return <RevenueSkeleton />;
  if (revenue.isError) return <LoadError message={t('revenue.loadError')} query={revenue} />;
  const { months } = revenue.data;

  return (
    <div className="space-y-6">
      {isQuietYear(months) ? (
        <Card>
          <EmptyState icon={<ChartNoAxesColumn />}>{t('revenue.noSales')}</EmptyState>
        </Card>
      ) : (
        <RevenueCharts months={months} />
      )}
      <RevenueTable months={months} />
    </div>
  );
}
