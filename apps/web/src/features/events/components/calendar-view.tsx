import type { EventClickArg } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { toParisWallClock } from '@campus/domain/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { CalendarEntry } from './calendar-entries';
import { PLANNING_DAYS, type GridView } from './calendar-views';

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
  entries: CalendarEntry[];
  onEventClick: (eventId: string) => void;
  initialView: GridView;
  /** The day shown first (`YYYY-MM-DD`, Paris); today when absent. */
  initialDate?: string;
  /** Whether the member picked the view on the planning list: the focus goes to that view's button once drawn. */
  focusesViewButton?: boolean;
}

/**
 * FullCalendar itself (about 58 KB brotli with its plugins): loaded at once on a wide screen, when the member picks a
 * day, a week or a month on a phone's planning list (calendar-planning.tsx).
 */
export default function CalendarView({
  entries,
  onEventClick,
  initialView,
  initialDate,
  focusesViewButton = false,
}: CalendarViewProps) {
  const { t } = useTranslation('events');
  const container = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!focusesViewButton) return;
    // The button that replaced the one pressed keeps the focus (not <body>).
    container.current?.querySelector<HTMLButtonElement>(`.fc-${initialView}-button`)?.focus();
  }, [focusesViewButton, initialView]);
  const openEvent = ({ event, jsEvent }: EventClickArg) => {
    jsEvent.preventDefault();
    onEventClick(String(event.extendedProps.eventId));
  };

  return (
    <div
      ref={(element) => {
        container.current = element;
        return hideToolbarIcons(element);
      }}
      className="rounded-card border border-line bg-surface p-3 sm:p-4 [&_.fc-header-toolbar]:flex-wrap [&_.fc-header-toolbar]:gap-2 [&_.fc-toolbar-title]:text-lg! [&_.fc-event]:cursor-pointer"
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
        locale={frLocale}
        // Paris time, as everywhere in the product: the entries are Paris wall-clock times that the calendar
        // shows as they are (its UTC zone applies no offset), and its "now" is the Paris wall clock.
        timeZone="UTC"
        now={() => toParisWallClock(new Date())}
        firstDay={1}
        initialView={initialView}
        initialDate={initialDate}
        // The list covers 30 days from its first: on a phone, the sessions ahead show even late in a week.
        views={{ listUpcoming: { type: 'list', duration: { days: PLANNING_DAYS }, buttonText: t('calendar.list') } }}
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
