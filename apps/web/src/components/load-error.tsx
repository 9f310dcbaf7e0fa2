import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { isForbidden } from '../lib/api-client';
import { useTranslation } from '../lib/use-translation';
import { Button } from './button';
import { Card } from './card';
import { ClosedState } from './closed-state';
import { EmptyState } from './empty-state';

/** What LoadError reads of the query that failed (a TanStack query, or several as one). */
export interface FailedQuery {
  /** Refused by the member's rights (a 403), the page says why it is closed instead. */
  error: unknown;
  /** A retry under way: its button waits. */
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadErrorProps {
  /** What failed to load, in a sentence. */
  message: ReactNode;
  query: FailedQuery;
  /** In a card of its own (a list's place), or bare inside a card or panel the page already draws. */
  inCard?: boolean;
}

/**
 * What failed to load, announced, with a button to ask again (design.md: every screen's error state). Refused by the
 * member's rights, it says why the page is closed and leads home: a retry could never work (issue 34).
 */
export function LoadError({ message, query, inCard = true }: LoadErrorProps) {
  const { t } = useTranslation('common');
  const { error } = query;
  if (isForbidden(error)) return <ClosedState headingLevel={2} reason={error.message} />;
  const state = (
    <EmptyState
      icon={<AlertTriangle />}
      action={
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          isLoading={query.isFetching}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('actions.retry')}
        </Button>
      }
    >
      {message}
    </EmptyState>
  );
  return inCard ? <Card role="alert">{state}</Card> : <div role="alert">{state}</div>;
}
