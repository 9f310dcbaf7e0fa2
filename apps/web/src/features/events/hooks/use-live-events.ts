import type { RealtimeQuery } from '@campus/domain/realtime';
import { canSeeEvents } from '@campus/domain/rights';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { useCurrentUser } from '../../../lib/auth/me';
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
    let isLive = true;
    let stop: (() => void) | undefined;
    void afterFirstPaint()
      .then(() => import('../../../lib/realtime/realtime'))
      .then(({ getRealtimeClient }) => {
        if (!isLive) return;
        const client = getRealtimeClient();
        const query: RealtimeQuery = { kind: 'events', channel };
        let hasSnapshot = false;
        stop = client.subscribe(query, () => {
          const state = client.getState(query);
          if (state.status !== 'ready') return;
          setLive({ channel, count: state.unreadCount });
          // The first snapshot matches what the queries just read; later frames (changes, or a snapshot after a
          // reconnect) mean something changed.
          if (hasSnapshot) void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY });
          hasSnapshot = true;
        });
      });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [channel, isAllowed, queryClient]);
  return isAllowed && live?.channel === channel ? live.count : null;
}
