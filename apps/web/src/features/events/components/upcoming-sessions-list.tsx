import type { MemberSession } from '@campus/domain/events';
import { formatDuration, formatShortDate, formatTime } from '@campus/domain/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The calendar popup's list: the member's upcoming sessions, soonest first (loaded with the popup). */
export default function UpcomingSessionsList({ items }: { items: MemberSession[] }) {
  const { t } = useTranslation('events');
  return (
    <ul className="divide-y divide-line">
      {items.map(({ session, event }) => (
        <li key={session.id}>
          <Link
            to={paths.event(event.id)}
            className="block px-4 py-3 hover:bg-canvas focus-visible:bg-canvas focus-visible:-outline-offset-2"
          >
            <span className="line-clamp-2 text-sm font-medium text-ink">
              {event.title} : {session.title}
            </span>
            <span className="text-xs text-ink-soft">
              {formatShortDate(session.startsAt)} · {formatTime(session.startsAt)} ·{' '}
              {formatDuration(session.durationMinutes)}
              {session.participation === 'WAITING' ? ` · ${t('popup.waiting')}` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
