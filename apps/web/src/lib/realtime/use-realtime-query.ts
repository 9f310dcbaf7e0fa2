import type { RealtimeDocument, RealtimeDocumentOf, RealtimeQuery } from '@campus/domain/realtime';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
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
 * An external store's value, its changes rendered in a transition: a snapshot of a few dozen discussions or
 * notifications arriving on the socket is built in slices of a few milliseconds instead of one task that blocks a
 * phone's main thread (useSyncExternalStore renders every change at once, decision 0004). A new store (another
 * query) is read at once, during the render that follows it.
 */
function useStoreInTransition<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [shown, setShown] = useState(() => ({ getSnapshot, value: getSnapshot() }));
  useEffect(() => {
    const show = () => startTransition(() => setShown({ getSnapshot, value: getSnapshot() }));
    const unsubscribe = subscribe(show);
    // A change between this store's first render and its subscription.
    if (getSnapshot() !== shown.value) show();
    return unsubscribe;
    // Only a new store subscribes again; `shown` is read once, right after the render that subscribes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe, getSnapshot]);
  return shown.getSnapshot === getSnapshot ? shown.value : getSnapshot();
}

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
  const state = useStoreInTransition(subscribe, getSnapshot) as RealtimeState<RealtimeDocumentOf<Query['kind']>>;
  const loadMore = useCallback(() => {
    if (stableQuery) getRealtimeClient().loadMore(stableQuery);
  }, [stableQuery]);
  return { ...state, isLoading: state.status === 'loading', loadMore };
}
