import { isDiscussionUnread, type Discussion, type DiscussionState } from '@campus/domain/messaging';
import { formatShortDate } from '@campus/domain/shared';
import { MessagesSquare, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import type { RealtimeQueryResult } from '../../../lib/realtime/use-realtime-query';
import { DiscussionAvatar, useDiscussionName } from './discussion-identity';

function DiscussionItem({
  discussion,
  uid,
  isSelected,
  onSelect,
}: {
  discussion: Discussion;
  uid: string;
  isSelected: boolean;
  onSelect: (discussion: Discussion) => void;
}) {
  const { t } = useTranslation('messaging');
  const { name, isPending } = useDiscussionName(discussion, uid);
  const isUnread = isDiscussionUnread(discussion.lastMessage, uid);
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        onClick={() => onSelect(discussion)}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-canvas',
          'focus-visible:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
          isSelected && 'bg-accent-soft hover:bg-accent-soft',
        )}
      >
        {isPending ? (
          <span aria-hidden="true" className="size-10 shrink-0 animate-pulse rounded-full bg-line/70" />
        ) : (
          <DiscussionAvatar discussion={discussion} uid={uid} name={name} />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            {isPending ? (
              // The name's place while it loads (the list shows without waiting for the names): a blank line of the
              // name's text, so that it has the name's height and baseline and nothing moves when the name comes.
              <span aria-hidden="true" className="w-32 animate-pulse rounded-md bg-line/70 text-sm text-transparent">
                {'\u00a0'}
              </span>
            ) : (
              <span className={cn('truncate text-sm text-ink', isUnread ? 'font-semibold' : 'font-medium')}>
                {name}
              </span>
            )}
            <span className="shrink-0 text-xs text-ink-faint">{formatShortDate(discussion.lastActivityDate)}</span>
          </span>
          <span className="line-clamp-2 text-sm text-ink-soft">
            {discussion.lastMessage?.text ?? t('list.noMessageYet')}
          </span>
          {isUnread ? <span className="sr-only">{t('list.unread')}</span> : null}
        </span>
        {isUnread ? <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" /> : null}
      </button>
    </li>
  );
}

interface DiscussionListProps {
  state: DiscussionState;
  discussions: RealtimeQueryResult<Discussion>;
  uid: string;
  selectedId: string | null;
  onSelect: (discussion: Discussion) => void;
}

/** Active or archived discussions, newest activity first, by pages of 10 (spec 9). */
export function DiscussionList({ state, discussions, uid, selectedId, onSelect }: DiscussionListProps) {
  const { t } = useTranslation(['messaging', 'common']);
  if (discussions.isLoading) {
    return (
      // Keyed apart from the list's "load more" row, which would otherwise be this very element moved down.
      <div key="loading" className="flex flex-col gap-3 p-4" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        ))}
      </div>
    );
  }
  if (discussions.status === 'error') {
    return (
      <EmptyState icon={<RefreshCw aria-hidden="true" />} action={null}>
        {discussions.error?.message ?? t('list.loadError')}
      </EmptyState>
    );
  }
  if (discussions.documents.length === 0) {
    return (
      <EmptyState icon={<MessagesSquare aria-hidden="true" />}>
        {state === 'member' ? t('list.empty') : t('list.emptyArchived')}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="divide-y divide-line" aria-label={state === 'member' ? t('list.active') : t('list.archived')}>
        {discussions.documents.map((discussion) => (
          <DiscussionItem
            key={discussion.id}
            discussion={discussion}
            uid={uid}
            isSelected={discussion.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {discussions.hasMore ? (
        <div key="more" className="flex justify-center p-3">
          <Button variant="ghost" size="sm" isLoading={discussions.isLoadingMore} onClick={discussions.loadMore}>
            {t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
