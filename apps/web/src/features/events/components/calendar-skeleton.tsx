import { Skeleton } from '../../../components/skeleton';

/** The calendar's place while its planning, its data or FullCalendar's code load. */
export function CalendarSkeleton() {
  return <Skeleton className="h-[600px] w-full" />;
}
