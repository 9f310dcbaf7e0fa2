import type { RealtimeQuery } from '@campus/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterFirstPaint } from '../../../lib/after-first-paint';
import { CONTRACTS_QUERY_KEY } from '../api/contracts-query-keys';

const CONTRACTS_QUERY: RealtimeQuery = { kind: 'contracts' };

/**
 * Follows the member's `contracts` realtime query (docs/realtime.md) once the page's first screen is painted (the
 * realtime client loads apart from the first load, decision 0004): a contract issued to the member or signed elsewhere
 * makes every contracts query read again, so the blocking modal appears or goes without a reload.
 */
export function useLiveContracts(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let isLive = true;
    let stop: (() => void) | undefined;
    void afterFirstPaint()
      .then(() => import('../../../lib/realtime/realtime'))
      .then(({ getRealtimeClient }) => {
        if (!isLive) return;
        const client = getRealtimeClient();
        let hasSnapshot = false;
        stop = client.subscribe(CONTRACTS_QUERY, () => {
          if (client.getState(CONTRACTS_QUERY).status !== 'ready') return;
          // The first snapshot matches what the queries just read; later frames mean a contract changed.
          if (hasSnapshot) void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
          hasSnapshot = true;
        });
      });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [queryClient]);
}
