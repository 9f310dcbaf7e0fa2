import type { Replay, ReplayMediaType } from '@campus/domain/learning';
import { daysSince, formatDuration } from '@campus/domain/shared';
import { CalendarDays, FileText, Headphones, PlayCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';

const ICONS: Record<ReplayMediaType, LucideIcon> = { video: PlayCircle, audio: Headphones, document: FileText };

/** A replay: its title as the link that opens it, its type, age, duration and the event it records. */
export function ReplayCard({
  replay,
  replayHref,
  eventHref,
  isUnlocked,
}: {
  replay: Replay;
  replayHref: (id: string) => string;
  eventHref: (id: string) => string;
  isUnlocked: boolean;
}) {
  const { t } = useTranslation('learning');
  const Icon = ICONS[replay.mediaType];
  return (
    <Card isInteractive className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center gap-2 text-xs font-medium tracking-wide text-ink-faint uppercase">
        <Icon aria-hidden="true" className="size-4 text-accent" />
        <span>{t(`replays.types.${replay.mediaType}`)}</span>
        {replay.durationMinutes ? (
          <span className="normal-case">· {formatDuration(replay.durationMinutes)}</span>
        ) : null}
        {isUnlocked ? <span className="ml-auto text-success normal-case">{t('replays.seen')}</span> : null}
      </div>
      <h2 className="text-base leading-snug font-semibold text-ink">
        <Link to={replayHref(replay.id)} className="hover:text-accent hover:underline">
          {replay.title}
        </Link>
      </h2>
      {replay.description ? <p className="line-clamp-2 text-sm text-ink-soft">{replay.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-faint">
        <span>{t('replays.published', { count: daysSince(replay.publishedAt) })}</span>
        {replay.event ? (
          <Link to={eventHref(replay.event.id)} className="inline-flex items-center gap-1 text-accent hover:underline">
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('replays.event', { title: replay.event.title })}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
