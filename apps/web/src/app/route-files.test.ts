import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const BUILT = {
  '/mon-suivi/messages': ['/assets/messages-1.js', '/assets/shared-1.js', '/assets/messages-1.css'],
  '/users/:uid': ['/assets/member-1.js', '/assets/shared-1.js'],
  '/users/me': ['/assets/me-1.js'],
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

// Each test reads the list from a fresh module: the list is fetched once per page load.
const freshModule = async () => {
  vi.resetModules();
  return import('./route-files');
};

let fetchMock: ReturnType<typeof vi.fn<() => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(Response.json(BUILT)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

it("preloads the scripts the build lists for the page's pattern, the list fetched once for every navigation", async () => {
  const { preloadRouteFiles, ROUTE_FILES_URL } = await freshModule();
  await preloadRouteFiles('/mon-suivi/messages');
  expect(preloaded()).toEqual(['/assets/messages-1.js', '/assets/shared-1.js']);
  await preloadRouteFiles('/users/abc');
  // The shared file is linked once; a parameter stands for one segment.
  expect(preloaded()).toEqual(['/assets/messages-1.js', '/assets/shared-1.js', '/assets/member-1.js']);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(ROUTE_FILES_URL);
  // As module scripts are fetched (CORS mode), else the browser fetches each file again when imported.
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
  expect(link?.getAttribute('crossorigin')).toBe('');
});

it('takes the static pattern before the one with a parameter, and links nothing for an unknown page', async () => {
  const { preloadRouteFiles } = await freshModule();
  await preloadRouteFiles('/users/me');
  expect(preloaded()).toEqual(['/assets/me-1.js']);
  await preloadRouteFiles('/une-page-inconnue');
  expect(preloaded()).toEqual(['/assets/me-1.js']);
});

it('links nothing when the list cannot be read, and asks for it again at the next navigation', async () => {
  fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('indisponible', { status: 503 })));
  const { preloadRouteFiles } = await freshModule();
  await expect(preloadRouteFiles('/mon-suivi/messages')).resolves.toBeUndefined();
  expect(preloaded()).toEqual([]);
  await preloadRouteFiles('/mon-suivi/messages');
  expect(preloaded()).toEqual(['/assets/messages-1.js', '/assets/shared-1.js']);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
