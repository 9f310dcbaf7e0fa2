import type { RealtimeDocument, RealtimeQuery } from '@campus/domain';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { realtimeQueryKey, type RealtimeState } from './realtime-client';
import { getRealtimeClient } from './realtime';

export interface RealtimeQueryResult<T extends RealtimeDocument> extends RealtimeState<T> {
  isLoading: boolean;
  loadMore: () => void;
}

const IDLE: RealtimeState = {
  status: 'loading',
  documents: [],
  hasMore: false,
  isLoadingMore: false,
  error: null,
  unreadCount: null,
};
const noSubscription = () => () => undefined;

/**
 * Follows a realtime query (docs/realtime.md): its snapshot, then every change, live. `null` follows nothing.
 * The document type is the caller's to name: it depends on the query's kind.
 */
export function useRealtimeQuery<T extends RealtimeDocument>(query: RealtimeQuery | null): RealtimeQueryResult<T> {
  const key = query ? realtimeQueryKey(query) : null;
  // The query object may be new on every render; its key is what counts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableQuery = useMemo(() => query, [key]);
  const subscribe = useCallback(
    (listener: () => void) => (stableQuery ? getRealtimeClient().subscribe(stableQuery, listener) : noSubscription()),
    [stableQuery],
  );
  const getSnapshot = useCallback(
    () => (stableQuery ? getRealtimeClient().getState(stableQuery) : IDLE),
    [stableQuery],
  );
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as RealtimeState<T>;
  const loadMore = useCallback(() => {
    if (stableQuery) getRealtimeClient().loadMore(stableQuery);
  }, [stableQuery]);
  return { ...state, isLoading: state.status === 'loading', loadMore };
}
