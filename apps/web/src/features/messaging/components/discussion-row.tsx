import { isDiscussionUnread, type Discussion } from '@campus/domain/messaging';
import { formatShortDate } from '@campus/domain/shared';
import { useTranslation } from '../../../lib/use-translation';
import type { AvatarSize } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { DiscussionAvatar, useDiscussionName } from './discussion-identity';

/**
 * Where a row is shown: the messages screen's list (a member's name on its way keeps its place, the open discussion
 * is marked) or the header's messages popup (a smaller picture).
 */
export type DiscussionRowPlace = 'screen' | 'popup';

const PLACES: Record<DiscussionRowPlace, { avatarSize: AvatarSize; keepsPendingName: boolean; focus: string }> = {
  screen: {
    avatarSize: 'md',
    keepsPendingName: true,
    focus:
      'transition-colors focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-accent',
  },
  popup: {
    avatarSize: 'sm',
    keepsPendingName: false,
    focus:
      'focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-accent',
  },
};

/** One discussion: its picture and name, its last activity's date, its last message, and whether it is unread. */
export function DiscussionRow({
  discussion,
  uid,
  place,
  isSelected = false,
  onOpen,
}: {
  discussion: Discussion;
  uid: string;
  place: DiscussionRowPlace;
  isSelected?: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('messaging');
  const { name, isPending } = useDiscussionName(discussion, uid);
  const isUnread = isDiscussionUnread(discussion.lastMessage, uid);
  const { avatarSize, keepsPendingName, focus } = PLACES[place];
  const showsNamePlace = keepsPendingName && isPending;
  return (
    <li>
      <button
        type="button"
        aria-current={isSelected ? 'true' : undefined}
        data-discussion-id={discussion.id}
        onClick={onOpen}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-canvas focus-visible:bg-canvas',
          focus,
          isSelected && 'bg-accent-soft hover:bg-accent-soft',
        )}
      >
        {showsNamePlace ? (
          <span aria-hidden="true" className="size-10 shrink-0 animate-pulse rounded-full bg-line/70" />
        ) : (
          <DiscussionAvatar discussion={discussion} uid={uid} name={name} size={avatarSize} />
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            {showsNamePlace ? (
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
