import type { RealtimeQuery } from '@campus/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followAfterFirstPaint } from '../realtime/follow-after-first-paint';
import { ME_QUERY_KEY } from './me';

const ACCOUNT_QUERY: RealtimeQuery = { kind: 'account' };

/**
 * Follows the member's `account` realtime query (docs/realtime.md) once the first screen is painted: an admin's change
 * of their rights makes the member read GET /api/me again, so the menu, the guards and the channel switcher follow
 * without signing in again. A deactivated account's socket is closed with 4401 instead, which signs out.
 */
export function useLiveAccount(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followAfterFirstPaint(ACCOUNT_QUERY, (_state, isFirstSnapshot) => {
        if (!isFirstSnapshot) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }),
    [queryClient],
  );
}
