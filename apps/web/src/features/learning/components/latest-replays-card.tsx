import type { ChannelSlug } from '@campus/domain/shared';
import { daysSince, formatDuration } from '@campus/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { useReplays } from '../api/get-replays';

const SHOWN = 3;

/** The dashboard's latest replays of the channel. */
export function LatestReplaysCard({
  channel,
  replayHref,
  replaysHref,
  icon,
  className,
}: {
  channel: ChannelSlug;
  replayHref: (id: string) => string;
  replaysHref: string;
  icon: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('learning');
  const replays = useReplays({ channel, type: 'all', q: '' });
  const items = replays.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-replays" className="space-y-4 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2
            id="dashboard-replays"
            className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-accent"
          >
            {icon}
            {t('dashboard.latestReplays')}
          </h2>
          <Link to={replaysHref} className="text-sm font-medium text-accent hover:underline">
            {t('dashboard.allReplays')}
          </Link>
        </div>
        {replays.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : replays.isError ? (
          <p className="text-sm text-ink-soft">{t('replays.error')}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('replays.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((replay) => (
              <li key={replay.id} className="py-2.5 first:pt-0 last:pb-0">
                <Link to={replayHref(replay.id)} className="font-medium text-ink hover:text-accent hover:underline">
                  {replay.title}
                </Link>
                <p className="text-sm text-ink-faint">
                  {[
                    t(`replays.types.${replay.mediaType}`),
                    replay.durationMinutes ? formatDuration(replay.durationMinutes) : null,
                    t('replays.published', { count: daysSince(replay.publishedAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
