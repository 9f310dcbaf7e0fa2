import { TYPING_SHOWN_MS, type MemberActivity, type Message } from '@campus/domain/messaging';
import { useEffect, useState, useSyncExternalStore } from 'react';

interface Typing {
  /** The server's date of the event (a new one restarts the indicator). */
  typingAt: string;
  /** When, on this device's clock, the indicator drops without news. */
  until: number;
}

type TypingByMember = ReadonlyMap<string, Typing>;

/** The typing events of one conversation as they arrive, each dropped by a timer 6 s after its arrival. */
class TypingTracker {
  #typing: TypingByMember = new Map();
  #timer: ReturnType<typeof setTimeout> | null = null;
  readonly #listeners = new Set<() => void>();

  /** Takes the documents of the `receipts` query: a new `typingAt` (re)starts its member's 6 s. */
  take(activities: readonly MemberActivity[]): void {
    const now = Date.now();
    let next: Map<string, Typing> | null = null;
    for (const { id, typingAt } of activities) {
      if (!typingAt || this.#typing.get(id)?.typingAt === typingAt) continue;
      next ??= new Map(this.#typing);
      next.set(id, { typingAt, until: now + TYPING_SHOWN_MS });
    }
    if (next) this.#change(next);
  }

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    this.#schedule();
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#clearTimer();
    };
  };

  readonly getSnapshot = (): TypingByMember => this.#typing;

  #change(next: TypingByMember): void {
    this.#typing = next;
    this.#schedule();
    for (const listener of this.#listeners) listener();
  }

  #schedule(): void {
    this.#clearTimer();
    if (this.#typing.size === 0 || this.#listeners.size === 0) return;
    const soonest = Math.min(...[...this.#typing.values()].map((entry) => entry.until));
    this.#timer = setTimeout(
      () => {
        const now = Date.now();
        this.#change(new Map([...this.#typing].filter(([, entry]) => entry.until > now)));
      },
      Math.max(0, soonest - Date.now()),
    );
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/**
 * The members typing now, from the `receipts` documents (issue 33): a typing event shows for 6 s after it arrives
 * (counted on this device, whatever the server's clock), and no longer once its member posted a message since.
 */
export function useTypingMembers(activities: readonly MemberActivity[], messages: readonly Message[]): string[] {
  const [tracker] = useState(() => new TypingTracker());
  useEffect(() => tracker.take(activities), [tracker, activities]);
  const typing = useSyncExternalStore(tracker.subscribe, tracker.getSnapshot);
  return [...typing]
    .filter(([uid, entry]) => !messages.some((message) => message.authorId === uid && message.date >= entry.typingAt))
    .map(([uid]) => uid);
}
