import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component whose code can be fetched ahead (on hover or focus of what opens it),
 * so heavy overlays stay out of the first page load yet open without a wait.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithPrefetch<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | null = null;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    Component: lazy(loadOnce),
    prefetch: () => {
      void loadOnce().catch(() => undefined);
    },
  };
}
