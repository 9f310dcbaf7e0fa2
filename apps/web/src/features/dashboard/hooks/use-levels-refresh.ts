import { isLevelsCacheStale } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { markLevelsUpdated, useSession } from '../../../lib/session';
import { recomputeLevels } from '../api/recompute-levels';

/**
 * Keeps the levels of a channel at most an hour old (spec 4: stale after one hour or when absent, `levelsLastUpdate`
 * per channel): a stale channel asks the server to recompute them. Tells whether a refresh is under way.
 */
export function useLevelsRefresh(channel: ChannelSlug): boolean {
  const lastUpdate = useSession((session) => session.levelsLastUpdate[channel]);
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState<ChannelSlug | null>(null);
  // One attempt per channel while it fails, so a server down does not loop.
  const failedChannels = useRef(new Set<ChannelSlug>());
  // The levels read with the member show at once; their recomputation waits for the first screen to be painted.
  const hasPainted = useAfterFirstPaint();

  useEffect(() => {
    if (!hasPainted || !isLevelsCacheStale(lastUpdate, Date.now()) || failedChannels.current.has(channel)) return;
    let isCurrent = true;
    setRefreshing(channel);
    recomputeLevels(channel).then(
      (me) => {
        client.setQueryData(ME_QUERY_KEY, me);
        markLevelsUpdated(channel);
        if (isCurrent) setRefreshing(null);
      },
      () => {
        failedChannels.current.add(channel);
        if (isCurrent) setRefreshing(null);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [channel, lastUpdate, client, hasPainted]);

  return refreshing === channel;
}
