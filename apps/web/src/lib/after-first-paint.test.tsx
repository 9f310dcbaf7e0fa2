import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFrames } from '../testing/frames';

// The module keeps whether the first screen was painted: each test loads it afresh, as a first load does.
const load = async () => {
  vi.resetModules();
  return import('./after-first-paint');
};

beforeEach(() => {
  vi.useFakeTimers();
});
// After the fake timers (registered in this order), whose own requestAnimationFrame it replaces.
const { paintFrame, waiting } = stubFrames();

afterEach(() => {
  // In this order: the stub replaced the fake timers' requestAnimationFrame, which the real one then replaces.
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('resolves after the next two frames and a task after them, not before', async () => {
    const { afterFirstPaint } = await load();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await vi.runAllTimersAsync();
    expect(done).not.toHaveBeenCalled(); // no frame yet
    paintFrame();
    await vi.runAllTimersAsync();
    expect(done).not.toHaveBeenCalled(); // the frame that draws the commit may not be on the display yet
    paintFrame();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled(); // the next frame's own callbacks run before it is painted
    await vi.runAllTimersAsync();
    expect(done).toHaveBeenCalledTimes(1);
    // Later callers share that paint.
    const later = vi.fn();
    void afterFirstPaint().then(later);
    await vi.runAllTimersAsync();
    expect(later).toHaveBeenCalledTimes(1);
    expect(waiting()).toBe(0);
  });

  it('resolves at once in a hidden tab, which paints nothing', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { afterFirstPaint } = await load();
      const done = vi.fn();
      void afterFirstPaint().then(done);
      await vi.runAllTimersAsync();
      expect(done).toHaveBeenCalledTimes(1);
      expect(waiting()).toBe(0);
    } finally {
      visibility.mockRestore();
    }
  });
});

describe('afterFirstPaint in a browser that reports its largest contentful paints', () => {
  /** A PerformanceObserver of such a browser: `report` delivers paints to the observers still connected. */
  const stubPaintReports = () => {
    const observers = new Set<(entries: { startTime: number }[]) => void>();
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {}
      observe() {
        observers.add(this.deliver);
      }
      disconnect() {
        observers.delete(this.deliver);
      }
      private readonly deliver = (entries: { startTime: number }[]) => this.callback({ getEntries: () => entries });
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (startTime: number) => observers.forEach((deliver) => deliver([{ startTime }]));
  };

  it("waits after the two frames for the browser's report of the screen's paint, not for an earlier one", async () => {
    const report = stubPaintReports();
    const { afterFirstPaint } = await load();
    const done = vi.fn();
    const before = performance.now();
    void afterFirstPaint().then(done);
    paintFrame();
    await vi.advanceTimersByTimeAsync(0);
    paintFrame();
    await vi.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled(); // the frames have passed, the screen is not reported on the display yet
    report(before - 1); // a paint from before the call (the page's HTML shell)
    await vi.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled();
    report(performance.now());
    await vi.advanceTimersByTimeAsync(5);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('goes on after PAINT_REPORT_TIMEOUT_MS when the browser reports no paint (nothing larger was painted)', async () => {
    stubPaintReports();
    const { afterFirstPaint, PAINT_REPORT_TIMEOUT_MS } = await load();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    paintFrame();
    await vi.advanceTimersByTimeAsync(0);
    paintFrame();
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_TIMEOUT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('useAfterFirstPaint', () => {
  it('is false on the first render of a first load, true once that render is painted, and true at once afterwards', async () => {
    const { useAfterFirstPaint } = await load();
    function Probe({ name }: { name: string }) {
      return <p>{`${name}: ${String(useAfterFirstPaint())}`}</p>;
    }
    render(<Probe name="first" />);
    expect(screen.getByText('first: false')).toBeInTheDocument();
    await act(async () => {
      paintFrame();
      await vi.runAllTimersAsync();
      paintFrame();
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText('first: true')).toBeInTheDocument();
    render(<Probe name="later" />);
    expect(screen.getByText('later: true')).toBeInTheDocument();
  });
});
