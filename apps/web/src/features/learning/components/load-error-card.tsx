import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';

/** What failed to load (a TanStack query): its message and a button to ask again. */
export function LoadErrorCard({
  query,
  children,
}: {
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
  children: ReactNode;
}) {
  const { t } = useTranslation('learning');
  return (
    <Card>
      <EmptyState
        icon={<AlertTriangle />}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()} isLoading={query.isFetching}>
            {t('retry')}
          </Button>
        }
      >
        {children}
      </EmptyState>
    </Card>
  );
}
