import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';

/** A failed load, with a retry. */
export function BillingError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <EmptyState
      icon={<AlertTriangle />}
      className="py-6"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {message}
    </EmptyState>
  );
}
