import type { ChannelSlug } from '@campus/domain/shared';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { fullCalendar, opensOnPlanningList } from './calendar-loader';
import { CalendarSkeleton } from './calendar-skeleton';

// On a wide screen, FullCalendar's code (calendar-view) starts loading beside the planning's, not once the planning
// has run; a phone opens on the planning list, which needs none of it.
const CalendarPlanning = lazy(() => {
  if (!opensOnPlanningList()) fullCalendar.prefetch();
  return import('./calendar-planning');
});

/**
 * The calendar of spec 2.6 (calendar-planning.tsx). Its data and FullCalendar load once the page's first screen (its
 * title and this frame) is shown: that screen waits neither for them nor for the contracts the answers are read through.
 */
export function EventsCalendar({ channel, eventHref }: { channel: ChannelSlug; eventHref: (id: string) => string }) {
  const hasPainted = useAfterFirstPaint();
  if (!hasPainted) return <CalendarSkeleton />;
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <CalendarPlanning channel={channel} eventHref={eventHref} />
    </Suspense>
  );
}
