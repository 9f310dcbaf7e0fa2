import type { Notification } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
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
    <Card className={className}>
      <section aria-labelledby="dashboard-notifications" className="space-y-4 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2
            id="dashboard-notifications"
            className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-accent"
          >
            {icon}
            {t('dashboard.latest')}
          </h2>
          <Link to={notificationsHref} className="text-sm font-medium text-accent hover:underline">
            {t('dashboard.all')}
          </Link>
        </div>
        {status === 'loading' ? (
          <Skeleton className="h-24 w-full" />
        ) : status === 'error' ? (
          <p className="text-sm text-ink-soft">{t('loadError')}</p>
        ) : notifications.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('empty')}</p>
        ) : (
          <ul className="-mx-4 divide-y divide-line" aria-label={t('dashboard.latest')}>
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} uid={uid} lastSignIn={lastSignIn} isCompact />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
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
