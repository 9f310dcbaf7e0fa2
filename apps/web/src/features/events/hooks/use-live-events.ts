import { canSeeEvents } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth/me';
import { followAfterFirstPaint } from '../../../lib/realtime/follow-after-first-paint';
import { EVENTS_QUERY_KEY } from '../api/events-query-keys';

/**
 * Follows the channel's `events` realtime query (docs/realtime.md) once the page's first screen is painted (the
 * realtime client loads apart from the first load, decision 0004): every change of the channel's events refreshes the
 * events queries (lists, detail, the member's sessions), and the answer is the member's upcoming sessions count, live
 * (null until the first snapshot). Starter-MDB members have no events: nothing is followed.
 */
export function useLiveEvents(channel: ChannelSlug): number | null {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const isAllowed = user ? canSeeEvents(user) : false;
  // Kept with its channel: switching channels shows no stale count.
  const [live, setLive] = useState<{ channel: ChannelSlug; count: number | null } | null>(null);
  useEffect(() => {
    if (!isAllowed) return;
    return followAfterFirstPaint({ kind: 'events', channel }, (state, isFirstSnapshot) => {
      setLive({ channel, count: state.unreadCount });
      // Later frames than the first snapshot (changes, or a snapshot after a reconnect) mean something changed.
      if (!isFirstSnapshot) void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
    });
  }, [channel, isAllowed, queryClient]);
  return isAllowed && live?.channel === channel ? live.count : null;
}
