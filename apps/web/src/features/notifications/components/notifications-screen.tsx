import type { ChannelSlug } from '@campus/domain/shared';
import { Bell, CheckCheck, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { useRealtimeQuery } from '../../../lib/realtime/use-realtime-query';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import {
  globalNotificationsQuery,
  mergeNotifications,
  ownNotificationsQuery,
  unreadNotificationsCount,
} from '../notifications';
import { NotificationItem } from './notification-item';

interface NotificationsScreenProps {
  uid: string;
  lastSignIn: string | null;
  channel: ChannelSlug;
}

/** `/mon-suivi/notifications`: every notification of the channel, own and global, with its read state. */
export function NotificationsScreen({ uid, lastSignIn, channel }: NotificationsScreenProps) {
  const { t } = useTranslation('notifications');
  const own = useRealtimeQuery(ownNotificationsQuery(channel));
  const global = useRealtimeQuery(globalNotificationsQuery(channel));
  const notifications = mergeNotifications(own.documents, global.documents);
  const hasMore = own.hasMore || global.hasMore;
  const unread = unreadNotificationsCount(own, global, notifications, uid, lastSignIn);
  const markAllRead = useMarkNotificationsRead();

  if (own.isLoading || global.isLoading) {
    return (
      <Card className="flex flex-col gap-4 p-4" aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="size-8 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        ))}
      </Card>
    );
  }
  if (own.status === 'error' || global.status === 'error') {
    return (
      <Card>
        <EmptyState icon={<RefreshCw aria-hidden="true" />}>
          {own.error?.message ?? global.error?.message ?? t('loadError')}
        </EmptyState>
      </Card>
    );
  }
  if (notifications.length === 0) {
    return (
      <Card>
        <EmptyState icon={<Bell aria-hidden="true" />}>{t('empty')}</EmptyState>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      {unread > 0 ? (
        <div className="flex items-center justify-end gap-2 border-b border-line px-2 py-2 sm:justify-between sm:px-4">
          {/* On a phone the dots and the header's badge tell the count; the button keeps the row. */}
          <p className="hidden text-sm text-ink-soft sm:block">{t('unreadCount', { count: unread })}</p>
          <Button
            variant="ghost"
            size="sm"
            isLoading={markAllRead.isPending}
            onClick={() =>
              markAllRead.mutate(channel, { onError: () => toast({ title: t('markAllError'), variant: 'error' }) })
            }
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('markAllRead')}
          </Button>
        </div>
      ) : null}
      <ul className="divide-y divide-line" aria-label={t('listLabel')}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} uid={uid} lastSignIn={lastSignIn} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center border-t border-line p-3">
          <Button
            variant="ghost"
            size="sm"
            isLoading={own.isLoadingMore || global.isLoadingMore}
            onClick={() => {
              own.loadMore();
              global.loadMore();
            }}
          >
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
