import { ROUTE_PRELOADS_FILE, routePatternMatcher, type PatternMatch } from '@campus/domain/navigation';

/** Where the build lists, for each URL pattern, the files its page loads besides the entry (vite.config.ts). */
export const ROUTE_FILES_URL = `/${ROUTE_PRELOADS_FILE}`;

type RouteFiles = (path: string) => PatternMatch<readonly string[]> | undefined;

let routeFiles: Promise<RouteFiles> | undefined;
const linked = new Set<string>();

/** The build's list, fetched once; after a failed fetch the next navigation asks again, its imports loading alone. */
function loadRouteFiles(): Promise<RouteFiles> {
  routeFiles ??= fetch(ROUTE_FILES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`${ROUTE_FILES_URL}: ${response.status}`);
      return response.json() as Promise<Record<string, readonly string[]>>;
    })
    .then(
      (preloads) => routePatternMatcher(Object.entries(preloads)),
      () => {
        routeFiles = undefined;
        return () => undefined;
      },
    );
  return routeFiles;
}

/**
 * Fetches at once, in parallel, every file the page of `pathname` loads (its guard, layouts, page, shared code and
 * texts), as the page's HTML does on a first load. The entry carries no list of them (the build leaves it out: 1.5 KB
 * brotli of every first load): a navigation reads the build's list, once, instead of the browser discovering each
 * file's imports only once the file before has arrived.
 */
export function preloadRouteFiles(pathname: string): Promise<void> {
  return loadRouteFiles().then((filesOf) => {
    // A page's stylesheets come with its import (Vite keeps them in the entry's list): only its scripts here.
    for (const file of filesOf(pathname)?.value ?? []) {
      if (!file.endsWith('.js') || linked.has(file)) continue;
      linked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  });
}
