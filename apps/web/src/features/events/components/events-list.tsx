import type { EventMode, EventType } from '@campus/domain/events';
import type { ChannelSlug } from '@campus/domain/shared';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { useEvents } from '../api/get-events';
import { EventCard } from './event-card';
import { EventFilters, type EventPeriod } from './event-filters';
import { LoadError } from '../../../components/load-error';
import { EventsSkeleton } from './events-skeleton';

interface EventsListProps {
  channel: ChannelSlug;
  detailsHref: (id: string) => string;
  /** Admins (MDB_ADMIN) edit and delete the events and their sessions. */
  canEdit?: boolean;
}

/** The channel's upcoming or past events, filtered by type and mode. */
export function EventsList({ channel, detailsHref, canEdit = false }: EventsListProps) {
  const { t } = useTranslation('events');
  const [period, setPeriod] = useState<EventPeriod>('upcoming');
  const [type, setType] = useState<EventType>();
  const [mode, setMode] = useState<EventMode>();
  const events = useEvents({ channel, period, type, mode });

  return (
    <section aria-label={t(`periods.${period}`)}>
      <EventFilters
        period={period}
        type={type}
        mode={mode}
        onPeriodChange={setPeriod}
        onTypeChange={setType}
        onModeChange={setMode}
      />
      {events.isPending ? <EventsSkeleton /> : null}
      {events.isError ? <LoadError inCard={false} message={t('error')} query={events} /> : null}
      {events.data?.items.length === 0 ? <EmptyState icon={<CalendarDays />}>{t(`empty.${period}`)}</EmptyState> : null}
      <div className="grid gap-4">
        {events.data?.items.map((event) => (
          <EventCard key={event.id} event={event} detailsHref={detailsHref(event.id)} canEdit={canEdit} />
        ))}
      </div>
    </section>
  );
}
