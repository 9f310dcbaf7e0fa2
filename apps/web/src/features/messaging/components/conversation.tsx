import { hasReceipts, readersOf, type Discussion, type Message } from '@campus/domain/messaging';
import { formatShortDate, formatTime } from '@campus/domain/shared';
import { Archive, ArchiveRestore, ArrowLeft, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { cn } from '../../../lib/cn';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { useArchiveDiscussion } from '../api/archive-discussion';
import { useProfile } from '../api/get-profile';
import { useReadReceipts } from '../api/get-read-receipts';
import { useReopenDiscussion } from '../api/reopen-discussion';
import { messagesQuery, otherMemberIds, receiptsQuery } from '../discussions';
import { useTypingMembers } from '../hooks/use-typing-members';
import { useFollowNewest } from '../hooks/use-follow-newest';
import { useTypingNotifier } from '../hooks/use-typing-notifier';
import { DiscussionAvatar, useDiscussionName } from './discussion-identity';
import { MessageBox, type DraftDiscussion } from './message-box';
import { SeenMark, TypingIndicator } from './receipts-status';

function Author({ uid }: { uid: string }) {
  const { t } = useTranslation('messaging');
  const profile = useProfile(uid);
  return <>{profile.data?.displayName?.trim() || t('member.unknown')}</>;
}

/** `Signaler` for a message or a discussion, given by the page (the moderation feature's dialog). */
type RenderReport = (kind: 'message' | 'discussion', id: string) => ReactNode;

function MessageItem({
  message,
  uid,
  showAuthor,
  renderReport,
  seen,
}: {
  message: Message;
  uid: string;
  showAuthor: boolean;
  renderReport?: RenderReport;
  /** `Vu` under my last message (issue 33). */
  seen?: ReactNode;
}) {
  const isMine = message.authorId === uid;
  return (
    // Focusable by script: loading older messages moves the focus to the oldest one (issue 34).
    <li
      tabIndex={-1}
      className={cn(
        'flex flex-col rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        isMine ? 'items-end' : 'items-start',
      )}
    >
      {showAuthor && !isMine ? (
        <span className="mb-0.5 px-1 text-xs font-medium text-ink-soft">
          <Author uid={message.authorId} />
        </span>
      ) : null}
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
          // Hidden by the moderators: the same muted line for everyone, its author included.
          message.isHidden
            ? 'border border-dashed border-line bg-surface text-ink-faint italic'
            : isMine
              ? 'bg-accent text-white'
              : 'bg-canvas text-ink',
        )}
      >
        {message.text}
      </p>
      <span className="mt-0.5 flex items-center gap-1 px-1">
        <time dateTime={message.date} className="text-xs text-ink-faint">
          {formatShortDate(message.date)} {formatTime(message.date)}
        </time>
        {!isMine && !message.isHidden ? renderReport?.('message', message.id) : null}
        {seen}
      </span>
    </li>
  );
}

interface ConversationProps {
  discussionId: string;
  /** The discussion from the live lists, once known (for a draft, the discussion it will be). */
  discussion: Discussion | null;
  uid: string;
  onBack: () => void;
  /** The discussion does not exist or is not the member's: `Discussion non trouvée`. */
  onNotFound: () => void;
  /** What the discussion is about (its TargetId), shown under its header by the page (a deal off market). */
  targetBanner?: ReactNode;
  /** In a direct discussion, an action about the other member beside archive (the page's). */
  renderMemberAction?: (member: { uid: string; name: string }) => ReactNode;
  renderReport?: RenderReport;
  /** Not created yet (issue 34): no messages to follow, and the first one sent creates it. */
  draft?: DraftDiscussion | null;
  /**
   * An existing direct discussion opened about another target (a deal contacted, `Contacter le vendeur`): the next
   * message is sent as a draft's, and attaches the discussion to that target.
   */
  attachTo?: DraftDiscussion | null;
  /**
   * Where the focus goes once the conversation shows (opening a discussion): its heading, or the message box (a
   * conversation opened to write in). Null leaves it where it is.
   */
  focusOnOpen?: 'heading' | 'box' | null;
}

/**
 * The open discussion: newest 3 messages, then older pages of 3; live; archive or reopen; the message box. The
 * messages are a `log` (sent and received ones are announced) that scrolls inside itself and keeps the newest in
 * view; the box stays at the bottom.
 */
export function Conversation({
  discussionId,
  discussion,
  uid,
  onBack,
  onNotFound,
  targetBanner,
  renderMemberAction,
  renderReport,
  draft = null,
  attachTo = null,
  focusOnOpen = null,
}: ConversationProps) {
  const { t } = useTranslation('messaging');
  const messages = useRealtimeQuery(draft ? null : messagesQuery(discussionId));
  const archive = useArchiveDiscussion();
  const reopen = useReopenDiscussion();
  const heading = useRef<HTMLHeadingElement>(null);
  const isLoading = !draft && messages.isLoading;
  const isNotFound = messages.error?.code === 'not-found';
  const newestMessage = draft ? undefined : messages.documents[0];
  const { pane, onScroll: onPaneScroll } = useFollowNewest(
    newestMessage ? { id: newestMessage.id, isMine: newestMessage.authorId === uid } : null,
  );

  useEffect(() => {
    if (isNotFound) onNotFound();
  }, [isNotFound, onNotFound]);

  // Opening a discussion moves the focus into it, once its heading shows (the box focuses itself).
  const hasFocused = useRef(false);
  useEffect(() => {
    if (hasFocused.current || focusOnOpen !== 'heading' || !discussion) return;
    hasFocused.current = true;
    heading.current?.focus();
  }, [focusOnOpen, discussion]);

  const isArchived = discussion?.ignoringMembersIds.includes(uid) ?? false;
  const ordered = draft ? [] : [...messages.documents].reverse();
  const receipts = useReceipts(discussionId, draft ? null : discussion, uid);
  const typingMembers = useTypingMembers(receipts.activities, messages.documents);
  const isGroup = discussion?.type === 'GROUP';
  const myLastMessage = messages.documents.find((message) => message.authorId === uid);
  const readers = myLastMessage ? readersOf(myLastMessage, receipts.activities) : [];
  const olderBar = useRef<HTMLDivElement>(null);
  const messageList = useRef<HTMLOListElement>(null);
  const loadOlder = useFocusOnOlder(
    { bar: olderBar, list: messageList },
    ordered[0]?.id ?? null,
    messages.isLoadingMore,
    messages.loadMore,
  );

  return (
    <section aria-labelledby="conversation-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-line px-3 py-3">
        <Button variant="ghost" size="icon" className="lg:hidden" onClick={onBack} aria-label={t('conversation.back')}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        {discussion ? (
          <DiscussionHeader discussion={discussion} uid={uid} headingRef={heading} />
        ) : (
          <Skeleton className="h-6 w-40" />
        )}
        {discussion && !draft ? (
          isArchived ? (
            <Button
              variant="secondary"
              size="sm"
              className="ml-auto"
              isLoading={reopen.isPending}
              onClick={() => reopen.mutate(discussion.id)}
              icon={<ArchiveRestore className="size-4" aria-hidden="true" />}
            >
              {/* An icon on a phone, where the member's name needs the room. */}
              <span className="max-sm:sr-only">{t('conversation.reopen')}</span>
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              className="ml-auto"
              isLoading={archive.isPending}
              onClick={() => archive.mutate(discussion.id)}
              icon={<Archive className="size-4" aria-hidden="true" />}
            >
              {/* An icon on a phone, where the member's name needs the room. */}
              <span className="max-sm:sr-only">{t('conversation.archive')}</span>
            </Button>
          )
        ) : null}
        {discussion?.type === 'DIRECT' && renderMemberAction ? (
          <span className={cn(draft && 'ml-auto')}>
            <MemberAction discussion={discussion} uid={uid} render={renderMemberAction} />
          </span>
        ) : null}
        {discussion && !draft ? renderReport?.('discussion', discussion.id) : null}
      </header>
      {targetBanner}
      <div
        ref={pane}
        onScroll={onPaneScroll}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-3"
        aria-busy={isLoading || undefined}
      >
        {isLoading ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </div>
        ) : messages.status === 'error' && !isNotFound && !draft ? (
          <EmptyState icon={<RefreshCw aria-hidden="true" />}>{messages.error?.message}</EmptyState>
        ) : (
          // A short conversation sits at the bottom, by the box, as in a chat (older ones to load just above it).
          <div className="mt-auto">
            {messages.hasMore && !draft ? (
              <div ref={olderBar} className="mb-3 flex justify-center">
                <Button variant="ghost" size="sm" isLoading={messages.isLoadingMore} onClick={loadOlder}>
                  {t('conversation.loadOlder')}
                </Button>
              </div>
            ) : null}
            {/* Announced as they come, sent or received (older pages are added while it is busy). */}
            <div role="log" aria-label={t('conversation.messages')} aria-busy={messages.isLoadingMore || undefined}>
              {ordered.length === 0 ? (
                <EmptyState>{t('conversation.empty')}</EmptyState>
              ) : (
                <ol ref={messageList} className="flex flex-col gap-3" aria-label={t('conversation.messages')}>
                  {ordered.map((message, index) => (
                    <MessageItem
                      key={message.id}
                      message={message}
                      uid={uid}
                      showAuthor={isGroup && ordered[index - 1]?.authorId !== message.authorId}
                      renderReport={renderReport}
                      seen={message === myLastMessage ? <SeenMark readers={readers} isGroup={isGroup} /> : undefined}
                    />
                  ))}
                </ol>
              )}
            </div>
          </div>
        )}
      </div>
      {receipts.isFollowed ? <TypingIndicator uids={typingMembers} isGroup={isGroup} /> : null}
      {isArchived && !draft ? (
        <p className="border-t border-line px-4 py-3 text-sm text-ink-soft">{t('conversation.archivedNote')}</p>
      ) : (
        <MessageBox
          key={discussionId}
          discussionId={discussionId}
          onTyping={receipts.notifyTyping}
          draft={draft ?? attachTo}
          autoFocus={focusOnOpen === 'box'}
        />
      )}
    </section>
  );
}

const NO_ACTIVITY: readonly never[] = [];

/**
 * `Charger les messages précédents` is blocked while the page loads, which would drop the focus to <body>: once the
 * older messages show, the focus goes to the oldest of them (read aloud, with its ring), or back to the button if none
 * came (issue 34).
 */
function useFocusOnOlder(
  { bar, list }: { bar: RefObject<HTMLDivElement | null>; list: RefObject<HTMLOListElement | null> },
  oldestId: string | null,
  isLoadingMore: boolean,
  loadMore: () => void,
) {
  const asked = useRef<{ from: string | null; hasStarted: boolean } | null>(null);

  useEffect(() => {
    const request = asked.current;
    if (!request) return;
    if (isLoadingMore) {
      request.hasStarted = true;
    } else if (oldestId !== request.from) {
      asked.current = null;
      (list.current?.firstElementChild as HTMLElement | null)?.focus();
    } else if (request.hasStarted) {
      asked.current = null;
      bar.current?.querySelector('button')?.focus();
    }
  }, [bar, list, oldestId, isLoadingMore]);

  return () => {
    asked.current = { from: oldestId, hasStarted: false };
    loadMore();
  };
}

/**
 * Typing and `Vu` of the open discussion (issue 33): followed only in a discussion of at most 20 members and while the
 * member shows theirs (the server enforces both; a member who hides theirs sees no one's).
 */
function useReceipts(discussionId: string, discussion: Discussion | null, uid: string) {
  const setting = useReadReceipts();
  const isFollowed =
    setting.data?.enabled === true && discussion !== null && hasReceipts(otherMemberIds(discussion, uid).length + 1);
  const receipts = useRealtimeQuery(isFollowed ? receiptsQuery(discussionId) : null);
  const notifyTyping = useTypingNotifier(discussionId, isFollowed);
  return { isFollowed, activities: isFollowed ? receipts.documents : NO_ACTIVITY, notifyTyping };
}

function DiscussionHeader({
  discussion,
  uid,
  headingRef,
}: {
  discussion: Discussion;
  uid: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { name } = useDiscussionName(discussion, uid);
  return (
    <>
      <DiscussionAvatar discussion={discussion} uid={uid} name={name} size="sm" linked />
      <h2
        ref={headingRef}
        id="conversation-title"
        tabIndex={-1}
        className="min-w-0 truncate rounded-sm text-base font-semibold text-ink focus-visible:outline-offset-2"
      >
        {name}
      </h2>
    </>
  );
}

function MemberAction({
  discussion,
  uid,
  render,
}: {
  discussion: Discussion;
  uid: string;
  render: (member: { uid: string; name: string }) => ReactNode;
}) {
  const { name, otherUid } = useDiscussionName(discussion, uid);
  return otherUid ? <>{render({ uid: otherUid, name })}</> : null;
}
