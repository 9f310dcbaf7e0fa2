import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';

/** Placeholder rows while the failed jobs load (a table row's shape from 768 px), announced as loading. */
export function FailedJobsSkeleton() {
  const { t } = useTranslation('operations');
  return (
    <Card role="status" className="p-4 md:p-6">
      <span className="sr-only">{t('failed.loading')}</span>
      <div className="space-y-4" aria-hidden="true">
        {[0, 1, 2].map((key) => (
          <div key={key} className="grid gap-2 md:grid-cols-[minmax(0,1fr)_9rem_6rem_minmax(0,2fr)_7rem] md:gap-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-8 w-24" />
          </div>
        ))}
      </div>
    </Card>
  );
}
