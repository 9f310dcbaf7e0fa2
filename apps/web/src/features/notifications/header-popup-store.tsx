import type { Notification } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton';
import { loadNamespaces } from '../../lib/i18n';
import { getRealtimeClient } from '../../lib/realtime/realtime';
import type { RealtimeState } from '../../lib/realtime/realtime-client';
import { markNotificationsReadInBackground } from './api/mark-notifications-read';
import {
  globalNotificationsQuery,
  mergeNotifications,
  ownNotificationsQuery,
  unreadNotificationsCount,
} from './notifications';

// The list's code loads when the popup first shows it.
const NotificationsPopupList = lazy(async () => {
  const [module] = await Promise.all([
    import('./components/notifications-popup-list'),
    loadNamespaces(['notifications']),
  ]);
  return module;
});

export interface NotificationsPopupContent {
  count: number;
  list: ReactNode | null;
  isLoading: boolean;
  onOpen: () => void;
}

/**
 * The notifications popup's live content (spec 2.5): the badge counts unread own and global notifications
 * of the active channel; opening the popup marks them all read.
 */
export function createStore({
  uid,
  channel,
  lastSignIn,
}: {
  uid: string;
  channel: ChannelSlug;
  lastSignIn: string | null;
}) {
  const client = getRealtimeClient();
  const own = ownNotificationsQuery(channel);
  const global = globalNotificationsQuery(channel);
  let seen: [RealtimeState, RealtimeState] | null = null;
  let content: NotificationsPopupContent;

  const onOpen = () => {
    if (content.count > 0) markNotificationsReadInBackground(channel);
  };

  const getSnapshot = (): NotificationsPopupContent => {
    const ownState = client.getState(own);
    const globalState = client.getState(global);
    if (seen && seen[0] === ownState && seen[1] === globalState) return content;
    seen = [ownState, globalState];
    const notifications = mergeNotifications(
      ownState.documents as readonly Notification[],
      globalState.documents as readonly Notification[],
    );
    content = {
      count: unreadNotificationsCount(ownState, globalState, notifications, uid, lastSignIn),
      isLoading: ownState.status === 'loading' || globalState.status === 'loading',
      list:
        notifications.length > 0 ? (
          <Suspense fallback={<Skeleton className="m-4 h-10" />}>
            <NotificationsPopupList channel={channel} />
          </Suspense>
        ) : null,
      onOpen,
    };
    return content;
  };

  const subscribe = (listener: () => void) => {
    const stopOwn = client.subscribe(own, listener);
    const stopGlobal = client.subscribe(global, listener);
    return () => {
      stopOwn();
      stopGlobal();
    };
  };

  return { subscribe, getSnapshot };
}
