import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to settle (its code, its first data) while its heading is given the focus it drops. */
const SETTLE_MS = 3000;

/** Nothing the member chose holds the focus: it fell to the page itself. */
const isAdrift = (main: HTMLElement) => document.activeElement === document.body || document.activeElement === main;

/**
 * The page the layouts last showed, whichever layout: a layout mounted by a navigation (the shell after signing in)
 * sees another page before it, while the first page of a load (or a reload) sees none. (The router cannot tell:
 * routes rendered for a given location always read as a POP.)
 */
let shownPathname: string | null = null;

const hasOpenDialog = () => document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;

/**
 * After moving to another page (not the first load, not a change of its query), focus goes to the new page's heading
 * (WCAG 2.4.3), and so after signing in: the next Tab starts in the content, not back in the sidebar, and a screen
 * reader says where the member arrived. While the page settles (its skeleton replaced, its heading drawn again), the
 * heading takes back a focus that fell to <body>; whatever the member or the page itself focuses meanwhile keeps it.
 */
export function useFocusOnNavigate(mainId: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPathname;
    shownPathname = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById(mainId);
    if (!main) return;
    let hasFocusedHeading = false;
    // First the heading takes the focus from wherever the navigation left it (the sidebar's link, <body>) but the
    // page's own content; then only a focus that fell to <body> while the page settles.
    const mayTake = () =>
      hasFocusedHeading
        ? isAdrift(main)
        : isAdrift(main) || !(document.activeElement && main.contains(document.activeElement));
    const focusHeading = () => {
      if (!mayTake() || hasOpenDialog()) return;
      const heading = main.querySelector('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      hasFocusedHeading = true;
    };
    // Something else focused (by the member, or by the page for them): the page is theirs from then on.
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLHeadingElement && event.target.tagName === 'H1')) stop();
    };
    const observer = new MutationObserver(focusHeading);
    const timer = window.setTimeout(() => {
      stop();
      if (isAdrift(main) && !hasOpenDialog()) main.focus({ preventScroll: true });
    }, SETTLE_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener('focusin', onFocusIn);
    }
    focusHeading();
    observer.observe(main, { childList: true, subtree: true });
    // A dialog open when the page changed (the phone's menu drawer, closed by its link) holds the heading back until
    // it goes: its portal leaving <body> lets the heading take the focus.
    observer.observe(document.body, { childList: true });
    document.addEventListener('focusin', onFocusIn);
    return stop;
  }, [mainId, pathname]);
}
