import type { RealtimeQuery } from '@campus/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followAfterFirstPaint } from '../../../lib/realtime/follow-after-first-paint';
import { CONTRACTS_QUERY_KEY } from '../api/contracts-query-keys';

const CONTRACTS_QUERY: RealtimeQuery = { kind: 'contracts' };

/**
 * Follows the member's `contracts` realtime query (docs/realtime.md) once the page's first screen is painted (the
 * realtime client loads apart from the first load, decision 0004): a contract issued to the member or signed elsewhere
 * makes every contracts query read again, so the blocking modal appears or goes without a reload.
 */
export function useLiveContracts(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followAfterFirstPaint(CONTRACTS_QUERY, (_state, isFirstSnapshot) => {
        // Later frames than the first snapshot mean a contract changed.
        if (!isFirstSnapshot) void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
      }),
    [queryClient],
  );
}
