import { pageAccess } from '@campus/domain/navigation';
import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, useNavigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { lazyWithTexts } from './lazy-with-texts';
import { withinFirstScreenWait, type PagePrefetch, type PagePrefetchContext } from './page-prefetch';
import { preloadRouteFiles } from './route-files';
import { RouteErrorBoundary } from './layouts/route-error';
import { RouteTitleContext, routeTitleKey, type RouteHandle } from './route-title';
import { appRoutes, type AppRoute, type LazyModule } from './route-table';
import type { SectionId } from './routes/sections/sections';

interface LazyRouteHandle extends RouteHandle {
  /** Starts loading the route's code and texts (once); settles when they are loaded or failed to. */
  preload?: () => Promise<void>;
  /** The module of its guard, layout or page (route-table.ts). */
  file?: string;
}

/** The lazily loaded guards, layouts and pages of the route table (tests and helpers left out). */
const appModules = import.meta.glob<Record<string, ComponentType<PageProps> | PagePrefetch>>([
  './guards/require-member.tsx',
  './layouts/*-layout.tsx',
  './routes/**/*.tsx',
  '!./**/*.test.tsx',
  '!./routes/sections/sections.tsx',
]);

interface PageProps {
  section?: SectionId;
}

const lazyModules = new Map<string, ReturnType<typeof lazyWithTexts<PageProps>>>();
/** The `prefetch` export of each loaded module that has one (page-prefetch.ts). */
const prefetches = new Map<string, PagePrefetch>();

/** One lazy component per module, however many routes show it: its code and texts load once. */
function lazyModule({ file, exportName = 'default', namespaces }: LazyModule) {
  let lazyOne = lazyModules.get(file);
  if (!lazyOne) {
    const load = appModules[`./${file}.tsx`];
    // A file or export the table misnames fails the route's first render (the error page), as a failed load does.
    lazyOne = lazyWithTexts(async () => {
      const loaded = await load!();
      if (loaded.prefetch) prefetches.set(file, loaded.prefetch as PagePrefetch);
      return loaded[exportName] as ComponentType<PageProps>;
    }, namespaces);
    lazyModules.set(file, lazyOne);
  }
  return lazyOne;
}

function routeElement({ module, section, redirectTo, isForSignedOut }: AppRoute): ReactElement | undefined {
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  if (isForSignedOut) return <RedirectSignedIn />;
  if (!module) return undefined;
  const { Component } = lazyModule(module);
  return <Component section={section} />;
}

/** A route of the table as react-router's route object; its handle carries the page title and the preload. */
function toRouteObject(route: AppRoute): RouteObject {
  const preload = route.module ? lazyModule(route.module).preload : undefined;
  const handle = { title: route.title, preload, file: route.module?.file } satisfies LazyRouteHandle;
  const element = routeElement(route);
  if (route.index) return { index: true, element, handle };
  return { path: route.path, element, handle, children: route.children?.map(toRouteObject) };
}

const routes: RouteObject[] = appRoutes.map(toRouteObject);

let lastMatched: { pathname: string; matches: ReturnType<typeof matchRoutes> } | null = null;

/**
 * The routes matching `pathname`, from the guard to the page. react-router flattens and ranks the whole table at each
 * match; a first load matches its URL four times (its code, its data, its render, its title), so the last answer is
 * kept.
 */
function matchesOf(pathname: string): ReturnType<typeof matchRoutes> {
  if (lastMatched?.pathname !== pathname) lastMatched = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatched.matches;
}

/**
 * Starts the first data of the guard, layouts and page of `pathname` whose modules are loaded and export `prefetch`
 * (main.tsx, on a first load, once the member is known); none for a page the guard leads the member away from or
 * that is closed to them.
 * Settles when the data a page's first screen waits for is there (page-prefetch.ts), or after
 * FIRST_SCREEN_DATA_WAIT_MS.
 */
export function prefetchRouteData(pathname: string, context: PagePrefetchContext): Promise<void> {
  if (pageAccess(pathname, context).kind !== 'open') return Promise.resolve();
  const firstScreens: Promise<unknown>[] = [];
  for (const { route } of matchesOf(pathname) ?? []) {
    const file = (route.handle as LazyRouteHandle | undefined)?.file;
    const firstScreen = file ? prefetches.get(file)?.(context) : undefined;
    if (firstScreen) firstScreens.push(firstScreen);
  }
  // What the first render waits for (main.tsx), at most FIRST_SCREEN_DATA_WAIT_MS.
  return withinFirstScreenWait(Promise.all(firstScreens));
}

function preloadMatches(matches: ReturnType<typeof matchRoutes>): Promise<void> {
  return Promise.all(
    (matches ?? []).flatMap(({ route }) => (route.handle as LazyRouteHandle | undefined)?.preload?.() ?? []),
  ).then(() => undefined);
}

/**
 * Loads the code and texts of the guard, layouts and page of `pathname`; settles when they are loaded or failed to.
 * The app's first render waits for it (main.tsx): the page's HTML shell stays painted meanwhile, and the first render
 * then builds the whole page at once instead of suspending at each level.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatches(matchesOf(pathname));
}

function MatchedRoute() {
  const location = useLocation();
  const [firstPathname] = useState(location.pathname);
  const matches = matchesOf(location.pathname);
  // What useRoutes renders for the app's top-level routes, from the matches already made.
  const element = renderMatches(matches);
  // Layout and page start loading together instead of the page waiting for its layout to render.
  void preloadMatches(matches);
  // The first page's HTML preloaded its files; after a navigation they are all asked for at once too.
  if (location.pathname !== firstPathname) void preloadRouteFiles(location.pathname);
  return <RouteTitleContext value={routeTitleKey(matches)}>{element}</RouteTitleContext>;
}

/** A 401 from the API leads to /logout (spec 7) without reloading the app. */
function useUnauthorizedRedirect(pathname: string): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (pathname !== paths.logout) void navigate(paths.logout);
      }),
    [navigate, pathname],
  );
}

/** The app's routes, inside a router; a route that fails to load or to render shows the error page. */
export function AppRoutes() {
  const location = useLocation();
  useUnauthorizedRedirect(location.pathname);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<div className="min-h-dvh bg-canvas" />}>
        <MatchedRoute />
      </Suspense>
    </RouteErrorBoundary>
  );
}
