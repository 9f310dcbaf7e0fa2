import { toParisWallClock, type ChannelSlug } from '@campus/domain/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useEvents } from '../api/get-events';
import { useMySessions } from '../api/get-my-sessions';
import { calendarEntry, type CalendarEntry } from './calendar-entries';
import { fullCalendar, opensOnPlanningList } from './calendar-loader';
import type { GridView } from './calendar-views';
import { CalendarSkeleton } from './calendar-skeleton';
import { LoadError } from '../../../components/load-error';
import { PlanningList } from './planning-list';

/** FullCalendar's view, its first day, and whether the member picked it (none while a phone's planning list shows). */
interface GridChoice {
  view: GridView;
  date: string;
  picked: boolean;
}

/**
 * Day, week and month views (spec 2.6) in French, weeks starting on Monday, and a planning of 30 days: the member's
 * sessions in every channel, each in its channel's colour, and the active channel's other sessions outlined. Loaded by
 * EventsCalendar once the page's first screen is shown, with the events' contracts its answers are read through. A
 * phone opens on the planning, drawn without FullCalendar until the member picks a day, a week or a month.
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
  const today = toParisWallClock(new Date()).slice(0, 10);
  const [firstDay, setFirstDay] = useState(today);
  const [grid, setGrid] = useState<GridChoice | null>(() =>
    opensOnPlanningList() ? null : { view: 'timeGridWeek', date: today, picked: false },
  );

  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        inCard={false}
        message={t('calendar.error')}
        // The calendar's three lists fail and retry as one.
        query={{
          error: failed.error,
          isFetching: queries.some((query) => query.isFetching),
          refetch: () => queries.forEach((query) => void query.refetch()),
        }}
      />
    );
  }
  if (!mine.data || !upcoming.data || !past.data) return <CalendarSkeleton />;

  const held = new Set(mine.data.items.map((item) => item.session.id));
  const entries: CalendarEntry[] = [
    ...mine.data.items.map((item) => calendarEntry(item.session, item.event, true, eventHref(item.event.id))),
    ...[...upcoming.data.items, ...past.data.items].flatMap((event) =>
      event.sessions
        .filter((session) => !held.has(session.id))
        .map((session) => calendarEntry(session, event, false, eventHref(event.id))),
    ),
  ];
  if (!grid) {
    return (
      <PlanningList
        entries={entries}
        firstDay={firstDay}
        today={today}
        onFirstDayChange={setFirstDay}
        onPickView={(view) => setGrid({ view, date: firstDay, picked: true })}
        onViewsApproached={fullCalendar.prefetch}
      />
    );
  }
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <fullCalendar.Component
        entries={entries}
        onEventClick={(eventId) => void navigate(eventHref(eventId))}
        initialView={grid.view}
        initialDate={grid.date}
        focusesViewButton={grid.picked}
      />
    </Suspense>
  );
}
