import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { LoadError, type FailedQuery } from '../../../components/load-error';
import { Skeleton } from '../../../components/skeleton';

/** Cards being loaded. */
export function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Card className="flex gap-3 p-5">
            <Skeleton className="size-14 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-24" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A list of the network that failed: the network's sentence, closed on a 403, else a retry (components/load-error). */
export function ListError({ query }: { query: FailedQuery }) {
  const { t } = useTranslation('network');
  return <LoadError message={t('common.loadError')} query={query} />;
}

export function ListEmpty({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <EmptyState icon={icon}>{children}</EmptyState>
    </Card>
  );
}
