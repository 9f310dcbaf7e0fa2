import type { ChannelSlug } from '@campus/domain/shared';
import { daysSince, formatDuration } from '@campus/domain/shared';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
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
  const { t } = useTranslation('dashboard');
  const replays = useReplays({ channel, type: 'all', q: '' });
  const items = replays.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  return (
    <SectionCard
      headingId="dashboard-replays"
      icon={icon}
      title={t('cards.replays.title')}
      more={{ to: replaysHref, label: t('cards.replays.all') }}
      isLoading={replays.isPending}
      message={replays.isError ? t('cards.replays.error') : items.length === 0 ? t('cards.replays.empty') : null}
      className={className}
    >
      <ul className="divide-y divide-line">
        {items.map((replay) => (
          <li key={replay.id} className="py-2.5 first:pt-0 last:pb-0">
            <Link to={replayHref(replay.id)} className="font-medium text-ink hover:text-accent hover:underline">
              {replay.title}
            </Link>
            <p className="text-sm text-ink-faint">
              {[
                t(`cards.replays.types.${replay.mediaType}`),
                replay.durationMinutes ? formatDuration(replay.durationMinutes) : null,
                t('cards.replays.published', { count: daysSince(replay.publishedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
