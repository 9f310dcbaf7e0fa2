import { sessionEnd, type EventSession } from '@campus/domain/events';
import { toParisWallClock, type ChannelSlug } from '@campus/domain/shared';
import type { EventClickArg, EventInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEvents } from '../api/get-events';
import { useMySessions } from '../api/get-my-sessions';
import { EventsError } from './events-error';
import { Skeleton } from '../../../components/skeleton';

const isNarrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

function calendarEntry(
  session: EventSession,
  event: { id: string; title: string; channel: ChannelSlug },
  isMine: boolean,
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
    extendedProps: { eventId: event.id },
  };
}

/**
 * FullCalendar draws its toolbar chevrons as `role="img"` with no text (axe: role-img-alt). Their buttons are named
 * by their titles, so the chevrons are hidden from assistive technologies, as drawn and at each redraw.
 */
function hideToolbarIcons(container: HTMLDivElement | null): (() => void) | undefined {
  if (!container) return undefined;
  const hide = () => {
    for (const icon of container.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])'))
      icon.setAttribute('aria-hidden', 'true');
  };
  hide();
  const observer = new MutationObserver(hide);
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Day, week and month views (spec 2.6) in French, weeks starting on Monday: the member's sessions in every
 * channel, each in its channel's colour, and the active channel's other sessions outlined.
 */
export function EventsCalendar({ channel, eventHref }: { channel: ChannelSlug; eventHref: (id: string) => string }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const mine = useMySessions({ period: 'all' });
  const upcoming = useEvents({ channel, period: 'upcoming' });
  const past = useEvents({ channel, period: 'past' });
  const queries = [mine, upcoming, past];

  if (queries.some((query) => query.isError)) {
    return (
      <EventsError message={t('calendar.error')} onRetry={() => queries.forEach((query) => void query.refetch())} />
    );
  }
  if (!mine.data || !upcoming.data || !past.data) return <Skeleton className="h-[600px] w-full" />;

  const held = new Set(mine.data.items.map((item) => item.session.id));
  const entries: EventInput[] = [
    ...mine.data.items.map((item) => calendarEntry(item.session, item.event, true)),
    ...[...upcoming.data.items, ...past.data.items].flatMap((event) =>
      event.sessions.filter((session) => !held.has(session.id)).map((session) => calendarEntry(session, event, false)),
    ),
  ];
  const openEvent = ({ event, jsEvent }: EventClickArg) => {
    jsEvent.preventDefault();
    void navigate(eventHref(String(event.extendedProps.eventId)));
  };

  return (
    <div
      ref={hideToolbarIcons}
      className="rounded-card border border-line bg-surface p-3 sm:p-4 [&_.fc-header-toolbar]:flex-wrap [&_.fc-header-toolbar]:gap-2 [&_.fc-toolbar-title]:text-lg [&_.fc-event]:cursor-pointer"
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
        locale={frLocale}
        // Paris time, as everywhere in the product: the entries are Paris wall-clock times that the calendar
        // shows as they are (its UTC zone applies no offset), and its "now" is the Paris wall clock.
        timeZone="UTC"
        now={() => toParisWallClock(new Date())}
        firstDay={1}
        initialView={isNarrow() ? 'listUpcoming' : 'timeGridWeek'}
        // The list covers the next 30 days from today: on a phone, the sessions ahead show even late in a week.
        views={{ listUpcoming: { type: 'list', duration: { days: 30 }, buttonText: t('calendar.list') } }}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'timeGridDay,timeGridWeek,dayGridMonth,listUpcoming',
        }}
        height="auto"
        // Sessions always have a start time and a duration: no all-day row.
        allDaySlot={false}
        slotMinTime="07:00:00"
        slotMaxTime="23:00:00"
        nowIndicator
        events={entries}
        eventClick={openEvent}
      />
    </div>
  );
}
