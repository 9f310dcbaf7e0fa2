import { useEffect } from 'react';

/** The CSS variable a full-height screen (the chat) reads: the visible height, above a phone's on-screen keyboard. */
export const VISUAL_VIEWPORT_HEIGHT_VARIABLE = '--visual-viewport-height';

type VisualViewportLike = Pick<VisualViewport, 'height' | 'scale' | 'addEventListener' | 'removeEventListener'>;

/**
 * The visible height of the page, or null when it should not size the layout: no visual viewport (an old browser),
 * or a pinch-zoom (the visible part then is a zoomed piece of the page, not room taken by a keyboard).
 */
export function visibleHeight(viewport: Pick<VisualViewport, 'height' | 'scale'> | null | undefined): number | null {
  if (!viewport || viewport.height <= 0 || Math.abs(viewport.scale - 1) > 0.01) return null;
  return Math.round(viewport.height);
}

/**
 * Keeps `--visual-viewport-height` on the root element equal to the visual viewport's height while mounted: on a phone
 * whose on-screen keyboard overlays the page (iOS Safari ignores `interactive-widget=resizes-content`), a screen sized
 * by it keeps its bottom (the message box) above the keyboard. Without it the CSS falls back to `100dvh`.
 */
export function useVisualViewportHeight(
  viewport: VisualViewportLike | null | undefined = typeof window === 'undefined' ? null : window.visualViewport,
): void {
  useEffect(() => {
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      const height = visibleHeight(viewport);
      if (height === null) root.style.removeProperty(VISUAL_VIEWPORT_HEIGHT_VARIABLE);
      else root.style.setProperty(VISUAL_VIEWPORT_HEIGHT_VARIABLE, `${height}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty(VISUAL_VIEWPORT_HEIGHT_VARIABLE);
    };
  }, [viewport]);
}
