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
