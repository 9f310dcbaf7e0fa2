import { useState } from 'react';

/**
 * Whether `open` has been true at least once: what opens on demand (a dialog, a sheet, a form) loads its code on its
 * first opening, then stays mounted so that it closes as a dialog does (its exit, its focus given back).
 */
export function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}
