import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';

/** A failed load, with a retry. */
export function EventsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('events');
  return (
    <EmptyState
      icon={<AlertTriangle />}
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
