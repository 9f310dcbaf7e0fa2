import { isDiscussionUnread, type Discussion, type DiscussionState } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { SegmentedControl, type SegmentedOption } from '../../../components/segmented-control';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { cn } from '../../../lib/cn';
import { useHasOpened } from '../../../lib/use-has-opened';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { useDiscussion } from '../api/get-discussion';
import { markDiscussionReadInBackground } from '../api/mark-discussion-read';
import { discussionsQuery, otherMemberIds } from '../discussions';
import { DiscussionList } from './discussion-list';

// The list is the page's first screen: an open conversation (its composer) and the new group form load when needed.
const Conversation = lazy(() => import('./conversation').then((module) => ({ default: module.Conversation })));
const NewGroupDialog = lazy(() => import('./new-group-dialog').then((module) => ({ default: module.NewGroupDialog })));

interface MessagesScreenProps {
  uid: string;
  channel: ChannelSlug;
  title: string;
  /** Whether the member may search the member directory for a group (spec 6: not starter-MDB). */
  canSearchMembers: boolean;
  /** What an open discussion is about, from its TargetId (the page's: a deal off market). */
  renderTargetBanner?: (targetId: string) => ReactNode;
  /** An action about the other member of an open direct discussion, in its header (the page's: `Bloquer`). */
  renderMemberAction?: (member: { uid: string; name: string }) => ReactNode;
  /** `Signaler` for a message or the open discussion (the page's: the moderation feature's report dialog). */
  renderReport?: (kind: 'message' | 'discussion', id: string) => ReactNode;
}

/**
 * `/mon-suivi/messages?id=…&targetId=…`: the discussions (active and archived) beside the open one on a
 * desktop; on a phone the list and the conversation are two views.
 */
export function MessagesScreen({
  uid,
  channel,
  title,
  canSearchMembers,
  renderTargetBanner,
  renderMemberAction,
  renderReport,
}: MessagesScreenProps) {
  const { t } = useTranslation('messaging');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const [tab, setTab] = useState<DiscussionState>('member');
  const [isCreating, setIsCreating] = useState(false);
  const hasCreated = useHasOpened(isCreating);
  const active = useRealtimeQuery(discussionsQuery(channel, 'member'));
  const archived = useRealtimeQuery(discussionsQuery(channel, 'archived'));

  const live = useMemo(
    () => [...active.documents, ...archived.documents].find((discussion) => discussion.id === selectedId) ?? null,
    [active.documents, archived.documents, selectedId],
  );
  const listsReady = !active.isLoading && !archived.isLoading;
  const fetched = useDiscussion(selectedId, listsReady && !live);
  const selected = live ?? (fetched.data?.id === selectedId ? fetched.data : null);
  const contactIds = useMemo(
    () => [
      ...new Set(
        active.documents
          .filter((discussion) => discussion.type === 'DIRECT')
          .flatMap((discussion) => otherMemberIds(discussion, uid)),
      ),
    ],
    [active.documents, uid],
  );

  const select = useCallback(
    (discussion: Discussion | null) => {
      setParams(
        discussion ? { id: discussion.id, ...(discussion.targetId ? { targetId: discussion.targetId } : {}) } : {},
      );
    },
    [setParams],
  );

  // The open discussion is read: on opening, and when a message arrives while it is open.
  const unreadSelected = selected && isDiscussionUnread(selected.lastMessage, uid) ? selected : null;
  useEffect(() => {
    if (unreadSelected) markDiscussionReadInBackground(unreadSelected.id);
  }, [unreadSelected?.id, unreadSelected?.lastMessage?.date]); // eslint-disable-line react-hooks/exhaustive-deps

  // The open discussion shows on its tab: archived ones on the archived tab, also right after archiving.
  const selectedIsArchived = selected?.ignoringMembersIds.includes(uid) ?? false;
  const shownTab = useRef<string | null>(null);
  useEffect(() => {
    if (!selected) return;
    const key = `${selected.id}:${String(selectedIsArchived)}`;
    if (shownTab.current === key) return;
    shownTab.current = key;
    setTab(selectedIsArchived ? 'archived' : 'member');
  }, [selected, selectedIsArchived]);

  const notFound = useCallback(() => {
    toast({ title: t('notFound'), variant: 'error' });
    setParams({}, { replace: true });
  }, [setParams, t]);

  const tabs: SegmentedOption<DiscussionState>[] = [
    { value: 'member', label: t('list.active') },
    { value: 'archived', label: t('list.archived') },
  ];

  return (
    <div className="flex flex-1 flex-col gap-4">
      <div className={cn('flex items-center justify-between gap-3', selectedId && 'max-lg:sr-only')}>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        <Button size="sm" onClick={() => setIsCreating(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
          {t('group.new')}
        </Button>
      </div>
      {/*
        The card fills the screen on a phone as on a desktop: the footer stays below the fold while the discussions
        load, instead of being pushed down by them (a layout shift).
      */}
      <div className="grid flex-1 overflow-hidden rounded-card border border-line bg-surface max-lg:min-h-[calc(100dvh-10rem)] lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem] lg:grid-cols-[22rem_1fr]">
        <section
          aria-label={t('list.title')}
          className={cn('flex min-h-0 flex-col border-line lg:border-r', selectedId && 'max-lg:hidden')}
        >
          <div className="border-b border-line p-2">
            <SegmentedControl label={t('list.title')} options={tabs} value={tab} onChange={setTab} layout="fill" />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <DiscussionList
              state={tab}
              discussions={tab === 'member' ? active : archived}
              uid={uid}
              selectedId={selectedId}
              onSelect={select}
            />
          </div>
        </section>
        <div className={cn('flex min-h-0 min-w-0 flex-col', !selectedId && 'max-lg:hidden')}>
          {selectedId ? (
            <Suspense fallback={<Skeleton className="m-4 h-16" />}>
              <Conversation
                key={selectedId}
                discussionId={selectedId}
                discussion={selected}
                uid={uid}
                onBack={() => select(null)}
                onNotFound={notFound}
                targetBanner={selected?.targetId ? renderTargetBanner?.(selected.targetId) : null}
                renderMemberAction={renderMemberAction}
                renderReport={renderReport}
              />
            </Suspense>
          ) : (
            <EmptyState className="my-auto">{t('conversation.none')}</EmptyState>
          )}
        </div>
      </div>
      {hasCreated ? (
        <Suspense fallback={null}>
          <NewGroupDialog
            open={isCreating}
            onOpenChange={setIsCreating}
            channel={channel}
            contactIds={contactIds}
            canSearchMembers={canSearchMembers}
            onCreated={(discussion) => select(discussion)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
