import { channelName, CHANNEL_SLUGS } from '@campus/domain/shared';
import { Star } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { ActivityTimeline } from '../../../features/account/components/activity-timeline';
import { LevelBadge } from '../../../features/dashboard/components/level-badge';
import { useSignedInUser } from '../../../lib/auth/me';

/**
 * `/mon-compte/mon-activite` (customers only, spec 2.4: its page rule leads a prospect to their profile before it
 * loads): points and levels per channel, then the timeline.
 */
export default function ActivityPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const channels = CHANNEL_SLUGS.filter((slug) => (user.levels[slug] ?? []).length > 0);
  return (
    <div className="space-y-6">
      <PageHeader title={t('activity.title')} description={t('activity.intro')} className="mb-0" />
      <div className="grid items-start gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <Card className="p-4 sm:p-6">
          <p className="flex items-center gap-2 text-2xl font-semibold text-ink tabular-nums">
            <Star aria-hidden="true" className="size-6 text-level-yellow" />
            {t('activity.points', { count: user.points })}
          </p>
          {channels.length > 0 ? (
            <>
              <h2 className="mt-6 text-lg font-semibold text-ink">{t('activity.levelsTitle')}</h2>
              {channels.map((channel) => (
                <section key={channel} aria-label={channelName(channel)} className="mt-4">
                  <h3 className="text-sm font-medium text-ink-soft">{channelName(channel)}</h3>
                  <div className="mt-3 flex flex-wrap gap-4">
                    {[...(user.levels[channel] ?? [])]
                      .sort((a, b) => a.level - b.level)
                      .map((level) => (
                        <LevelBadge key={level.level} channel={channel} level={level} />
                      ))}
                  </div>
                </section>
              ))}
            </>
          ) : null}
        </Card>
        <ActivityTimeline />
      </div>
    </div>
  );
}
