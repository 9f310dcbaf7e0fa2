import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { isApiRequestError } from '../../../lib/api-client';
import { EmptyState } from '../../../components/empty-state';
import { useEvent } from '../api/get-event';
import { EventCard } from './event-card';
import { LoadError } from '../../../components/load-error';
import { EventsSkeleton } from './events-skeleton';

/** One event on its own (the notifications and .ics files link here): the page's h1 is its title. */
export function EventDetail({ id, backHref, canEdit = false }: { id: string; backHref: string; canEdit?: boolean }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const event = useEvent(id);
  const back = (
    <Link to={backHref} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('actions.back')}
    </Link>
  );
  if (event.isPending) {
    return (
      <div>
        {back}
        <h1 className="sr-only">{t('title')}</h1>
        <EventsSkeleton />
      </div>
    );
  }
  if (event.isError) {
    const isMissing = isApiRequestError(event.error) && event.error.status === 404;
    return (
      <div>
        {back}
        <h1 className="mb-4 text-2xl font-semibold">{t('title')}</h1>
        {isMissing ? (
          <EmptyState>{t('detail.notFound')}</EmptyState>
        ) : (
          <LoadError inCard={false} message={t('error')} query={event} />
        )}
      </div>
    );
  }
  return (
    <div>
      {back}
      <EventCard
        event={event.data}
        headingLevel="h1"
        canEdit={canEdit}
        onDeleted={() => void navigate(backHref, { replace: true })}
      />
    </div>
  );
}
