import {
  directDiscussionId,
  isDiscussionUnread,
  type Discussion,
  type DiscussionState,
} from '@campus/domain/messaging';
import { useQueryClient } from '@tanstack/react-query';
import type { ChannelSlug } from '@campus/domain/shared';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
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
import { discussionsQuery, draftDiscussion, otherMemberIds } from '../discussions';
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
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  // `?to=<member>` (issue 34): the conversation with that member, a draft until its first message creates it.
  const to = params.get('to');
  const draftMemberId = !selectedId && to && to !== uid ? to : null;
  // `&targetId=<deal>` with it: the conversation about a deal (`Contacter le vendeur`), attached to it by its first
  // message.
  const draftTargetId = draftMemberId ? params.get('targetId') : null;
  const openId = selectedId ?? (draftMemberId ? directDiscussionId([uid, draftMemberId]) : null);
  const [tab, setTab] = useState<DiscussionState>('member');
  const [isCreating, setIsCreating] = useState(false);
  const hasCreated = useHasOpened(isCreating);
  const active = useRealtimeQuery(discussionsQuery(channel, 'member'));
  const archived = useRealtimeQuery(discussionsQuery(channel, 'archived'));

  const live = useMemo(
    () => [...active.documents, ...archived.documents].find((discussion) => discussion.id === openId) ?? null,
    [active.documents, archived.documents, openId],
  );
  const listsReady = !active.isLoading && !archived.isLoading;
  // Beyond the loaded pages: asked of the server. A draft whose member's discussion is in neither full list has none.
  const mayBeBeyondLists = !draftMemberId || active.hasMore || archived.hasMore;
  const fetched = useDiscussion(openId, listsReady && !live && mayBeBeyondLists);
  const existing = live ?? (fetched.data?.id === openId ? fetched.data : null);
  // The discussion the draft will be, for its header (the other member's name and picture).
  const draft = useMemo(
    () =>
      draftMemberId && openId && !existing ? draftDiscussion(openId, channel, uid, draftMemberId, draftTargetId) : null,
    [draftMemberId, openId, existing, channel, uid, draftTargetId],
  );
  const selected = existing ?? (draft && listsReady && !fetched.isLoading ? draft : null);
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

  // A draft whose discussion exists (or was just created with its first message) is that discussion; one about a
  // target stays a draft while the existing discussion is about another (its next message attaches it).
  const open = useCallback(
    (discussion: Discussion, options?: { replace: boolean }) =>
      setParams({ id: discussion.id, ...(discussion.targetId ? { targetId: discussion.targetId } : {}) }, options),
    [setParams],
  );
  const isElsewhere = existing !== null && draftTargetId !== null && existing.targetId !== draftTargetId;
  useEffect(() => {
    if (draftMemberId && existing && !isElsewhere) open(existing, { replace: true });
  }, [draftMemberId, existing, isElsewhere, open]);
  const onStarted = useCallback(
    (discussion: Discussion) => {
      queryClient.setQueryData(['discussions', discussion.id], discussion);
      open(discussion, { replace: true });
    },
    [open, queryClient],
  );
  const draftSender = useMemo(
    () => (draftMemberId ? { channel, memberId: draftMemberId, targetId: draftTargetId, onStarted } : null),
    [channel, draftMemberId, draftTargetId, onStarted],
  );

  // Opening a discussion moves the focus into it: its heading, or the box when it was opened to write (a member's
  // `Envoyer un message`). Kept while a draft becomes its discussion.
  const focusTarget: 'heading' | 'box' = draftMemberId ? 'box' : 'heading';
  const [focus, setFocus] = useState({ id: openId, target: focusTarget });
  if (focus.id !== openId) setFocus({ id: openId, target: focusTarget });

  // Back to the list (a phone): the focus goes to the discussion just left, else to the list's tabs.
  const listPane = useRef<HTMLElement>(null);
  const leftId = useRef<string | null>(null);
  const back = (id: string) => {
    leftId.current = id;
    setParams({});
  };
  useEffect(() => {
    const id = leftId.current;
    if (!id || openId) return;
    leftId.current = null;
    const row = listPane.current?.querySelector<HTMLElement>(`[data-discussion-id="${CSS.escape(id)}"]`);
    (row ?? listPane.current?.querySelector<HTMLElement>('button'))?.focus();
  }, [openId]);

  const select = useCallback(
    (discussion: Discussion | null) => (discussion ? open(discussion) : setParams({})),
    [open, setParams],
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

  const bannerTarget = (isElsewhere ? draftTargetId : selected?.targetId) ?? null;

  const tabs: SegmentedOption<DiscussionState>[] = [
    { value: 'member', label: t('list.active') },
    { value: 'archived', label: t('list.archived') },
  ];

  return (
    // The panes fill the chat layout's height and scroll inside themselves (issue 34); on a phone, edge to edge.
    <div className="flex min-h-0 flex-1 flex-col gap-4 max-lg:gap-3">
      <div
        className={cn('flex items-center justify-between gap-3 max-lg:px-4 max-lg:pt-4', openId && 'max-lg:sr-only')}
      >
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
        <Button size="sm" onClick={() => setIsCreating(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
          {t('group.new')}
        </Button>
      </div>
      <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] overflow-hidden border-line bg-surface max-lg:border-t lg:grid-cols-[22rem_minmax(0,1fr)] lg:rounded-card lg:border">
        <section
          ref={listPane}
          aria-label={t('list.title')}
          className={cn('flex min-h-0 flex-col border-line lg:border-r', openId && 'max-lg:hidden')}
        >
          <div className="border-b border-line p-2">
            <SegmentedControl label={t('list.title')} options={tabs} value={tab} onChange={setTab} layout="fill" />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <DiscussionList
              state={tab}
              discussions={tab === 'member' ? active : archived}
              uid={uid}
              selectedId={openId}
              onSelect={select}
            />
          </div>
        </section>
        <div className={cn('flex min-h-0 min-w-0 flex-col', !openId && 'max-lg:hidden')}>
          {openId ? (
            <Suspense fallback={<Skeleton className="m-4 h-16" />}>
              <Conversation
                key={openId}
                discussionId={openId}
                discussion={selected}
                draft={existing ? null : draftSender}
                attachTo={isElsewhere ? draftSender : null}
                focusOnOpen={focus.target}
                uid={uid}
                onBack={() => back(openId)}
                onNotFound={notFound}
                targetBanner={bannerTarget ? renderTargetBanner?.(bannerTarget) : null}
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
