import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from './drawer-panel';

export type { DrawerProps };

const DrawerPanel = lazy(() => import('./drawer-panel'));

/** A side sheet (Radix dialog): focus trapped, Escape and outside clicks close it. Its code loads when it first opens. */
export function Drawer(props: DrawerProps) {
  const [hasOpened, setHasOpened] = useState(props.open);
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} />
    </Suspense>
  );
}
