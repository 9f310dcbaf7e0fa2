import { canSeeEvents } from '@campus/domain/rights';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useActiveChannel } from '../../../lib/auth/active-channel';
import { useCurrentUser } from '../../../lib/auth/me';
import { loadNamespaces } from '../../../lib/i18n';
import type { MySessionsFilters } from '../api/events-query-keys';
import { mySessionsQueryOptions } from '../api/get-my-sessions';
import { useLiveEvents } from './use-live-events';

// The header shows on every page (the 150 KB first-load budget): the badge reads the answer without its
// contract (getMySessions), the list and its texts load when the popup opens.
const UpcomingSessionsList = lazy(async () => {
  const [list] = await Promise.all([import('../components/upcoming-sessions-list'), loadNamespaces(['events'])]);
  return list;
});

/** The header's calendar popup (spec 2.5): the member's upcoming sessions on the channel and their count. */
export function useUpcomingSessionsPopup() {
  const { channel } = useActiveChannel();
  const { user } = useCurrentUser();
  const filters: MySessionsFilters = { channel, period: 'upcoming' };
  // The badge is not part of a page's first screen: asked for once that screen is painted.
  const hasPainted = useAfterFirstPaint();
  const sessions = useQuery({
    ...mySessionsQueryOptions(filters),
    // Starter-MDB members have no events (spec 6): the popup shows its empty text, the server is not asked.
    enabled: hasPainted && (user ? canSeeEvents(user) : false),
  });
  // The badge follows the realtime socket; the list is read again when the channel's events change.
  const liveCount = useLiveEvents(channel);
  const items = sessions.data?.items ?? [];
  return {
    count: liveCount ?? items.length,
    list: items.length > 0 ? <UpcomingSessionsList items={items} /> : null,
    isLoading: sessions.isLoading,
  };
}
