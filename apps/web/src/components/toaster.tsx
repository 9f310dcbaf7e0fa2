import { lazy, Suspense } from 'react';
import { useToasts } from './toast';

// The toast UI (Radix) loads with the first toast, keeping it out of the first page load.
const ToastList = lazy(() => import('./toast-list'));

/** Renders the toasts; mounted once at the root. */
export function Toaster() {
  const items = useToasts();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList items={items} />
    </Suspense>
  );
}
