import type { LessonProgressResponse } from '@campus/domain/learning';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READING_REPORT_INTERVAL_MS, useReadingTracking } from './use-reading-tracking';

/** A lesson 2000 px tall whose top is at `top` in a 800 px viewport; counts how often it is measured. */
function fakeContent() {
  const state = { top: 900, measures: 0 };
  const element = {
    getBoundingClientRect: () => {
      state.measures += 1;
      return { top: state.top, height: 2000 } as DOMRect;
    },
  } as unknown as HTMLElement;
  return { state, element };
}

function setup(initialPercent = 0, initialReady = true) {
  const { state, element } = fakeContent();
  const reports: number[] = [];
  const report = vi.fn((readPercent: number) => {
    reports.push(readPercent);
    return Promise.resolve({ readPercent } as LessonProgressResponse);
  });
  const ref = { current: element };
  const hook = renderHook(
    ({ isReady }: { isReady: boolean }) => useReadingTracking(ref, initialPercent, report, () => undefined, isReady),
    { initialProps: { isReady: initialReady } },
  );
  const scrollTo = (top: number) => {
    state.top = top;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  };
  return { state, reports, hook, scrollTo };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('innerHeight', 800);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reading progress tracked on scroll (spec 9)', () => {
  it('measures the scroll at most every 100 ms, the last position of a burst included', () => {
    const { state, scrollTo, hook } = setup();
    const afterMount = state.measures;
    vi.advanceTimersByTime(100);
    for (let step = 0; step < 10; step += 1) {
      scrollTo(800 - step * 50);
      act(() => {
        vi.advanceTimersByTime(10);
      });
    }
    // Ten scroll events in 100 ms: measured at once, then once when the 100 ms are over.
    expect(state.measures - afterMount).toBe(2);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(state.measures - afterMount).toBe(2);
    // Last top 350: (800 - 350) / 2000 = 23 % read.
    expect(hook.result.current).toBe(23);
  });

  it('keeps the furthest point read and sends it every few seconds, not on each scroll', () => {
    const { reports, scrollTo, hook } = setup();
    vi.advanceTimersByTime(100);
    scrollTo(0);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    scrollTo(-400);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    scrollTo(500);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(hook.result.current).toBe(60);
    expect(reports).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(READING_REPORT_INTERVAL_MS);
    });
    expect(reports).toEqual([60]);
  });

  it('sends what is not sent yet when the member leaves the lesson', () => {
    const { reports, scrollTo, hook } = setup();
    vi.advanceTimersByTime(100);
    scrollTo(400);
    hook.unmount();
    expect(reports).toEqual([20]);
  });

  it('scrolls back to where the member had read to, and sends nothing before they read further', () => {
    const { reports, hook } = setup(50);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1100 });
    expect(hook.result.current).toBe(50);
    hook.unmount();
    expect(reports).toEqual([]);
  });

  it('waits for content still being drawn (a PDF), then scrolls back and follows the reading', () => {
    const { state, reports, hook, scrollTo } = setup(50, false);
    scrollTo(-600);
    act(() => {
      vi.advanceTimersByTime(READING_REPORT_INTERVAL_MS + 200);
    });
    // Nothing measured, nothing scrolled, nothing sent while the pages are drawn.
    expect(state.measures).toBe(0);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(50);
    state.top = 900;
    hook.rerender({ isReady: true });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1100 });
    scrollTo(-800);
    act(() => {
      vi.advanceTimersByTime(READING_REPORT_INTERVAL_MS + 200);
    });
    expect(hook.result.current).toBe(80);
    expect(reports).toEqual([80]);
  });
});
