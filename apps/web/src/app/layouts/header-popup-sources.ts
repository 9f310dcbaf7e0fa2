import { useUpcomingSessionsPopup } from '../../features/events/hooks/use-upcoming-sessions-popup';
import type { HeaderPopupSources } from '../../features/navigation/header-popups';
import { lazyHeaderPopupSource } from './lazy-header-popup-source';

const loadLivePopups = () => import('./live-header-popups');

/**
 * Which feature fills each header popup. Events, messaging and notifications plug their list and
 * count in here when they arrive; until then each popup shows its empty text.
 */
export const headerPopupSources: HeaderPopupSources = {
  calendar: { useContent: useUpcomingSessionsPopup },
  // The realtime client and the popups' contents load after the shell's first render (decision 0004).
  messages: lazyHeaderPopupSource(async () => ({ createStore: (await loadLivePopups()).createMessagesStore })),
  notifications: lazyHeaderPopupSource(async () => ({
    createStore: (await loadLivePopups()).createNotificationsStore,
  })),
};
