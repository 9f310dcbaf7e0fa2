import { isLevelsCacheStale } from '@campus/domain/account';
import type { ChannelSlug } from '@campus/domain/shared';
import { useEffect, useRef } from 'react';
import { useMe } from '../../../lib/auth/me';
import { markLevelsUpdated, useSession } from '../../../lib/session';

/**
 * Keeps the levels of a channel at most an hour old (spec 4): a member loaded less than an hour
 * ago counts as fresh; otherwise the member is fetched again. Tells whether a refresh is under way.
 */
export function useLevelsRefresh(channel: ChannelSlug): boolean {
  const lastUpdate = useSession((session) => session.levelsLastUpdate[channel]);
  const { dataUpdatedAt, isFetching, refetch } = useMe();
  // One attempt per channel while it fails, so a server down does not loop.
  const failedChannels = useRef(new Set<ChannelSlug>());

  useEffect(() => {
    const now = Date.now();
    if (!isLevelsCacheStale(lastUpdate, now) || isFetching || failedChannels.current.has(channel)) return;
    if (dataUpdatedAt > 0 && !isLevelsCacheStale(dataUpdatedAt, now)) {
      markLevelsUpdated(channel, dataUpdatedAt);
      return;
    }
    void refetch().then((result) => {
      if (result.isSuccess) markLevelsUpdated(channel);
      else failedChannels.current.add(channel);
    });
  }, [channel, lastUpdate, dataUpdatedAt, isFetching, refetch]);

  return isFetching;
}
