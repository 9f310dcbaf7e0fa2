import type {
  RealtimeChange,
  RealtimeDocumentOf,
  RealtimeErrorCode,
  RealtimeQueryKind,
  RealtimeQueryOf,
} from '@campus/domain/realtime';
import type { AccessRight } from '@campus/domain/rights';
import type { Queryable } from '../db/schema.js';
import type { RealtimeEvent } from './realtime-events.js';
import type { Subscription } from './subscription.js';

export interface QueryPage<Kind extends RealtimeQueryKind = RealtimeQueryKind> {
  documents: RealtimeDocumentOf<Kind>[];
  hasMore: boolean;
}

/** What a committed event does to one subscription. */
export interface LiveUpdate<Kind extends RealtimeQueryKind = RealtimeQueryKind> {
  /** The changes to send, in order (the subscription's unread state already follows them). */
  changes: RealtimeChange<Kind>[];
  /**
   * Send a changes frame even without changes (the client reads its lists again), after reading the query's
   * unread ids again from the database when `recount` is set.
   */
  refresh?: { recount: boolean };
}

export const NO_UPDATE: LiveUpdate<never> = { changes: [] };

/**
 * A live query of the realtime store (architecture 5), owned by the module of its documents and registered with
 * the hub at start: who may subscribe, its pages, its badge, and which committed events change it.
 */
export interface LiveQuery<Kind extends RealtimeQueryKind = RealtimeQueryKind> {
  kind: Kind;
  /** The right a member needs to subscribe, checked with the domain's rules (as the HTTP routes are). */
  access: AccessRight;
  /** The checks of this very query (own channel, membership): null when the member may follow it. */
  refusal(db: Queryable, uid: string, query: RealtimeQueryOf<Kind>): Promise<RealtimeErrorCode | null>;
  /**
   * The topics whose events may change a subscription (events name their topics when they are published); a query that
   * follows its member names `topics.member(uid)`, the others hear nothing of the member's other events.
   */
  topics(query: RealtimeQueryOf<Kind>, uid: string): string[];
  /** Whether subscriptions keep the ids the client holds (to tell added from modified and removed). */
  tracksKnownIds?: boolean;
  /** A page in the query's order (newest first), older than the document `before`. */
  loadPage(
    db: Queryable,
    uid: string,
    query: RealtimeQueryOf<Kind>,
    before: string | undefined,
  ): Promise<QueryPage<Kind>>;
  /** The ids of the query's unread documents, loaded or not (the badge); null for a query without a badge. */
  loadUnreadIds(db: Queryable, uid: string, query: RealtimeQueryOf<Kind>): Promise<Set<string> | null>;
  /** What a committed event of one of the query's topics does to a subscription. */
  apply(subscription: Subscription<Kind>, event: RealtimeEvent): LiveUpdate<Kind>;
}

/** The live queries of this instance by kind: modules register theirs, the hub reads them. */
export class LiveQueryRegistry {
  readonly #queries = new Map<RealtimeQueryKind, LiveQuery>();

  register<Kind extends RealtimeQueryKind>(liveQuery: LiveQuery<Kind>): void {
    if (this.#queries.has(liveQuery.kind)) throw new Error(`live query ${liveQuery.kind} registered twice`);
    // Stored by kind: `get` hands it back only for queries of that same kind.
    this.#queries.set(liveQuery.kind, liveQuery as unknown as LiveQuery);
  }

  get<Kind extends RealtimeQueryKind>(kind: Kind): LiveQuery<Kind> | undefined {
    return this.#queries.get(kind) as LiveQuery<Kind> | undefined;
  }
}
