import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';

/** Placeholder rows while the members load (a table row's shape from 768 px), announced as loading. */
export function MembersSkeleton() {
  const { t } = useTranslation('administration');
  return (
    <Card role="status" className="p-4 md:p-6">
      <span className="sr-only">{t('members.loading')}</span>
      <div className="space-y-5" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((key) => (
          <div
            key={key}
            className="grid grid-cols-2 gap-2 md:grid-cols-[minmax(0,2fr)_6rem_6rem_8rem_minmax(0,1fr)_9rem] md:gap-4"
          >
            <div className="col-span-2 space-y-1.5 md:col-span-1">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-52" />
            </div>
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-28" />
          </div>
        ))}
      </div>
    </Card>
  );
}
