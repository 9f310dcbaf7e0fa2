/// <reference lib="webworker" />
// The service worker (issue 33), built by vite-plugin-pwa (injectManifest) to /sw.js. It precaches the hashed
// assets of the build it comes with, answers pages from the network first (a deploy's new page always wins; the last
// page seen answers when offline), drops the caches of older builds once it takes over, and shows web pushes.

// A module (its own scope), so `self` is the service worker's global here.
export {};
declare const self: ServiceWorkerGlobalScope;

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

// Replaced at build time by the list of the build's hashed files.
const PRECACHE: PrecacheEntry[] = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
const PREFIX = 'campus-';
/** One cache per build: named after its files, so a new build fills a new one and the old one goes. */
const ASSETS_CACHE = `${PREFIX}assets-${hashOf(PRECACHE.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('|'))}`;
const PAGES_CACHE = `${PREFIX}pages`;
const ICON = '/icons/campus-192.png';

function hashOf(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return hash.toString(36);
}

const absolute = (url: string) => new URL(url, self.location.origin).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS_CACHE);
      await cache.addAll(PRECACHE.map((entry) => absolute(entry.url)));
      // The new build's worker takes over at once: the pages it answers are the new build's (network first).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== ASSETS_CACHE && name !== PAGES_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** A page: from the network (never a stale build), kept as the offline answer; the kept one when offline. */
async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(PAGES_CACHE);
      await cache.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match('/', { cacheName: PAGES_CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** A hashed file never changes: the precache's copy, else the network. */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: ASSETS_CACHE });
  return cached ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  }
  // Anything else (the API, pictures, the socket) goes to the network as if there were no worker.
});

self.addEventListener('push', (event) => {
  const payload = (event.data?.json() ?? null) as PushPayload | null;
  if (!payload) return;
  event.waitUntil(
    (async () => {
      // A member looking at Campus right now sees it there: no system notification on top.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === 'visible' && client.focused)) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: ICON,
        lang: 'fr',
        data: { url: payload.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = absolute((event.notification.data as { url?: string } | null)?.url ?? '/');
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
