import type { RealtimeChange, RealtimeDocumentOf, RealtimeQueryKind, RealtimeQueryOf } from '@campus/domain/realtime';
import type { RealtimeEvent } from './realtime-events.js';

/**
 * One live query of a socket. While its snapshot loads, events are kept and replayed after it, so
 * nothing committed between the read and the subscription is missed or shown twice.
 */
export class Subscription<Kind extends RealtimeQueryKind = RealtimeQueryKind> {
  /** Events received while the snapshot loads; null once live. */
  pending: RealtimeEvent[] | null = [];
  /** Ids in the snapshot, to drop replayed additions it already holds; null once live. */
  snapshotIds: Set<string> | null = null;
  /** The ids the client holds, for the queries that track them (see LiveQuery.tracksKnownIds); else null. */
  readonly knownIds: Set<string> | null;
  /**
   * The query's unread documents, loaded or not (its badge is their number); null for queries without a badge.
   * Each event sets the state of the documents it carries, so replaying one the snapshot already saw is harmless.
   */
  unreadIds: Set<string> | null = null;
  /** The oldest document loaded: where the next page starts. */
  oldestId: string | undefined;
  hasMore = false;

  constructor(
    readonly id: string,
    readonly query: RealtimeQueryOf<Kind>,
    readonly uid: string,
    { tracksKnownIds = false }: { tracksKnownIds?: boolean } = {},
  ) {
    this.knownIds = tracksKnownIds ? new Set() : null;
  }

  /** Takes a loaded page: the snapshot (first) or an older page. */
  takePage(documents: readonly RealtimeDocumentOf<Kind>[], hasMore: boolean): void {
    for (const document of documents) this.knownIds?.add(document.id);
    const oldest = documents.at(-1);
    if (oldest) this.oldestId = oldest.id;
    this.hasMore = hasMore;
  }

  get unreadCount(): number | undefined {
    return this.unreadIds?.size;
  }

  setUnread(id: string, isUnread: boolean): void {
    if (isUnread) this.unreadIds?.add(id);
    else this.unreadIds?.delete(id);
  }

  /** New documents as additions, except those the snapshot being replayed already holds. */
  additions(documents: readonly RealtimeDocumentOf<Kind>[]): RealtimeChange<Kind>[] {
    return documents
      .filter((document) => !this.snapshotIds?.has(document.id))
      .map((document) => ({ type: 'added', document }));
  }

  modifications(documents: readonly RealtimeDocumentOf<Kind>[]): RealtimeChange<Kind>[] {
    return documents.map((document) => ({ type: 'modified', document }));
  }
}
