import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_SUBSCRIPTIONS,
  REALTIME_MESSAGES,
  parseClientMessage,
  type ClientMessage,
  type RealtimeChange,
  type RealtimeErrorCode,
  type ServerMessage,
} from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RawData, WebSocket } from 'ws';
import type { DB } from '../db/schema.js';
import { findValidSession, isTokenHashValid } from '../platform/auth.js';
import type { RealtimeEvent } from './realtime-events.js';
import { loadQueryPage, loadUnreadIds, refusalOf } from './subscription-queries.js';
import { Subscription } from './subscription.js';

/** A socket whose client does not read falls this far behind before it is dropped (it reconnects and re-snapshots). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

const ERROR_MESSAGES: Record<RealtimeErrorCode, string> = {
  forbidden: REALTIME_MESSAGES.forbidden,
  'not-found': REALTIME_MESSAGES.notFound,
  invalid: REALTIME_MESSAGES.invalid,
  'too-many-subscriptions': REALTIME_MESSAGES.tooManySubscriptions,
  'unknown-subscription': REALTIME_MESSAGES.unknownSubscription,
};

/** One socket (one tab). Kept small: an idle signed-in socket holds its uid, token hash and an empty map. */
class Connection {
  uid: string | null = null;
  tokenHash: string | null = null;
  isAlive = true;
  readonly subscriptions = new Map<string, Subscription>();
  /** Frames are handled one after the other, so a snapshot always precedes the changes of its subscription. */
  queue: Promise<void> = Promise.resolve();

  constructor(readonly socket: WebSocket) {}

  get isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(message: ServerMessage | string): void {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
  }
}

/** JSON of a document, written once per event whatever the number of sockets it reaches. */
const documentJsonCache = new WeakMap<object, string>();
function documentJson(document: object): string {
  let json = documentJsonCache.get(document);
  if (json === undefined) {
    json = JSON.stringify(document);
    documentJsonCache.set(document, json);
  }
  return json;
}

function changesFrame(subscription: Subscription, changes: readonly RealtimeChange[]): string {
  const parts = changes.map((change) =>
    change.type === 'removed'
      ? JSON.stringify(change)
      : `{"type":"${change.type}","document":${documentJson(change.document)}}`,
  );
  const unreadCount = subscription.unreadCount;
  const badge = unreadCount === undefined ? '' : `,"unreadCount":${unreadCount}`;
  return `{"type":"changes","id":${JSON.stringify(subscription.id)},"changes":[${parts.join(',')}]${badge}}`;
}

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

function addToIndex<Key, Value>(index: Map<Key, Set<Value>>, key: Key, value: Value): void {
  let values = index.get(key);
  if (!values) index.set(key, (values = new Set()));
  values.add(value);
}

function removeFromIndex<Key, Value>(index: Map<Key, Set<Value>>, key: Key, value: Value): void {
  const values = index.get(key);
  if (!values) return;
  values.delete(value);
  if (values.size === 0) index.delete(key);
}

export interface HubOptions {
  heartbeatMs?: number;
  authTimeoutMs?: number;
}

/**
 * The realtime store of one instance: accepts sockets, authenticates them, runs their subscriptions and
 * routes the bus's committed events to the sockets they concern, through indexes (never a scan of all sockets).
 */
export class RealtimeHub {
  readonly #connectionsByUid = new Map<string, Set<Connection>>();
  readonly #messageSubscriptions = new Map<string, Set<Subscription>>();
  readonly #globalSubscriptions = new Map<string, Set<Subscription>>();
  readonly #eventSubscriptions = new Map<string, Set<Subscription>>();
  readonly #connections = new Set<Connection>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #authTimeoutMs: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    { heartbeatMs = 30_000, authTimeoutMs = REALTIME_AUTH_TIMEOUT_MS }: HubOptions = {},
  ) {
    this.#authTimeoutMs = authTimeoutMs;
    // A socket that did not answer the previous ping is dead (a sleeping laptop, a lost network): drop it.
    this.#heartbeat = setInterval(() => this.#checkHeartbeats(), heartbeatMs);
    this.#heartbeat.unref();
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  accept(socket: WebSocket): void {
    const connection = new Connection(socket);
    this.#connections.add(connection);
    const authTimer = setTimeout(() => {
      if (!connection.uid) connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
    }, this.#authTimeoutMs);
    authTimer.unref();
    socket.on('pong', () => {
      connection.isAlive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.isAlive = true;
      const frame = isBinary ? null : parseClientMessage(textOf(data));
      connection.queue = connection.queue
        .then(() => this.#handle(connection, frame))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'realtime: a frame failed');
          connection.close(1011, 'Erreur du serveur');
        });
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.#forget(connection);
    });
    socket.on('error', () => socket.terminate());
  }

  /** Routes committed events to the subscriptions they concern, in order. */
  deliver(events: readonly RealtimeEvent[]): void {
    for (const event of events) {
      if (event.type === 'sessions-ended') {
        this.#endSessions(event.uid, event.tokenHash);
        continue;
      }
      if (event.type === 'events-changed') {
        for (const subscription of this.#eventSubscriptions.get(event.channel) ?? []) {
          if (subscription.pending) subscription.pending.push(event);
          else this.#refreshEvents(subscription, event.uids.includes(subscription.uid));
        }
        continue;
      }
      for (const subscription of this.#subscriptionsConcernedBy(event)) {
        if (subscription.pending) {
          subscription.pending.push(event);
          continue;
        }
        const unreadBefore = subscription.unreadCount;
        this.#sendChanges(subscription, subscription.changesFor(event), unreadBefore);
      }
    }
  }

  /** Closes every socket: its client reconnects and subscribes again, getting fresh snapshots. */
  closeAll(code: number, reason: string): void {
    for (const connection of this.#connections) connection.close(code, reason);
  }

  stop(): void {
    clearInterval(this.#heartbeat);
    this.closeAll(REALTIME_CLOSE_CODES.goingAway, 'Redémarrage du serveur');
  }

  #subscriptionsConcernedBy(event: RealtimeEvent): Subscription[] {
    switch (event.type) {
      case 'message-added':
        return [...(this.#messageSubscriptions.get(event.message.discussionId) ?? [])];
      case 'global-notification-added':
        return [...(this.#globalSubscriptions.get(event.notification.channel) ?? [])];
      case 'discussion-changed':
        return this.#subscriptionsOf([...event.discussion.membersIds, ...event.discussion.ignoringMembersIds]);
      case 'notifications-changed':
      case 'global-notifications-read':
        return this.#subscriptionsOf([event.uid]);
      case 'events-changed':
      case 'sessions-ended':
        return [];
    }
  }

  #endSessions(uid: string, tokenHash: string | null): void {
    for (const connection of this.#connectionsByUid.get(uid) ?? []) {
      if (tokenHash === null || connection.tokenHash === tokenHash) {
        connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
      }
    }
  }

  #subscriptionsOf(uids: readonly string[]): Subscription[] {
    const subscriptions: Subscription[] = [];
    for (const uid of uids) {
      for (const connection of this.#connectionsByUid.get(uid) ?? []) {
        subscriptions.push(...connection.subscriptions.values());
      }
    }
    return subscriptions;
  }

  #connectionOf(subscription: Subscription): Connection | undefined {
    for (const connection of this.#connectionsByUid.get(subscription.uid) ?? []) {
      if (connection.subscriptions.get(subscription.id) === subscription) return connection;
    }
    return undefined;
  }

  /** Sends the changes, or only the new badge when a document outside the loaded pages changed its read state. */
  #sendChanges(subscription: Subscription, changes: readonly RealtimeChange[], unreadBefore?: number): void {
    if (changes.length === 0 && unreadBefore === subscription.unreadCount) return;
    this.#connectionOf(subscription)?.send(changesFrame(subscription, changes));
  }

  /**
   * An `events` query has no documents: each change of the channel's events sends a changes frame (the client reads
   * its lists again), with the member's sessions recounted when they may have changed. Queued behind the socket's
   * frames, so it follows the snapshot and keeps commit order.
   */
  #refreshEvents(subscription: Subscription, recount: boolean): void {
    const connection = this.#connectionOf(subscription);
    if (!connection) return;
    connection.queue = connection.queue
      .then(async () => {
        if (recount) {
          const unreadIds = await loadUnreadIds(this.db, subscription.uid, subscription.query);
          if (connection.subscriptions.get(subscription.id) !== subscription) return;
          subscription.unreadIds = unreadIds;
        }
        connection.send(changesFrame(subscription, []));
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'realtime: an events refresh failed'));
  }

  async #handle(connection: Connection, message: ClientMessage | null): Promise<void> {
    if (!connection.isOpen) return;
    if (!message) {
      connection.close(REALTIME_CLOSE_CODES.protocolError, REALTIME_MESSAGES.invalid);
      return;
    }
    if (!connection.uid) {
      await this.#authenticate(connection, message);
      return;
    }
    switch (message.type) {
      case 'auth':
        await this.#replaceToken(connection, message.token);
        return;
      case 'subscribe':
        await this.#subscribe(connection, message.id, message.query);
        return;
      case 'unsubscribe':
        this.#unsubscribe(connection, message.id);
        connection.send({ type: 'ack', id: message.id });
        return;
      case 'loadMore':
        await this.#loadMore(connection, message.id);
        return;
    }
  }

  async #authenticate(connection: Connection, message: ClientMessage): Promise<void> {
    if (message.type !== 'auth') {
      connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
      return;
    }
    const session = await findValidSession(this.db, message.token);
    if (!session) {
      connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
      return;
    }
    if (!connection.isOpen) return;
    connection.uid = session.uid;
    connection.tokenHash = session.tokenHash;
    addToIndex(this.#connectionsByUid, session.uid, connection);
    connection.send({ type: 'ready', uid: session.uid });
  }

  /** After POST /api/me/refresh the client sends its new token: the socket and its subscriptions carry on. */
  async #replaceToken(connection: Connection, token: string): Promise<void> {
    const session = await findValidSession(this.db, token);
    if (!session || session.uid !== connection.uid) {
      connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
      return;
    }
    connection.tokenHash = session.tokenHash;
    connection.send({ type: 'ready', uid: session.uid });
  }

  /** Re-authorises every subscription: the token must still be valid and the query the member's own. */
  async #subscribe(connection: Connection, id: string, query: Subscription['query']): Promise<void> {
    const uid = connection.uid;
    if (!uid || !connection.tokenHash) return;
    if (!connection.subscriptions.has(id) && connection.subscriptions.size >= REALTIME_MAX_SUBSCRIPTIONS) {
      this.#sendError(connection, id, 'too-many-subscriptions');
      return;
    }
    if (!(await isTokenHashValid(this.db, connection.tokenHash))) {
      connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
      return;
    }
    this.#unsubscribe(connection, id);
    const refusal = await refusalOf(this.db, uid, query);
    if (refusal) {
      this.#sendError(connection, id, refusal);
      return;
    }
    // A socket closed while the checks ran is already forgotten: registering now would leak.
    if (!connection.isOpen) return;
    const subscription = new Subscription(id, query, uid);
    // Registered before the read: events committed meanwhile wait in `pending` and are replayed after it.
    connection.subscriptions.set(id, subscription);
    if (query.kind === 'messages') addToIndex(this.#messageSubscriptions, query.discussionId, subscription);
    if (query.kind === 'global-notifications') addToIndex(this.#globalSubscriptions, query.channel, subscription);
    if (query.kind === 'events') addToIndex(this.#eventSubscriptions, query.channel, subscription);
    const [page, unreadIds] = await Promise.all([
      loadQueryPage(this.db, uid, query, undefined),
      loadUnreadIds(this.db, uid, query),
    ]);
    if (connection.subscriptions.get(id) !== subscription) return;
    subscription.takePage(page.documents, page.hasMore);
    subscription.unreadIds = unreadIds;
    connection.send({
      type: 'snapshot',
      id,
      documents: page.documents,
      hasMore: page.hasMore,
      ...(unreadIds && { unreadCount: unreadIds.size }),
    });
    subscription.snapshotIds = new Set(page.documents.map((document) => document.id));
    const pending = subscription.pending ?? [];
    subscription.pending = null;
    const unreadBefore = subscription.unreadCount;
    const replayed = pending.flatMap((event) => subscription.changesFor(event));
    subscription.snapshotIds = null;
    this.#sendChanges(subscription, replayed, unreadBefore);
    // Event changes committed while the snapshot was read: read the badge again (the lists follow).
    const eventChanges = pending.filter((event) => event.type === 'events-changed');
    if (eventChanges.length > 0) {
      this.#refreshEvents(
        subscription,
        eventChanges.some((event) => event.uids.includes(uid)),
      );
    }
  }

  async #loadMore(connection: Connection, id: string): Promise<void> {
    const subscription = connection.subscriptions.get(id);
    if (!subscription || !connection.uid) {
      this.#sendError(connection, id, 'unknown-subscription');
      return;
    }
    if (!subscription.hasMore) {
      connection.send({ type: 'page', id, documents: [], hasMore: false });
      return;
    }
    const page = await loadQueryPage(this.db, connection.uid, subscription.query, subscription.oldestId);
    if (connection.subscriptions.get(id) !== subscription) return;
    subscription.takePage(page.documents, page.hasMore);
    connection.send({ type: 'page', id, documents: page.documents, hasMore: page.hasMore });
  }

  #unsubscribe(connection: Connection, id: string): void {
    const subscription = connection.subscriptions.get(id);
    if (!subscription) return;
    connection.subscriptions.delete(id);
    const query = subscription.query;
    if (query.kind === 'messages') removeFromIndex(this.#messageSubscriptions, query.discussionId, subscription);
    if (query.kind === 'global-notifications') removeFromIndex(this.#globalSubscriptions, query.channel, subscription);
    if (query.kind === 'events') removeFromIndex(this.#eventSubscriptions, query.channel, subscription);
  }

  #sendError(connection: Connection, id: string | null, code: RealtimeErrorCode): void {
    connection.send({ type: 'error', id, code, message: ERROR_MESSAGES[code] });
  }

  #forget(connection: Connection): void {
    for (const id of [...connection.subscriptions.keys()]) this.#unsubscribe(connection, id);
    if (connection.uid) removeFromIndex(this.#connectionsByUid, connection.uid, connection);
    this.#connections.delete(connection);
  }

  #checkHeartbeats(): void {
    for (const connection of this.#connections) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }
}
