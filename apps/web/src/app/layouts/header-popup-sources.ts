import { useUpcomingSessionsPopup } from '../../features/events/hooks/use-upcoming-sessions-popup';
import { emptyHeaderPopupSource, type HeaderPopupSources } from '../../features/navigation/header-popups';

/**
 * Which feature fills each header popup. Events, messaging and notifications plug their list and
 * count in here when they arrive; until then each popup shows its empty text.
 */
export const headerPopupSources: HeaderPopupSources = {
  calendar: { useContent: useUpcomingSessionsPopup },
  messages: emptyHeaderPopupSource,
  notifications: emptyHeaderPopupSource,
};
