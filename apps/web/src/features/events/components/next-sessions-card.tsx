import type { ChannelSlug } from '@campus/domain/shared';
import { formatLongDate, formatTime } from '@campus/domain/shared';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { useMySessions } from '../api/get-my-sessions';

const SHOWN = 3;

/** The dashboard's next sessions the member joined in the channel. */
export function NextSessionsCard({
  channel,
  eventHref,
  eventsHref,
  className,
}: {
  channel: ChannelSlug;
  eventHref: (id: string) => string;
  eventsHref: string;
  className?: string;
}) {
  const { t } = useTranslation('events');
  const sessions = useMySessions({ channel, period: 'upcoming' });
  const items = sessions.data?.items.slice(0, SHOWN) ?? [];
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-sessions" className="space-y-4 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="dashboard-sessions" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <CalendarDays aria-hidden="true" className="size-5 text-accent" />
            {t('dashboard.nextSessions')}
          </h2>
          <Link to={eventsHref} className="text-sm font-medium text-accent hover:underline">
            {t('dashboard.allEvents')}
          </Link>
        </div>
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : sessions.isError ? (
          <p className="text-sm text-ink-soft">{t('dashboard.sessionsError')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('dashboard.noSessions')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map(({ session, event }) => (
              <li key={session.id} className="py-2.5 first:pt-0 last:pb-0">
                <Link to={eventHref(event.id)} className="font-medium text-ink hover:text-accent hover:underline">
                  {event.title}
                </Link>
                <p className="text-sm text-ink-faint">
                  {formatLongDate(session.startsAt)} · {formatTime(session.startsAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
