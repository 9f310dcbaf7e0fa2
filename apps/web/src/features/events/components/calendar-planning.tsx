import { sessionEnd, type EventSession } from '@campus/domain/events';
import { toParisWallClock, type ChannelSlug } from '@campus/domain/shared';
import type { EventInput } from '@fullcalendar/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEvents } from '../api/get-events';
import { useMySessions } from '../api/get-my-sessions';
import { EventsError } from './events-error';
import { CalendarSkeleton } from './calendar-skeleton';

const CalendarView = lazy(() => import('./calendar-view'));

function calendarEntry(
  session: EventSession,
  event: { id: string; title: string; channel: ChannelSlug },
  isMine: boolean,
  href: string,
): EventInput {
  const colour = `var(--color-channel-${event.channel})`;
  return {
    id: session.id,
    title: `${event.title} : ${session.title}`,
    start: toParisWallClock(session.startsAt),
    end: toParisWallClock(sessionEnd(session.startsAt, session.durationMinutes)),
    // Held seats in the channel's colour; the channel's other sessions outlined in it.
    backgroundColor: isMine ? colour : `var(--color-channel-${event.channel}-soft)`,
    borderColor: colour,
    textColor: isMine ? '#ffffff' : colour,
    // A real link: FullCalendar then draws the entry as <a href>, reached by Tab and opened with Enter.
    url: href,
    extendedProps: { eventId: event.id },
  };
}

/**
 * Day, week and month views (spec 2.6) in French, weeks starting on Monday: the member's sessions in every
 * channel, each in its channel's colour, and the active channel's other sessions outlined. Loaded by EventsCalendar
 * once the page's first screen is shown, with the events' contracts its answers are read through.
 */
export default function CalendarPlanning({
  channel,
  eventHref,
}: {
  channel: ChannelSlug;
  eventHref: (id: string) => string;
}) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const mine = useMySessions({ period: 'all' });
  const upcoming = useEvents({ channel, period: 'upcoming' });
  const past = useEvents({ channel, period: 'past' });
  const queries = [mine, upcoming, past];

  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <EventsError
        error={failed.error}
        message={t('calendar.error')}
        onRetry={() => queries.forEach((query) => void query.refetch())}
      />
    );
  }
  if (!mine.data || !upcoming.data || !past.data) return <CalendarSkeleton />;

  const held = new Set(mine.data.items.map((item) => item.session.id));
  const entries: EventInput[] = [
    ...mine.data.items.map((item) => calendarEntry(item.session, item.event, true, eventHref(item.event.id))),
    ...[...upcoming.data.items, ...past.data.items].flatMap((event) =>
      event.sessions
        .filter((session) => !held.has(session.id))
        .map((session) => calendarEntry(session, event, false, eventHref(event.id))),
    ),
  ];
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <CalendarView entries={entries} onEventClick={(eventId) => void navigate(eventHref(eventId))} />
    </Suspense>
  );
}
