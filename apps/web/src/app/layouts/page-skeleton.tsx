import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../components/skeleton';

/** A page's shape while its code or data loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('status.loadingPage')}</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-5 w-full max-w-lg" />
      <div className="mt-2 grid gap-4 md:grid-cols-2 3xl:grid-cols-3">
        <Skeleton className="h-36 w-full rounded-card" />
        <Skeleton className="h-36 w-full rounded-card" />
      </div>
    </div>
  );
}
