import { isDiscussionUnread, type Discussion } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth/me';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { markDiscussionReadInBackground } from '../api/mark-discussion-read';
import { discussionsQuery } from '../discussions';
import { DiscussionRow } from './discussion-row';

/** A discussion of the popup: clicking it marks it read (when unread) and opens it. */
function PopupItem({ discussion, uid }: { discussion: Discussion; uid: string }) {
  const navigate = useNavigate();
  const open = () => {
    if (isDiscussionUnread(discussion.lastMessage, uid)) markDiscussionReadInBackground(discussion.id);
    void navigate(paths.discussion(discussion.id, discussion.targetId));
  };
  return <DiscussionRow discussion={discussion} uid={uid} place="popup" onOpen={open} />;
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
