import type { LevelItem } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import { Trophy } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { LevelBadge } from './level-badge';

interface LevelsCardProps {
  channel: ChannelSlug;
  channelName: string;
  levels: readonly LevelItem[];
  isRefreshing: boolean;
  className?: string;
}

/** The levels of the active channel (spec 3.2), with the share completed. */
export function LevelsCard({ channel, channelName, levels, isRefreshing, className }: LevelsCardProps) {
  const { t } = useTranslation('dashboard');
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const completed = sorted.filter((level) => level.completed).length;
  const percent = sorted.length === 0 ? 0 : Math.round((completed / sorted.length) * 100);

  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-levels" className="flex h-full flex-col p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="dashboard-levels" className="text-lg font-semibold text-ink">
              {t('levels.title')}
            </h2>
            <p className="text-sm text-ink-faint">{t('levels.subtitle', { channel: channelName })}</p>
          </div>
          {isRefreshing ? <Spinner label={t('levels.refreshing')} className="size-4 text-ink-faint" /> : null}
        </div>
        {sorted.length === 0 ? (
          <EmptyState icon={<Trophy />} className="flex-1 py-6">
            {t('levels.empty', { channel: channelName })}
          </EmptyState>
        ) : (
          <>
            <ol className="mt-6 grid grid-cols-3 gap-3">
              {sorted.map((level) => (
                <li key={level.level}>
                  <LevelBadge channel={channel} level={level} />
                </li>
              ))}
            </ol>
            <div className="mt-auto pt-6">
              <div className="mb-1.5 flex justify-between text-sm">
                <span className="text-ink-soft">
                  {t('levels.progress', { count: completed, completed, total: sorted.length })}
                </span>
                <span className="font-medium text-ink">{percent} %</span>
              </div>
              <div
                role="progressbar"
                aria-label={t('levels.progressLabel')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-line"
              >
                <div className="h-full rounded-full bg-level-done" style={{ width: `${percent}%` }} />
              </div>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
