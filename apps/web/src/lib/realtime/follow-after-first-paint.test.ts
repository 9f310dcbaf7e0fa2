import type { RealtimeQuery } from '@campus/domain/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFrames } from '../../testing/frames';
import type { RealtimeState } from './realtime-client';

// The realtime client: which queries are followed, and frames the test plays.
let listener: (() => void) | null = null;
let state: Partial<RealtimeState> = { status: 'loading' };
const subscribe = vi.fn((_query: RealtimeQuery, onFrame: () => void) => {
  listener = onFrame;
  return () => (listener = null);
});
vi.mock('./realtime', () => ({ getRealtimeClient: () => ({ subscribe, getState: () => state }) }));

const { paintFrame } = stubFrames();
/** The frames come one after the other until the query is followed. */
const paint = () =>
  vi.waitFor(() => {
    paintFrame();
    expect(subscribe).toHaveBeenCalled();
  });
const frame = (next: Partial<RealtimeState>) => {
  state = next;
  listener?.();
};

// Each test loads the module afresh: whether the first screen was painted is kept for a page's life.
const load = async () => {
  vi.resetModules();
  return (await import('./follow-after-first-paint')).followAfterFirstPaint;
};

beforeEach(() => {
  state = { status: 'loading' };
  subscribe.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('followAfterFirstPaint', () => {
  it('subscribes once the first screen is painted, then tells the first snapshot from the changes after it', async () => {
    const followAfterFirstPaint = await load();
    const onReady = vi.fn();
    const stop = followAfterFirstPaint({ kind: 'contracts' }, onReady);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscribe).not.toHaveBeenCalled();

    await paint();
    expect(subscribe).toHaveBeenCalledWith({ kind: 'contracts' }, expect.any(Function));
    frame({ status: 'loading' });
    frame({ status: 'ready', unreadCount: 1 });
    frame({ status: 'ready', unreadCount: 2 });
    expect(onReady).toHaveBeenNthCalledWith(1, expect.objectContaining({ unreadCount: 1 }), true);
    expect(onReady).toHaveBeenNthCalledWith(2, expect.objectContaining({ unreadCount: 2 }), false);
    expect(onReady).toHaveBeenCalledTimes(2);
    stop();
    expect(listener).toBeNull();
  });

  it('never subscribes when undone before the paint', async () => {
    const followAfterFirstPaint = await load();
    followAfterFirstPaint({ kind: 'contracts' }, vi.fn())();
    paintFrame();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(subscribe).not.toHaveBeenCalled();
  });
});
