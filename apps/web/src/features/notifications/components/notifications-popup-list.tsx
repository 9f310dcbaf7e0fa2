import type { ChannelSlug } from '@campus/domain/shared';
import { useSignedInUser } from '../../../lib/auth/me';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { globalNotificationsQuery, mergeNotifications, ownNotificationsQuery } from '../notifications';
import { NotificationItem } from './notification-item';

/** The notifications of the popup, newest first, each clamped to two lines (spec 9). */
export default function NotificationsPopupList({ channel }: { channel: ChannelSlug }) {
  const user = useSignedInUser();
  const own = useRealtimeQuery(ownNotificationsQuery(channel));
  const global = useRealtimeQuery(globalNotificationsQuery(channel));
  return (
    <ul className="divide-y divide-line">
      {mergeNotifications(own.documents, global.documents).map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} uid={user.uid} lastSignIn={user.lastSignIn} isCompact />
        </li>
      ))}
    </ul>
  );
}
