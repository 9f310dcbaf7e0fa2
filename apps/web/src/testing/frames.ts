import { beforeEach, vi } from 'vitest';

/**
 * `requestAnimationFrame` stubbed for each test of the file: its callbacks wait until the test paints a frame. The
 * file's `vi.unstubAllGlobals()` puts the real one back.
 */
export function stubFrames() {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  return {
    /** Runs the callbacks due at this frame; those they ask for in turn wait for the next one. */
    paintFrame: () => {
      for (const callback of frames.splice(0)) callback(performance.now());
    },
    /** How many callbacks wait for the next frame. */
    waiting: () => frames.length,
  };
}
