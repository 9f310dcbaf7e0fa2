import { SCROLL_TRACKING_THROTTLE_MS, readingPercent, type LessonProgressResponse } from '@campus/domain/learning';
import { useEffect, useRef, useState } from 'react';

/** How often, at most, a further reading point is sent to the server (the scroll itself is measured every 100 ms). */
export const READING_REPORT_INTERVAL_MS = 2000;

/**
 * Follows how far the member reads a lesson shown in the page: the scroll is measured at most every 100 ms (spec 9),
 * the furthest point read is kept and sent to the server every few seconds and when the member leaves (a failed
 * report is sent again with the next one). On opening, the page scrolls back to where the member had read to.
 * `isReady` false holds all this back while the content is still being drawn (a PDF's pages): its height would lie.
 */
export function useReadingTracking(
  contentRef: React.RefObject<HTMLElement | null>,
  initialPercent: number,
  report: (readPercent: number) => Promise<LessonProgressResponse>,
  onReported: (progress: LessonProgressResponse) => void,
  isReady = true,
): number {
  const [read, setRead] = useState(initialPercent);
  const furthest = useRef(initialPercent);
  const reportRef = useRef(report);
  const onReportedRef = useRef(onReported);
  useEffect(() => {
    reportRef.current = report;
    onReportedRef.current = onReported;
  });

  useEffect(() => {
    if (!isReady) return;
    let sent = furthest.current;
    let lastMeasure = Number.NEGATIVE_INFINITY;
    let measureTimer: number | undefined;
    let reportTimer: number | undefined;

    const send = () => {
      reportTimer = undefined;
      const value = furthest.current;
      if (value <= sent) return;
      const previous = sent;
      sent = value;
      reportRef.current(value).then(
        (progress) => onReportedRef.current(progress),
        () => {
          sent = Math.min(sent, previous);
        },
      );
    };

    const measure = () => {
      measureTimer = undefined;
      lastMeasure = Date.now();
      const element = contentRef.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const percent = readingPercent(box.top, box.height, window.innerHeight);
      if (percent <= furthest.current) return;
      furthest.current = percent;
      setRead(percent);
      reportTimer ??= window.setTimeout(send, READING_REPORT_INTERVAL_MS);
    };

    // Throttled: at once if the last measure is 100 ms old, else once at the end of those 100 ms.
    const onScroll = () => {
      const wait = lastMeasure + SCROLL_TRACKING_THROTTLE_MS - Date.now();
      if (wait <= 0) measure();
      else measureTimer ??= window.setTimeout(measure, wait);
    };

    // Resume: the point read to at the bottom of the viewport.
    const element = contentRef.current;
    const start = furthest.current;
    if (element && start > 0 && start < 100) {
      const box = element.getBoundingClientRect();
      const target = window.scrollY + box.top + (box.height * start) / 100 - window.innerHeight;
      if (target > 0) window.scrollTo({ top: target });
    }
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.clearTimeout(measureTimer);
      window.clearTimeout(reportTimer);
      send();
    };
  }, [contentRef, isReady]);

  return read;
}
