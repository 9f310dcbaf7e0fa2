import { useSyncExternalStore } from 'react';

// The profile menu asks for the guided tour again (spec 2.6); the shell shows it. Neither imports the other.
let isReplayRequested = false;
const listeners = new Set<() => void>();

function setReplay(value: boolean) {
  isReplayRequested = value;
  for (const listener of listeners) listener();
}

export const replayGuidedTour = () => setReplay(true);
export const endGuidedTourReplay = () => setReplay(false);

export function useGuidedTourReplay(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isReplayRequested,
  );
}
