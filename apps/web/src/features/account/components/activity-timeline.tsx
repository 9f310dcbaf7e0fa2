import type { ActivityItem, ActivityKind } from '@campus/domain/account';
import { channelName, formatLongDate, formatTime } from '@campus/domain/shared';
import {
  BookOpenCheck,
  CalendarCheck,
  FileSignature,
  FolderUp,
  History,
  Receipt,
  ScrollText,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useActivity } from '../api/get-activity';
import { LoadMoreButton } from '../../../components/load-more-button';
import { LoadError } from '../../../components/load-error';

const ICONS: Record<ActivityKind, ReactNode> = {
  'event-joined': <CalendarCheck aria-hidden="true" className="size-4" />,
  'contract-signed': <FileSignature aria-hidden="true" className="size-4" />,
  'charter-accepted': <ScrollText aria-hidden="true" className="size-4" />,
  'invoice-paid': <Receipt aria-hidden="true" className="size-4" />,
  'lesson-completed': <BookOpenCheck aria-hidden="true" className="size-4" />,
  'project-submitted': <FolderUp aria-hidden="true" className="size-4" />,
  'webinar-attended': <Video aria-hidden="true" className="size-4" />,
};

function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('account');
  return (
    <li className="relative flex gap-4 pb-6 last:pb-0">
      <span className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        {ICONS[item.kind]}
      </span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p className="text-xs font-medium tracking-wide text-ink-faint uppercase">{t(`activity.kind.${item.kind}`)}</p>
        <p className="font-medium text-ink">
          <Link to={item.link} className="hover:text-accent hover:underline">
            {item.title}
          </Link>
        </p>
        <p className="text-sm text-ink-soft">
          <time dateTime={item.at}>
            {formatLongDate(item.at)} · {formatTime(item.at)}
          </time>
          {item.channel ? ` · ${channelName(item.channel)}` : null}
        </p>
      </div>
    </li>
  );
}

/** The member's timeline, newest first, a page at a time. */
export function ActivityTimeline() {
  const { t } = useTranslation('account');
  const activity = useActivity();
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-5 text-lg font-semibold text-ink">{t('activity.timelineTitle')}</h2>
      {activity.isPending ? (
        <div className="space-y-5" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="flex gap-4">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3 w-28" />
                <Skeleton className="h-4 w-64 max-w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : activity.isError ? (
        <LoadError message={t('activity.loadError')} inCard={false} query={activity} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<History />}
          action={
            <Link to={paths.events} className={buttonStyles({ variant: 'secondary' })}>
              {t('activity.emptyAction')}
            </Link>
          }
        >
          {t('activity.empty')}
        </EmptyState>
      ) : (
        <>
          <ol className="relative before:absolute before:top-2 before:bottom-2 before:left-4 before:w-px before:bg-line">
            {items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ol>
          <LoadMoreButton pages={activity} className="mt-6">
            {t('activity.more')}
          </LoadMoreButton>
        </>
      )}
    </Card>
  );
}
