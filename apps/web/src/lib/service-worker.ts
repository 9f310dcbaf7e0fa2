// The service worker (sw/sw.ts, built to /sw.js) of the installable app (issue 33), and what keeps a deploy from
// breaking an open tab.

/** Set for the tab's life once it reloaded for a new build: a second failure is a real one, shown as such. */
const RELOADED_KEY = 'campus.reloadedForNewBuild';

export function registerServiceWorker(): void {
  // A tab opened before a deploy asks for a page's code under the old build's names, gone from the server: it loads
  // the new build once instead of showing a broken page.
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(RELOADED_KEY)) return;
    sessionStorage.setItem(RELOADED_KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  // The built app only (the dev server's modules are not hashed files), and once the page has loaded: the worker and
  // its precache never compete with a first load.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
