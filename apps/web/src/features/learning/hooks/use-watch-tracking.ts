import type { WatchedRange } from '@campus/domain/learning';
import { useCallback, useEffect, useRef } from 'react';

/** How often a playing media reports what was watched. */
export const REPORT_INTERVAL_MS = 5000;

/**
 * Follows what a media element really plays: continuous stretches become watched ranges, a seek opens a new one (a
 * jump to the end watches nothing). The ranges and the position are reported every few seconds, on pause, at the
 * end and when the member leaves; a failed report keeps its ranges for the next one. The classroom's lessons and the
 * replays that count for a lesson report the same way (`Answer`: what their endpoint answers).
 */
export function useWatchTracking<Answer>(
  mediaRef: React.RefObject<HTMLMediaElement | null>,
  report: (input: { positionSeconds: number; watched: WatchedRange[] }) => Promise<Answer>,
  onReported: (answer: Answer) => void,
) {
  const pending = useRef<WatchedRange[]>([]);
  const stretch = useRef<{ start: number; last: number } | null>(null);
  const reportRef = useRef(report);
  const onReportedRef = useRef(onReported);
  useEffect(() => {
    reportRef.current = report;
    onReportedRef.current = onReported;
  });

  const closeStretch = useCallback(() => {
    const current = stretch.current;
    if (current && current.last > current.start) pending.current.push([current.start, current.last]);
    stretch.current = null;
  }, []);

  const send = useCallback(() => {
    const media = mediaRef.current;
    const current = stretch.current;
    // A stretch under way is reported up to now and continues from here.
    if (current && current.last > current.start) {
      pending.current.push([current.start, current.last]);
      stretch.current = { start: current.last, last: current.last };
    }
    const watched = pending.current.splice(0);
    const positionSeconds = media ? media.currentTime : 0;
    if (!media || !Number.isFinite(positionSeconds)) return;
    reportRef.current({ positionSeconds, watched }).then(
      (progress) => onReportedRef.current(progress),
      () => pending.current.unshift(...watched),
    );
  }, [mediaRef]);

  const onTimeUpdate = useCallback(() => {
    const media = mediaRef.current;
    if (!media || media.seeking || media.paused) return;
    const now = media.currentTime;
    const current = stretch.current;
    // timeupdate fires about every 250 ms: a bigger step forward (or any step back) is a jump, not watching.
    const step = now - (current?.last ?? now);
    if (current && step >= 0 && step <= 1 + media.playbackRate) current.last = now;
    else {
      closeStretch();
      stretch.current = { start: now, last: now };
    }
  }, [mediaRef, closeStretch]);

  useEffect(() => {
    // The same array for the hook's life (spliced, never replaced).
    const queue = pending.current;
    const timer = window.setInterval(() => {
      if (mediaRef.current && !mediaRef.current.paused) send();
    }, REPORT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      closeStretch();
      if (queue.length > 0) send();
    };
  }, [mediaRef, send, closeStretch]);

  return {
    onTimeUpdate,
    onSeeking: closeStretch,
    onPause: send,
    onEnded: () => {
      onTimeUpdate();
      send();
    },
  };
}
