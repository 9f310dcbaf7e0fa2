import { AlertTriangle } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ClosedState } from '../../../components/closed-state';
import { EmptyState } from '../../../components/empty-state';
import { isForbidden } from '../../../lib/api-client';

/** A failed load, with a retry; refused by the member's rights (403), why it is closed. */
export function EventsError({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  const { t } = useTranslation('events');
  if (isForbidden(error)) return <ClosedState headingLevel={2} reason={error.message} />;
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
