import { MEDIA_FILTERS, type MediaFilter } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { SegmentedControl } from '../../../components/segmented-control';
import { Skeleton } from '../../../components/skeleton';
import { useMediaCenter } from '../../../lib/session';
import { useReplays } from '../api/get-replays';
import { ReplayCard } from './replay-card';
import { LoadError } from '../../../components/load-error';
import { LoadMoreButton } from '../../../components/load-more-button';

const SEARCH_DELAY_MS = 300;

/** The media center: media filters (spec 3.10), a search, and the replays a page at a time. */
export function ReplaysBrowser({
  channel,
  replayHref,
  eventHref,
  emptyIcon,
}: {
  channel: ChannelSlug;
  replayHref: (id: string) => string;
  eventHref: (id: string) => string;
  emptyIcon: React.ReactNode;
}) {
  const { t } = useTranslation('learning');
  const [type, setType] = useState<MediaFilter>('all');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const unlocked = useMediaCenter((state) => state.unlockedMedias);
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const replays = useReplays({ channel, type, q });
  const items = replays.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <SegmentedControl
          label={t('replays.filter')}
          options={MEDIA_FILTERS.map((value) => ({ value, label: t(`replays.filters.${value}`) }))}
          value={type}
          onChange={setType}
          className="w-full md:w-auto"
          layout="fill"
        />
        <label className="relative block md:w-80">
          <span className="sr-only">{t('replays.search')}</span>
          <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint" />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('replays.searchPlaceholder')}
            className="h-10 w-full rounded-lg border border-line bg-surface pr-3 pl-9 text-sm text-ink"
          />
        </label>
      </div>
      {replays.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Card key={key} className="space-y-3 p-5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
            </Card>
          ))}
        </div>
      ) : replays.isError ? (
        <LoadError message={t('replays.error')} query={replays} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={emptyIcon}>{q || type !== 'all' ? t('replays.noMatch') : t('replays.empty')}</EmptyState>
        </Card>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {items.map((replay) => (
              <li key={replay.id}>
                <ReplayCard
                  replay={replay}
                  replayHref={replayHref}
                  eventHref={eventHref}
                  isUnlocked={replay.isUnlocked || unlocked.includes(replay.id)}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={replays}>{t('replays.more')}</LoadMoreButton>
        </>
      )}
    </div>
  );
}
