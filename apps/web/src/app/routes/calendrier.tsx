import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CalendarFeedCard } from '../../features/events/components/calendar-feed-card';
import { EventsCalendar } from '../../features/events/components/events-calendar';
import { useActiveChannel } from '../../lib/auth/active-channel';

/**
 * `/mon-suivi/calendrier`: the member's sessions and the channel's events by day, week or month. No `prefetch`: the
 * first screen is the title and the calendar's frame; its data loads with the planning, after that screen is shown.
 */
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
