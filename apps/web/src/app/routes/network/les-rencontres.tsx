import type { EventType } from '@campus/domain/events';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useEvents } from '../../../features/events/api/get-events';
import { EventCard } from '../../../features/events/components/event-card';
import { LoadError } from '../../../components/load-error';
import { EventsSkeleton } from '../../../features/events/components/events-skeleton';

/** One kind of meeting of the immobilier channel, from the events module (no second calendar). */
function Meetings({ type, title }: { type: EventType; title: string }) {
  const { t } = useTranslation(['events', 'sections']);
  const events = useEvents({ channel: 'immobilier', period: 'upcoming', type });
  const id = `meetings-${type}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {events.isPending ? <EventsSkeleton /> : null}
      {events.isError ? <LoadError inCard={false} message={t('events:error')} query={events} /> : null}
      {events.data?.items.length === 0 ? (
        <Card>
          <EmptyState icon={<CalendarDays aria-hidden="true" />}>{t('sections:meetings.empty')}</EmptyState>
        </Card>
      ) : null}
      <div className="grid gap-4">
        {events.data?.items.map((event) => (
          <EventCard key={event.id} event={event} detailsHref={paths.event(event.id)} />
        ))}
      </div>
    </section>
  );
}

/** `/mon-reseau/les-rencontres`: local and ambassador meetings (LOCAL_MEETING, AMBASSADOR_MEETING) on immobilier. */
export default function MeetingsPage() {
  const { t } = useTranslation(['navigation', 'sections', 'network']);
  return (
    <>
      <PageHeader
        title={t('navigation:menu.meetings')}
        description={t('sections:meetings.description')}
        actions={
          <Link to={paths.tracking.calendar} className={buttonStyles({ variant: 'secondary' })}>
            {t('network:meetings.calendar')}
          </Link>
        }
      />
      <div className="space-y-8">
        <Meetings type="LOCAL_MEETING" title={t('network:meetings.local')} />
        <Meetings type="AMBASSADOR_MEETING" title={t('network:meetings.ambassador')} />
      </div>
    </>
  );
}
