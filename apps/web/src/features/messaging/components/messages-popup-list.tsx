import { isDiscussionUnread, type Discussion } from '@campus/domain/messaging';
import { formatShortDate, type ChannelSlug } from '@campus/domain/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth/me';
import { cn } from '../../../lib/cn';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { markDiscussionReadInBackground } from '../api/mark-discussion-read';
import { discussionsQuery } from '../discussions';
import { DiscussionAvatar, useDiscussionName } from './discussion-identity';

function PopupItem({ discussion, uid }: { discussion: Discussion; uid: string }) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const { name } = useDiscussionName(discussion, uid);
  const isUnread = isDiscussionUnread(discussion.lastMessage, uid);
  const open = () => {
    if (isUnread) markDiscussionReadInBackground(discussion.id);
    void navigate(paths.discussion(discussion.id, discussion.targetId));
  };
  return (
    <li>
      <button
        type="button"
        onClick={open}
        className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-none"
      >
        <DiscussionAvatar discussion={discussion} uid={uid} name={name} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm text-ink', isUnread ? 'font-semibold' : 'font-medium')}>{name}</span>
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

/** The discussions of the messages popup: newest activity first; clicking one marks it read and opens it. */
export default function MessagesPopupList({ channel }: { channel: ChannelSlug }) {
  const user = useSignedInUser();
  const discussions = useRealtimeQuery(discussionsQuery(channel, 'member'));
  return (
    <ul className="divide-y divide-line">
      {discussions.documents.map((discussion) => (
        <PopupItem key={discussion.id} discussion={discussion} uid={user.uid} />
      ))}
    </ul>
  );
}
