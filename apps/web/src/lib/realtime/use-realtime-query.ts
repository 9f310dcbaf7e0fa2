import type { RealtimeDocument, RealtimeDocumentOf, RealtimeQuery } from '@campus/domain/realtime';
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
 * The documents are typed by the query's kind (the protocol's RealtimeDocuments).
 */
export function useRealtimeQuery<Query extends RealtimeQuery>(
  query: Query | null,
): RealtimeQueryResult<RealtimeDocumentOf<Query['kind']>> {
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
  // The client keeps the documents of every kind together; the server sends each query its own kind.
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot) as RealtimeState<
    RealtimeDocumentOf<Query['kind']>
  >;
  const loadMore = useCallback(() => {
    if (stableQuery) getRealtimeClient().loadMore(stableQuery);
  }, [stableQuery]);
  return { ...state, isLoading: state.status === 'loading', loadMore };
}
