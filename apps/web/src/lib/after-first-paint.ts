import { useEffect, useState } from 'react';

let painted: Promise<void> | null = null;
let isPainted = false;

/**
 * Resolves once the browser has shown what React committed last (two frames, then a task after them), so that work a
 * page's first screen does not show (the header's live counts, the blocking modals' checks, the realtime client, the
 * dashboard's lower cards) starts after that screen is on a phone's display instead of competing with it for the
 * network and the main thread (decision 0004). Call it from an effect: the first call waits for the frame after the
 * commit that ran the effect, later calls share it. A hidden tab paints nothing: it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const done = () => {
      isPainted = true;
      resolve();
    };
    if (document.visibilityState === 'hidden') setTimeout(done);
    // The frame that draws the commit, then the next one: its callbacks run once the first has reached the display
    // (a phone's compositor presents a frame a few milliseconds after the main thread has painted it).
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)));
  });
  // Each caller goes on in a task of its own: what waited for the paint (the header's live counts, the modals'
  // checks, the lower cards, the tour) is not one long task that a tap on a phone would wait behind.
  return painted.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
}

/** Whether the first screen has been painted (see `afterFirstPaint`): false on the first render of a first load. */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(isPainted);
  useEffect(() => {
    if (hasPainted) return;
    let isCurrent = true;
    void afterFirstPaint().then(() => isCurrent && setHasPainted(true));
    return () => {
      isCurrent = false;
    };
  }, [hasPainted]);
  return hasPainted;
}
