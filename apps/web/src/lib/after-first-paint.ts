import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

let painted: Promise<void> | null = null;
let isPainted = false;

/**
 * The longest the first screen waits for the browser's report of its paint once two frames have passed (see
 * `afterFirstPaint`): a screen with nothing larger than what was painted before gets no report.
 */
export const PAINT_REPORT_TIMEOUT_MS = 250;

/**
 * Resolves once the browser reports a largest contentful paint later than `since` (a `performance.now()` time), or
 * after `timeoutMs` without one; at once where the browser reports no such paint.
 */
function paintReported(since: number, timeoutMs: number): Promise<void> {
  if (typeof PerformanceObserver === 'undefined') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timeout = setTimeout(done, timeoutMs);
    // Buffered: a report that came during the frames counts as well.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once the browser has shown what React committed last, so that work a page's first screen does not show
 * (the header's live counts, the blocking modals' checks, the realtime client, the dashboard's lower cards, the
 * members' names of the messages list) starts after that screen is on a phone's display instead of competing with it
 * for the network and the main thread (decision 0004). Call it from an effect: the first call waits for the frame
 * after the commit that ran the effect, later calls share it. A hidden tab paints nothing: it resolves at once.
 *
 * Shown means: two frames, then the browser's report of the screen's largest contentful paint (its time is when the
 * frame reached the display, which two frames do not ensure: measured, headless Chromium's software compositor
 * reported it 20 ms after them), and a task after that. Without such a report, PAINT_REPORT_TIMEOUT_MS at most.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const done = () => {
      isPainted = true;
      resolve();
    };
    const since = performance.now();
    if (document.visibilityState === 'hidden') setTimeout(done);
    // The frame that draws the commit, then the next one: its callbacks run once the first has been painted.
    else
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          void paintReported(since, PAINT_REPORT_TIMEOUT_MS).then(() => setTimeout(done));
        }),
      );
  });
  // Each caller goes on in a task of its own: what waited for the paint (the header's live counts, the modals'
  // checks, the lower cards, the tour) is not one long task that a tap on a phone would wait behind.
  return painted.then(nextTask);
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
