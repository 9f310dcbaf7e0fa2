import { addDaysToDay, formatDay, formatDayRange } from '@campus/domain/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import type { CalendarEntry } from './calendar-entries';
import { GRID_VIEWS, PLANNING_DAYS, type GridView } from './calendar-views';

/** FullCalendar's own buttons (its default theme), so that the toolbar looks the same once it has loaded. */
const TOOLBAR_BUTTON =
  'inline-flex h-10 items-center justify-center border border-[#2c3e50] bg-[#2c3e50] px-3 text-base text-white ' +
  'hover:border-[#1e2b37] hover:bg-[#1e2b37] disabled:opacity-65 disabled:hover:bg-[#2c3e50] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

const VIEW_LABEL_KEYS = { timeGridDay: 'calendar.day', timeGridWeek: 'calendar.week', dayGridMonth: 'calendar.month' };

/** `19h00 – 20h30` from Paris wall-clock times `YYYY-MM-DDTHH:mm`. */
const hours = (start: string, end: string) =>
  `${start.slice(11, 16).replace(':', 'h')} – ${end.slice(11, 16).replace(':', 'h')}`;

interface PlanningListProps {
  entries: CalendarEntry[];
  /** The first day shown, `YYYY-MM-DD` in Paris. */
  firstDay: string;
  today: string;
  onFirstDayChange: (day: string) => void;
  onPickView: (view: GridView) => void;
  /** Called on hover or focus of the day, week and month buttons: their code starts loading. */
  onViewsApproached: () => void;
}

/**
 * The sessions of 30 days from `firstDay`, by day, with FullCalendar's toolbar: a phone's first view of the calendar,
 * drawn without FullCalendar. The day, week and month buttons hand over to FullCalendar (calendar-view.tsx).
 */
export function PlanningList({
  entries,
  firstDay,
  today,
  onFirstDayChange,
  onPickView,
  onViewsApproached,
}: PlanningListProps) {
  const { t } = useTranslation('events');
  const lastDay = addDaysToDay(firstDay, PLANNING_DAYS - 1);
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = entry.start.slice(0, 10);
    if (day < firstDay || day > lastDay) continue;
    days.set(day, [...(days.get(day) ?? []), entry]);
  }

  return (
    <div className="rounded-card border border-line bg-surface p-3 sm:p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <div className="flex">
            <button
              type="button"
              aria-label={t('calendar.previous')}
              className={cn(TOOLBAR_BUTTON, 'rounded-l')}
              onClick={() => onFirstDayChange(addDaysToDay(firstDay, -PLANNING_DAYS))}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('calendar.next')}
              className={cn(TOOLBAR_BUTTON, 'rounded-r')}
              onClick={() => onFirstDayChange(addDaysToDay(firstDay, PLANNING_DAYS))}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <button
            type="button"
            className={cn(TOOLBAR_BUTTON, 'rounded')}
            disabled={firstDay === today}
            onClick={() => onFirstDayChange(today)}
          >
            {t('calendar.today')}
          </button>
        </div>
        <h2 className="text-lg text-ink">{formatDayRange(firstDay, lastDay)}</h2>
        <div className="flex" onPointerEnter={onViewsApproached} onFocus={onViewsApproached}>
          {GRID_VIEWS.map((view, index) => (
            <button
              key={view}
              type="button"
              aria-pressed={false}
              className={cn(TOOLBAR_BUTTON, index === 0 && 'rounded-l')}
              onClick={() => onPickView(view)}
            >
              {t(VIEW_LABEL_KEYS[view])}
            </button>
          ))}
          <button type="button" aria-pressed className={cn(TOOLBAR_BUTTON, 'rounded-r bg-[#1a252f]')}>
            {t('calendar.list')}
          </button>
        </div>
      </div>
      <Legend />
      {days.size === 0 ? (
        <p className="rounded-lg border border-line px-4 py-8 text-center text-ink-soft">{t('calendar.empty')}</p>
      ) : (
        <div className="overflow-hidden rounded-lg border border-line">
          {[...days].map(([day, dayEntries]) => (
            <section key={day} aria-label={formatDay(day)}>
              <h3 className="border-b border-line bg-canvas px-4 py-2 text-sm font-semibold text-ink first-letter:uppercase">
                {formatDay(day)}
              </h3>
              <ul className="divide-y divide-line border-b border-line">
                {dayEntries.map((entry) => (
                  <PlanningRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function PlanningRow({ entry }: { entry: CalendarEntry }) {
  const { t } = useTranslation('events');
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <span className="w-28 shrink-0 text-sm text-ink-soft tabular-nums">{hours(entry.start, entry.end)}</span>
      <Dot fill={entry.backgroundColor} border={entry.borderColor} />
      <Link
        to={entry.url}
        className="min-w-0 text-sm text-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {entry.title}
        <span className="sr-only">
          {' · '}
          {entry.extendedProps.isMine ? t('calendar.mine') : t('calendar.channel')}
        </span>
      </Link>
    </li>
  );
}

function Dot({ fill, border }: { fill: string; border: string }): ReactNode {
  return (
    <span
      aria-hidden="true"
      className="mt-1 size-3 shrink-0 rounded-full border-2"
      style={{ backgroundColor: fill, borderColor: border }}
    />
  );
}

/** What the dots' two looks mean: the member's own sessions filled, the channel's others outlined. */
function Legend() {
  const { t } = useTranslation('events');
  return (
    <ul aria-hidden="true" className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
      <li className="flex items-center gap-1.5">
        <Dot fill="var(--color-ink-soft)" border="var(--color-ink-soft)" />
        {t('calendar.mine')}
      </li>
      <li className="flex items-center gap-1.5">
        <Dot fill="var(--color-surface)" border="var(--color-ink-soft)" />
        {t('calendar.channel')}
      </li>
    </ul>
  );
}
