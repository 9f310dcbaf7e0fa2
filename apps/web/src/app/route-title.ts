import { createContext, use, useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { RouteMatch } from 'react-router';

/** What a route tells the shell about itself (react-router `handle`). */
export interface RouteHandle {
  /** i18n key of the page title shown in the header and the tab, e.g. `navigation:menu.replays`. */
  title?: string;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'title' in handle;

/** The title key of the deepest matched route that has one. */
export function routeTitleKey(matches: readonly RouteMatch[] | null): string | null {
  const key = (matches ?? [])
    .map((match): unknown => match.route.handle)
    .filter(isRouteHandle)
    .map((handle) => handle.title)
    .filter(Boolean)
    .at(-1);
  return key ?? null;
}

/** The title key of the current route, provided by the router to the layouts. */
export const RouteTitleContext = createContext<string | null>(null);

/** The translated title of the current route; none until its namespace has loaded (never a raw key). */
export function useRouteTitle(): string | null {
  const key = use(RouteTitleContext);
  const separator = key?.indexOf(':') ?? -1;
  const namespace = key && separator > 0 ? key.slice(0, separator) : undefined;
  const { t, ready } = useTranslation(namespace, { useSuspense: false });
  return key && ready ? t(key) : null;
}

/** Names the browser tab after the page. */
export function useDocumentTitle(title: string | null): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
