import type { RealtimeQuery } from '@campus/domain/realtime';
import { afterFirstPaint } from '../after-first-paint';
import type { RealtimeState } from './realtime-client';

/**
 * Follows a realtime query (docs/realtime.md) once the page's first screen is painted: the realtime client loads apart
 * from the first load (decision 0004). `onReady` gets the query's state at each frame once it is ready, told whether
 * it is the first snapshot (which matches what the page's queries just read) or a change since. Returns the undo, for
 * an effect's cleanup.
 */
export function followAfterFirstPaint(
  query: RealtimeQuery,
  onReady: (state: RealtimeState, isFirstSnapshot: boolean) => void,
): () => void {
  let isLive = true;
  let stop: (() => void) | undefined;
  void afterFirstPaint()
    .then(() => import('./realtime'))
    .then(({ getRealtimeClient }) => {
      if (!isLive) return;
      const client = getRealtimeClient();
      let hasSnapshot = false;
      stop = client.subscribe(query, () => {
        const state = client.getState(query);
        if (state.status !== 'ready') return;
        onReady(state, !hasSnapshot);
        hasSnapshot = true;
      });
    });
  return () => {
    isLive = false;
    stop?.();
  };
}
