import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had focus when a dialog opened and gives it back on close (dialogs here are
 * opened by our own buttons, not Radix triggers). Returns the handler for `onCloseAutoFocus`. A dialog closed by
 * a link to another page (the phone's menu drawer) leaves the focus to that page: its heading takes it
 * (lib/use-focus-on-navigate.ts), not the button that opened the dialog on the page before.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null);
  const openedOnRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    // Layout effects run before the dialog's focus scope moves focus inside.
    if (open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
    if (open) openedOnRef.current = window.location.pathname;
  }, [open]);
  return (event) => {
    if (openedOnRef.current !== null && window.location.pathname !== openedOnRef.current) {
      event.preventDefault();
      return;
    }
    const opener = openerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
