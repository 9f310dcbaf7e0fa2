/**
 * What a committed write tells the realtime store. Published on the bus only after the commit, and
 * self-contained (the full documents), so every instance can route it to its sockets without a query.
 * Each module defines its own events (extending this one) next to the live queries that read them.
 */
export interface RealtimeEvent<Type extends string = string> {
  /** What happened, named by the module that published it (`message-added`). */
  type: Type;
  /** Who it concerns: the subscriptions listening to any of these topics (see `topics` below) receive it. */
  topics: readonly string[];
}

/** Sign-out (one token) or password reset (every token, null): the hub closes their sockets with 4401. */
export interface SessionsEndedEvent extends RealtimeEvent<'sessions-ended'> {
  uid: string;
  tokenHash: string | null;
}

export function sessionsEnded(uid: string, tokenHash: string | null): SessionsEndedEvent {
  return { type: 'sessions-ended', topics: [], uid, tokenHash };
}

export function isSessionsEnded(event: RealtimeEvent): event is SessionsEndedEvent {
  return event.type === 'sessions-ended';
}

/** A type guard for a module's event, by its type. */
export function isEventOf<Event extends RealtimeEvent>(type: Event['type']) {
  return (event: RealtimeEvent): event is Event => event.type === type;
}

/** Topics every module may use; a module names its own for the rest (`discussion:{id}`). */
export const topics = {
  /** Everything about one member: the live queries that follow their member (its discussions, badges, account) name it. */
  member: (uid: string) => `member:${uid}`,
} as const;

/** Publishes committed changes; a failure is logged, never undoes the write. */
export interface RealtimePublisher {
  publish(events: readonly RealtimeEvent[]): Promise<void>;
  /**
   * Calls `listener` with what this instance publishes (never what other instances publish): work done once per
   * committed change across a cluster, away from the sockets (web push). A listener's failure is logged.
   */
  onPublish(listener: (events: readonly RealtimeEvent[]) => Promise<void> | void): void;
}

/** A committed write: its result, and the events to publish now that it is committed. */
export interface Committed<Result> {
  result: Result;
  events: RealtimeEvent[];
}
