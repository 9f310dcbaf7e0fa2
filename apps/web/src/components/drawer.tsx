import { lazy, Suspense } from 'react';
import { useHasOpened } from '../lib/use-has-opened';
import type { DrawerProps } from './drawer-panel';

export type { DrawerProps };

const DrawerPanel = lazy(() => import('./drawer-panel'));

/** A side sheet (Radix dialog): focus trapped, Escape and outside clicks close it. Its code loads when it first opens. */
export function Drawer(props: DrawerProps) {
  if (!useHasOpened(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}
