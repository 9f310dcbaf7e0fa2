import type { ChannelSlug } from '@campus/domain/shared';
import { daysSince, formatDuration } from '@campus/domain/shared';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('learning');
  const replays = useReplays({ channel, type: 'all', q: '' });
  const items = replays.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  return (
    <SectionCard
      headingId="dashboard-replays"
      icon={icon}
      title={t('dashboard.latestReplays')}
      more={{ to: replaysHref, label: t('dashboard.allReplays') }}
      isLoading={replays.isPending}
      message={replays.isError ? t('replays.error') : items.length === 0 ? t('replays.empty') : null}
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
    </SectionCard>
  );
}
