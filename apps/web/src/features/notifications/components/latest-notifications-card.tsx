import type { Notification } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from '../../../components/section-card';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { globalNotificationsQuery, latestNotifications, ownNotificationsQuery } from '../notifications';
import { NotificationItem } from './notification-item';

interface LatestNotificationsViewProps {
  status: 'loading' | 'error' | 'ready';
  notifications: readonly Notification[];
  uid: string;
  lastSignIn: string | null;
  notificationsHref: string;
  icon: React.ReactNode;
  className?: string;
}

/** The dashboard card's content: the channel's latest notifications, own and global, newest first. */
export function LatestNotificationsView({
  status,
  notifications,
  uid,
  lastSignIn,
  notificationsHref,
  icon,
  className,
}: LatestNotificationsViewProps) {
  const { t } = useTranslation('notifications');
  return (
    <SectionCard
      headingId="dashboard-notifications"
      icon={icon}
      title={t('dashboard.latest')}
      more={{ to: notificationsHref, label: t('dashboard.all') }}
      isLoading={status === 'loading'}
      message={status === 'error' ? t('loadError') : notifications.length === 0 ? t('empty') : null}
      className={className}
    >
      <ul className="-mx-4 divide-y divide-line" aria-label={t('dashboard.latest')}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} uid={uid} lastSignIn={lastSignIn} isCompact />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** `/`: the latest notifications of the active channel, live through the realtime store. */
export function LatestNotificationsCard({
  channel,
  ...props
}: Omit<LatestNotificationsViewProps, 'status' | 'notifications'> & { channel: ChannelSlug }) {
  const own = useRealtimeQuery(ownNotificationsQuery(channel));
  const global = useRealtimeQuery(globalNotificationsQuery(channel));
  const status =
    own.isLoading || global.isLoading
      ? 'loading'
      : own.status === 'error' || global.status === 'error'
        ? 'error'
        : 'ready';
  return (
    <LatestNotificationsView
      {...props}
      status={status}
      notifications={latestNotifications(own.documents, global.documents)}
    />
  );
}
