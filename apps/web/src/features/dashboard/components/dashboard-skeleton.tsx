import { useTranslation } from '../../../lib/use-translation';
import { Skeleton } from '../../../components/skeleton';

/** The dashboard's shape while the member loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" className="grid grid-cols-1 gap-6 lg:grid-cols-2 3xl:grid-cols-3">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-40 rounded-card lg:col-span-2" />
      <Skeleton className="h-40 rounded-card" />
      <Skeleton className="h-72 rounded-card" />
      <Skeleton className="h-72 rounded-card" />
      <Skeleton className="h-72 rounded-card 3xl:hidden" />
    </div>
  );
}
