import { canSeeEvents } from '@campus/domain/rights';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CalendarFeedCard } from '../../features/events/components/calendar-feed-card';
import { EventsCalendar } from '../../features/events/components/events-calendar';
import { eventsQueryOptions } from '../../features/events/api/get-events';
import { mySessionsQueryOptions } from '../../features/events/api/get-my-sessions';
import { useActiveChannel } from '../../lib/auth/active-channel';
import type { PagePrefetch } from '../page-prefetch';

/** The calendar's first data: the member's sessions and the channel's upcoming and past events (EventsCalendar). */
export const prefetch: PagePrefetch = ({ queryClient, user, channel }) => {
  // A starter-MDB member has no events.
  if (!canSeeEvents(user)) return;
  void queryClient.prefetchQuery(mySessionsQueryOptions({ period: 'all' }));
  void queryClient.prefetchQuery(eventsQueryOptions({ channel, period: 'upcoming' }));
  void queryClient.prefetchQuery(eventsQueryOptions({ channel, period: 'past' }));
};

/** `/mon-suivi/calendrier`: the member's sessions and the channel's events by day, week or month. */
export default function CalendarPage() {
  const { t } = useTranslation('events');
  const { channel } = useActiveChannel();
  return (
    <div>
      <PageHeader title={t('calendar.title')} description={t('calendar.description')} />
      <EventsCalendar channel={channel} eventHref={paths.event} />
      <CalendarFeedCard />
    </div>
  );
}
