import type { ChannelSlug } from '@campus/domain/shared';
import { formatLongDate, formatTime } from '@campus/domain/shared';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { SectionHeading } from '../../../components/section-card';
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
  const { t } = useTranslation('dashboard');
  const sessions = useMySessions({ channel, period: 'upcoming' });
  const items = sessions.data?.items.slice(0, SHOWN) ?? [];
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-sessions" className="space-y-4 p-5">
        <SectionHeading
          headingId="dashboard-sessions"
          icon={<CalendarDays aria-hidden="true" />}
          title={t('cards.sessions.title')}
          more={{ to: eventsHref, label: t('cards.sessions.all') }}
        />
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : sessions.isError ? (
          <p className="text-sm text-ink-soft">{t('cards.sessions.error')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('cards.sessions.empty')}</p>
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
