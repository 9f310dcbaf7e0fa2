import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had focus when a dialog opened and gives it back on close (dialogs here are
 * opened by our own buttons, not Radix triggers). Returns the handler for `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Layout effects run before the dialog's focus scope moves focus inside.
    if (open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
  }, [open]);
  return (event) => {
    const opener = openerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
