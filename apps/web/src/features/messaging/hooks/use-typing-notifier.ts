import { TYPING_EVENT_INTERVAL_MS } from '@campus/domain/messaging';
import { useCallback, useRef } from 'react';
import { sendTypingInBackground } from '../api/send-typing';

/**
 * What the message box calls on each keystroke: tells the server the member types, at most once per 3 s (the
 * server drops the rest anyway). Nothing when `isEnabled` is false (the member hides theirs, or a big group).
 */
export function useTypingNotifier(
  discussionId: string,
  isEnabled: boolean,
  send: (discussionId: string) => void = sendTypingInBackground,
): () => void {
  const lastSentAt = useRef<number | null>(null);
  return useCallback(() => {
    if (!isEnabled) return;
    const now = Date.now();
    if (lastSentAt.current !== null && now - lastSentAt.current < TYPING_EVENT_INTERVAL_MS) return;
    lastSentAt.current = now;
    send(discussionId);
  }, [discussionId, isEnabled, send]);
}
