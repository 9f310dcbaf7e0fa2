import { CloudOff, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';

/** The dashboard could not load: say so and offer a retry. */
export function DashboardError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <EmptyState
        icon={<CloudOff />}
        action={
          <Button onClick={onRetry} isLoading={isRetrying} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
            {t('errors.retry')}
          </Button>
        }
      >
        <span role="alert">{t('errors.load')}</span>
      </EmptyState>
    </Card>
  );
}
