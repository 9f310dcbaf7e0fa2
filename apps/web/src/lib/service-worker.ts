// The service worker (sw/sw.ts, built to /sw.js) of the installable app (issue 33), and what keeps a deploy from
// breaking an open tab.

/** Set for the tab's life once it reloaded for a new build: a second failure is a real one, shown as such. */
const RELOADED_KEY = 'campus.reloadedForNewBuild';

/** The worker's registration (and its precache of every built file) waits for an idle main thread, 5 s at most. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the worker once `firstScreenShown` has settled (the app's first screen painted) and the main thread is
 * idle: its precache of every built file never competes with a first load. Not the page's `load` event: it comes as
 * soon as the entry and its preloads are there, before the app has rendered; measured, the worker's install then
 * shared the two cores with the dashboard's first render and doubled its long tasks.
 */
export function registerServiceWorker(firstScreenShown: Promise<unknown>): void {
  // A tab opened before a deploy asks for a page's code under the old build's names, gone from the server: it loads
  // the new build once instead of showing a broken page.
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  // The built app only (the dev server's modules are not hashed files).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, IDLE_TIMEOUT_MS);
  };
  void firstScreenShown.then(whenIdle, whenIdle);
}
