import { sessionEnd, type EventSession } from '@campus/domain/events';
import { toParisWallClock, type ChannelSlug } from '@campus/domain/shared';

/**
 * One session in the calendar, as FullCalendar reads an entry (its `EventInput`) and as the planning list draws it:
 * Paris wall-clock times `YYYY-MM-DDTHH:mm`, the channel's colours, the event's page.
 */
export interface CalendarEntry {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  url: string;
  extendedProps: { eventId: string; isMine: boolean };
}

export function calendarEntry(
  session: EventSession,
  event: { id: string; title: string; channel: ChannelSlug },
  isMine: boolean,
  href: string,
): CalendarEntry {
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
    extendedProps: { eventId: event.id, isMine },
  };
}
