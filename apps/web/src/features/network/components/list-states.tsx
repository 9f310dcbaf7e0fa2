import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ClosedState } from '../../../components/closed-state';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { isForbidden } from '../../../lib/api-client';

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

/** A list that failed: what happened and a way to try again; refused by the member's rights (403), why it is closed. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('network');
  if (isForbidden(error)) return <ClosedState headingLevel={2} reason={error.message} />;
  return (
    <Card role="alert">
      <EmptyState
        action={
          <Button variant="secondary" onClick={onRetry} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadError')}
      </EmptyState>
    </Card>
  );
}

export function ListEmpty({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <EmptyState icon={icon}>{children}</EmptyState>
    </Card>
  );
}
