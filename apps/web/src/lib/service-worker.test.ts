import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the installable app’s worker', () => {
  it('registers only once the first screen is shown and the main thread is idle', async () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    let show: () => void = () => undefined;
    const firstScreenShown = new Promise<void>((resolve) => (show = resolve));

    registerServiceWorker(firstScreenShown);
    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();

    show();
    await firstScreenShown;
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    idle?.();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
