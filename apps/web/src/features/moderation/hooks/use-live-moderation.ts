import type { RealtimeQuery } from '@campus/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followAfterFirstPaint } from '../../../lib/realtime/follow-after-first-paint';
import { MODERATION_QUERY_KEY } from '../api/moderation-query-keys';

const MODERATION_LIVE_QUERY: RealtimeQuery = { kind: 'moderation' };

/**
 * Follows the `moderation` realtime query (docs/realtime.md, MDB_ADMIN) once the page is painted: a report made or
 * withdrawn, or another admin's decision, makes the queue read again. Answers the number of reported things waiting
 * (null until the first snapshot).
 */
export function useLiveModeration(): number | null {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<number | null>(null);
  useEffect(
    () =>
      followAfterFirstPaint(MODERATION_LIVE_QUERY, (state, isFirstSnapshot) => {
        setWaiting(state.unreadCount);
        if (!isFirstSnapshot) void queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY });
      }),
    [queryClient],
  );
  return waiting;
}
