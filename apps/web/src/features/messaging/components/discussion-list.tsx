import type { Discussion, DiscussionState } from '@campus/domain/messaging';
import { MessagesSquare, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import type { RealtimeQueryResult } from '../../../lib/realtime/use-realtime-query';
import { DiscussionRow } from './discussion-row';

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
          <DiscussionRow
            key={discussion.id}
            discussion={discussion}
            uid={uid}
            place="screen"
            isSelected={discussion.id === selectedId}
            onOpen={() => onSelect(discussion)}
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
