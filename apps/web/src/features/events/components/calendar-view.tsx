import type { EventClickArg, EventInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { toParisWallClock } from '@campus/domain/shared';
import { useTranslation } from 'react-i18next';

const isNarrow = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

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

export interface CalendarViewProps {
  entries: EventInput[];
  onEventClick: (eventId: string) => void;
}

/** FullCalendar itself (about 58 KB brotli with its plugins): EventsCalendar loads it once its page is on screen. */
export default function CalendarView({ entries, onEventClick }: CalendarViewProps) {
  const { t } = useTranslation('events');
  const openEvent = ({ event, jsEvent }: EventClickArg) => {
    jsEvent.preventDefault();
    onEventClick(String(event.extendedProps.eventId));
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
