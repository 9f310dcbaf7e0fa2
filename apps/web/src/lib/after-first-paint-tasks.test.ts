import { afterEach, expect, it, vi } from 'vitest';

// Real timers, frames as timers: a fake clock fires the timers due together in one go, where a browser runs each
// timer in a task of its own (after-first-paint.test.tsx plays the frames by hand).
afterEach(() => {
  vi.unstubAllGlobals();
});

it('lets each caller of afterFirstPaint go on in a task of its own, not all in one long task', async () => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0)));
  vi.resetModules(); // a first load: nothing painted yet
  const { afterFirstPaint } = await import('./after-first-paint');
  const order: string[] = [];
  void afterFirstPaint().then(() => {
    order.push('first');
    queueMicrotask(() => order.push("the first's microtask"));
  });
  void afterFirstPaint().then(() => order.push('second'));
  await vi.waitFor(() => expect(order).toHaveLength(3));
  // In one task, the second caller would have gone on before the first caller's microtask.
  expect(order).toEqual(['first', "the first's microtask", 'second']);
});
