import { seatsLeft, type CampusEvent, type EventSession, type WebinarProvider } from '@campus/domain/events';
import { formatDuration, formatLongDate, formatTime } from '@campus/domain/shared';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import { SessionActions } from './session-actions';
import { SessionAdminActions } from './session-admin-actions';
import { WebinarRegistrationStatus } from './webinar-registration-status';

interface SessionRowProps {
  session: EventSession;
  /** The event's webinar provider (online events). */
  provider: WebinarProvider | null;
  /** The session's event when an admin looks: its tools to edit or delete the session show. */
  adminOf?: CampusEvent | undefined;
}

/** One session: when, how long, seats, the member's place, and what they can do. */
export function SessionRow({ session, provider, adminOf }: SessionRowProps) {
  const { t } = useTranslation('events');
  const left = seatsLeft(session.capacity, session.seatsTaken);
  // Every row has its `Participer`: each button is described by its session's title and time.
  const titleId = useId();
  const whenId = useId();
  return (
    <li className="flex flex-col gap-3 border-t border-line py-4 first:border-t-0 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0">
        <p id={titleId} className="font-medium text-ink">
          {session.title}
        </p>
        <p id={whenId} className="text-sm text-ink-soft">
          <span className="first-letter:uppercase">{formatLongDate(session.startsAt)}</span> ·{' '}
          {formatTime(session.startsAt)} · {formatDuration(session.durationMinutes)}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
          {session.liveState === 'TERMINATED' ? (
            <span className="text-ink-soft">{t('liveStates.TERMINATED')}</span>
          ) : (
            <span className={cn(left === 0 ? 'font-medium text-red-700' : 'text-ink-soft')}>
              {left === 0 ? t('full') : t('seatsLeft', { count: left })}
            </span>
          )}
          {session.waitingCount > 0 ? (
            <span className="text-ink-soft">{t('waitingCount', { count: session.waitingCount })}</span>
          ) : null}
          {session.participation !== 'NONE' ? (
            <span className="font-medium text-accent">
              {t(`participation.${session.participation}`, { position: session.waitlistPosition })}
            </span>
          ) : null}
        </p>
        <WebinarRegistrationStatus session={session} provider={provider} />
      </div>
      <div className="flex flex-col gap-2 lg:items-end">
        <SessionActions session={session} describedBy={`${titleId} ${whenId}`} />
        {adminOf ? <SessionAdminActions event={adminOf} session={session} /> : null}
      </div>
    </li>
  );
}
