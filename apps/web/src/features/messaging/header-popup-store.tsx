import type { Discussion } from '@campus/domain/messaging';
import type { ChannelSlug } from '@campus/domain/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton';
import { loadNamespaces } from '../../lib/i18n';
import { getRealtimeClient } from '../../lib/realtime/realtime';
import type { RealtimeState } from '../../lib/realtime/realtime-client';
import { markDiscussionsReadInBackground } from './api/mark-discussions-read';
import { countUnreadDiscussions, discussionsQuery } from './discussions';

// The list's code loads when the popup first shows it.
const MessagesPopupList = lazy(async () => {
  const [module] = await Promise.all([import('./components/messages-popup-list'), loadNamespaces(['messaging'])]);
  return module;
});

export interface MessagesPopupContent {
  count: number;
  list: ReactNode | null;
  isLoading: boolean;
  onOpen: () => void;
}

/**
 * The messages popup's live content (spec 2.5): the badge counts unread discussions of the active channel;
 * opening the popup marks them all read.
 */
export function createStore({ uid, channel }: { uid: string; channel: ChannelSlug }) {
  const client = getRealtimeClient();
  const query = discussionsQuery(channel, 'member');
  let seen: RealtimeState | null = null;
  let content: MessagesPopupContent;

  const onOpen = () => {
    if (content.count > 0) markDiscussionsReadInBackground(channel);
  };

  const getSnapshot = (): MessagesPopupContent => {
    const state = client.getState(query);
    if (state === seen) return content;
    seen = state;
    const discussions = state.documents as readonly Discussion[];
    content = {
      // The server's count covers the whole query; the loaded pages are the fallback.
      count: state.unreadCount ?? countUnreadDiscussions(discussions, uid),
      isLoading: state.status === 'loading',
      list:
        discussions.length > 0 ? (
          <Suspense fallback={<Skeleton className="m-4 h-10" />}>
            <MessagesPopupList channel={channel} />
          </Suspense>
        ) : null,
      onOpen,
    };
    return content;
  };

  return { subscribe: (listener: () => void) => client.subscribe(query, listener), getSnapshot };
}
