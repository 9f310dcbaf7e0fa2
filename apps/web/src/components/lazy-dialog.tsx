import { Suspense, type ComponentType } from 'react';
import { useHasOpened } from '../lib/use-has-opened';
import { lazyWithPrefetch } from './lazy-with-prefetch';

/**
 * A dialog whose code (its form, its rules, the schemas they read) loads when it first opens, or ahead with `prefetch`
 * (on hover or focus of what opens it): a page that offers it but does not open it on its first load leaves it out.
 * Once opened it stays mounted, so that it closes as a dialog does (its exit, its focus given back).
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const { Component, prefetch } = lazyWithPrefetch(load);
  function LazyDialog(props: Props) {
    if (!useHasOpened(props.open)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { prefetch });
}
