import { useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as reading the newest messages. */
export const NEAR_BOTTOM_PX = 48;

/** Whether a scrolled pane shows its bottom (within `NEAR_BOTTOM_PX`). */
export function isNearBottom(pane: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  return pane.scrollHeight - pane.scrollTop - pane.clientHeight <= NEAR_BOTTOM_PX;
}

/**
 * Whether a newest message brings the pane to the bottom: always the member's own (they just sent it) and the first
 * ones shown (opening the conversation); another's only while the member was at the bottom, not while they read
 * older messages.
 */
export function followsNewest({
  isFirst,
  isMine,
  wasNearBottom,
}: {
  isFirst: boolean;
  isMine: boolean;
  wasNearBottom: boolean;
}): boolean {
  return isFirst || isMine || wasNearBottom;
}

/**
 * Keeps a conversation's newest message in view (issue 34): on opening, on the member's own message, on another's
 * while at the bottom, and when the pane shrinks (a phone's keyboard, a taller message box) while at the bottom.
 * Older pages added above do not move it (the browser keeps the reading place). Gives the pane's ref and `onScroll`.
 */
export function useFollowNewest(newest: { id: string; isMine: boolean } | null) {
  const pane = useRef<HTMLDivElement>(null);
  const wasNearBottom = useRef(true);
  const shown = useRef<string | null>(null);
  const newestId = newest?.id ?? null;
  const newestIsMine = newest?.isMine ?? false;

  useLayoutEffect(() => {
    if (newestId === null || newestId === shown.current) return;
    const isFirst = shown.current === null;
    shown.current = newestId;
    if (followsNewest({ isFirst, isMine: newestIsMine, wasNearBottom: wasNearBottom.current })) {
      scrollToBottom(pane.current);
      wasNearBottom.current = true;
    }
  }, [newestId, newestIsMine]);

  useEffect(() => {
    const element = pane.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (wasNearBottom.current) scrollToBottom(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    if (pane.current) wasNearBottom.current = isNearBottom(pane.current);
  };
  return { pane, onScroll };
}

function scrollToBottom(element: HTMLElement | null) {
  if (element) element.scrollTop = element.scrollHeight;
}
