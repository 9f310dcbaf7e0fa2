import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_SUBSCRIPTIONS,
  REALTIME_MESSAGES,
  parseClientMessage,
  type ClientMessage,
  type RealtimeChange,
  type RealtimeErrorCode,
  type RealtimeQuery,
  type ServerMessage,
} from '@campus/domain/realtime';
import { AUTH_MESSAGES } from '@campus/domain/account';
import type { Message } from '@campus/domain/messaging';
import { hasAccessRight } from '@campus/domain/rights';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RawData, WebSocket } from 'ws';
import type { DB } from '../db/schema.js';
import { findValidSession, isTokenHashValid, loadRights } from '../platform/auth.js';
import { HttpError } from '../platform/errors.js';
import type { LiveQuery, LiveQueryRegistry, LiveUpdate } from './live-query.js';
import { isSessionsEnded, type RealtimeEvent } from './realtime-events.js';
import { frameOf, writeFrames, type Frame } from './socket-writes.js';
import { Subscription } from './subscription.js';

const ERROR_MESSAGES: Record<RealtimeErrorCode, string> = {
  forbidden: REALTIME_MESSAGES.forbidden,
  'not-found': REALTIME_MESSAGES.notFound,
  invalid: REALTIME_MESSAGES.invalid,
  'too-many-subscriptions': REALTIME_MESSAGES.tooManySubscriptions,
  'unknown-subscription': REALTIME_MESSAGES.unknownSubscription,
};

/** The topics a subscription listens to: the ones its query names (`topics.member` where it follows its member). */
function topicsOf(subscription: RoutedSubscription): string[] {
  return subscription.liveQuery.topics(subscription.query, subscription.uid);
}

/** Connections with frames waiting, written once the work of this turn of the event loop is done. */
const waitingConnections: Connection[] = [];
/** The changes frames of this turn by text: one frame reaching many sockets is encoded once. */
const sharedFrames = new Map<string, Frame>();

function sharedFrameOf(text: string): Frame {
  let frame = sharedFrames.get(text);
  if (!frame) sharedFrames.set(text, (frame = frameOf(text)));
  return frame;
}

function writeWaitingFrames(): void {
  for (const connection of waitingConnections) connection.flush();
  waitingConnections.length = 0;
  sharedFrames.clear();
}

/**
 * One socket (one tab). Kept small, as tens of thousands sit idle: its listeners and timer are functions shared by
 * every socket, and the frames of a turn wait in `outbox` (null when none) to leave in one write.
 */
class Connection {
  uid: string | null = null;
  tokenHash: string | null = null;
  isAlive = true;
  authTimer: NodeJS.Timeout | null = null;
  outbox: Frame[] | null = null;
  readonly subscriptions = new Map<string, RoutedSubscription>();
  /** Frames are handled one after the other, so a snapshot always precedes the changes of its subscription. */
  queue: Promise<void> = Promise.resolve();

  constructor(readonly socket: WebSocket) {}

  get isOpen(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(message: ServerMessage): void {
    this.sendFrame(frameOf(JSON.stringify(message)));
  }

  sendFrame(frame: Frame): void {
    if (this.outbox) {
      this.outbox.push(frame);
      return;
    }
    this.outbox = [frame];
    if (waitingConnections.length === 0) setImmediate(writeWaitingFrames);
    waitingConnections.push(this);
  }

  /** Writes what waits first: a closing socket still gets the frames sent before. */
  close(code: number, reason: string): void {
    this.flush();
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
  }

  flush(): void {
    const frames = this.outbox;
    if (!frames) return;
    this.outbox = null;
    writeFrames(this.socket, frames);
  }
}

/** A subscription as the hub routes events to it: its socket and live query at hand, without a lookup per event. */
class RoutedSubscription extends Subscription {
  /** The hub's number of the last event offered to it: an event of several of its topics reaches it once. */
  lastEventNumber = 0;

  constructor(
    id: string,
    query: RealtimeQuery,
    uid: string,
    readonly connection: Connection,
    readonly liveQuery: LiveQuery,
  ) {
    super(id, query, uid, { tracksKnownIds: liveQuery.tracksKnownIds });
  }
}

/** The connection of each socket, for the listeners every socket shares. */
const connectionOfSocket = new WeakMap<WebSocket, Connection>();

function closeUnauthenticated(connection: Connection): void {
  connection.authTimer = null;
  if (!connection.uid) connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
}

function onPong(this: WebSocket): void {
  const connection = connectionOfSocket.get(this);
  if (connection) connection.isAlive = true;
}

function onError(this: WebSocket): void {
  this.terminate();
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

function changesText(subscription: Subscription, changes: readonly RealtimeChange[]): string {
  const parts = changes.map((change) =>
    change.type === 'removed'
      ? JSON.stringify(change)
      : `{"type":"${change.type}","document":${documentJson(change.document)}}`,
  );
  const unreadCount = subscription.unreadCount;
  const badge = unreadCount === undefined ? '' : `,"unreadCount":${unreadCount}`;
  return `{"type":"changes","id":${JSON.stringify(subscription.id)},"changes":[${parts.join(',')}]${badge}}`;
}

/** The changes frames of a document: by change type, then subscription id, then badge (-1 without one). */
interface FramesOfDocument {
  added: Map<string, Map<number, Frame>> | null;
  modified: Map<string, Map<number, Frame>> | null;
}
/** The frames of each event's document, which every subscription it reaches shares. */
const framesOfDocument = new WeakMap<object, FramesOfDocument>();

/**
 * The frame of a subscription's changes. The common one, a document added to or modified in many subscriptions of
 * the same id and badge, is found without writing its text again; any other is found by its text.
 */
function changesFrameOf(subscription: Subscription, changes: readonly RealtimeChange[]): Frame {
  const change = changes.length === 1 ? changes[0] : undefined;
  if (!change || change.type === 'removed') return sharedFrameOf(changesText(subscription, changes));
  // Looked up by the strings and number the subscription already holds: no key is written per recipient.
  let frames = framesOfDocument.get(change.document);
  if (!frames) framesOfDocument.set(change.document, (frames = { added: null, modified: null }));
  const byId = (frames[change.type] ??= new Map<string, Map<number, Frame>>());
  let byBadge = byId.get(subscription.id);
  if (!byBadge) byId.set(subscription.id, (byBadge = new Map<number, Frame>()));
  const badge = subscription.unreadCount ?? -1;
  let frame = byBadge.get(badge);
  if (!frame) byBadge.set(badge, (frame = frameOf(changesText(subscription, changes))));
  return frame;
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

/** A post frame of the protocol. */
export type PostFrame = Extract<ClientMessage, { type: 'post' }>;
/**
 * What a post frame runs, with the socket's member (the module that owns messages registers it: the hub knows no
 * feature): the committed message, or an HttpError with the status and body the HTTP route would answer.
 */
export type PostHandler = (caller: { uid: string; tokenHash: string }, post: PostFrame) => Promise<Message>;

export interface HubOptions {
  heartbeatMs?: number;
  authTimeoutMs?: number;
}

/**
 * The realtime store of one instance: accepts sockets, authenticates them, runs their subscriptions and
 * routes the bus's committed events to the subscriptions of their topics, through an index (never a scan of all
 * sockets). What each query is lives with its module, in the registry: the hub knows no feature.
 */
export class RealtimeHub {
  readonly #connectionsByUid = new Map<string, Set<Connection>>();
  /** Subscriptions by topic (each carries its socket and live query). */
  readonly #subscriptionsByTopic = new Map<string, Set<RoutedSubscription>>();
  readonly #connections = new Set<Connection>();
  readonly #heartbeat: NodeJS.Timeout;
  readonly #authTimeoutMs: number;
  #deliveries = 0;
  /** Events routed since start: each subscription keeps the number of the last one it was offered. */
  #routedEvents = 0;
  #postHandler: PostHandler | null = null;
  /** The listeners of every socket of this hub (one function each, not one per socket). */
  readonly #onMessage: (this: WebSocket, data: RawData, isBinary: boolean) => void;
  readonly #onClose: (this: WebSocket) => void;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly liveQueries: LiveQueryRegistry,
    { heartbeatMs = 30_000, authTimeoutMs = REALTIME_AUTH_TIMEOUT_MS }: HubOptions = {},
  ) {
    this.#authTimeoutMs = authTimeoutMs;
    const receive = (connection: Connection, data: RawData, isBinary: boolean) =>
      this.#receive(connection, data, isBinary);
    const forget = (connection: Connection) => this.#forget(connection);
    this.#onMessage = function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
      const connection = connectionOfSocket.get(this);
      if (connection) receive(connection, data, isBinary);
    };
    this.#onClose = function onClose(this: WebSocket) {
      const connection = connectionOfSocket.get(this);
      if (connection) forget(connection);
    };
    // A socket that did not answer the previous ping is dead (a sleeping laptop, a lost network): drop it.
    this.#heartbeat = setInterval(() => this.#checkHeartbeats(), heartbeatMs);
    this.#heartbeat.unref();
  }

  get connectionCount(): number {
    return this.#connections.size;
  }

  /** Where post frames go (one handler: the messaging module's). */
  handlePosts(handler: PostHandler): void {
    this.#postHandler = handler;
  }

  /** Changes frames handed to sockets since start (one per subscription an event changed). */
  get deliveryCount(): number {
    return this.#deliveries;
  }

  accept(socket: WebSocket): void {
    const connection = new Connection(socket);
    connectionOfSocket.set(socket, connection);
    this.#connections.add(connection);
    connection.authTimer = setTimeout(closeUnauthenticated, this.#authTimeoutMs, connection);
    connection.authTimer.unref();
    socket.on('pong', onPong);
    socket.on('message', this.#onMessage);
    socket.on('close', this.#onClose);
    socket.on('error', onError);
  }

  #receive(connection: Connection, data: RawData, isBinary: boolean): void {
    connection.isAlive = true;
    const frame = isBinary ? null : parseClientMessage(textOf(data));
    connection.queue = connection.queue
      .then(() => this.#handle(connection, frame))
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime: a frame failed');
        connection.close(1011, 'Erreur du serveur');
      });
  }

  /** Routes committed events to the subscriptions of their topics, in order. */
  deliver(events: readonly RealtimeEvent[]): void {
    for (const event of events) {
      if (isSessionsEnded(event)) {
        this.#endSessions(event.uid, event.tokenHash);
        continue;
      }
      // Each subscription of the topics once, in the order of the topics and then of their subscriptions: one
      // reached through an earlier topic carries this event's number (no set of them built per event).
      const eventNumber = ++this.#routedEvents;
      for (const topic of event.topics) {
        const subscriptions = this.#subscriptionsByTopic.get(topic);
        if (!subscriptions) continue;
        for (const subscription of subscriptions) {
          if (subscription.lastEventNumber === eventNumber) continue;
          subscription.lastEventNumber = eventNumber;
          this.#route(subscription, event);
        }
      }
    }
  }

  #route(subscription: RoutedSubscription, event: RealtimeEvent): void {
    if (subscription.pending) {
      subscription.pending.push(event);
      return;
    }
    const unreadBefore = subscription.unreadCount;
    const { liveQuery } = subscription;
    this.#sendUpdate(subscription, liveQuery.apply(subscription, event), unreadBefore);
  }

  /** Closes every socket: its client reconnects and subscribes again, getting fresh snapshots. */
  closeAll(code: number, reason: string): void {
    for (const connection of this.#connections) connection.close(code, reason);
  }

  stop(): void {
    clearInterval(this.#heartbeat);
    this.closeAll(REALTIME_CLOSE_CODES.goingAway, 'Redémarrage du serveur');
  }

  #endSessions(uid: string, tokenHash: string | null): void {
    for (const connection of this.#connectionsByUid.get(uid) ?? []) {
      if (tokenHash === null || connection.tokenHash === tokenHash) {
        connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
      }
    }
  }

  /** Sends the changes, or only the new badge when a document outside the loaded pages changed its read state. */
  #sendChanges(subscription: RoutedSubscription, changes: readonly RealtimeChange[], unreadBefore?: number): void {
    if (changes.length === 0 && unreadBefore === subscription.unreadCount) return;
    const connection = this.#liveConnectionOf(subscription);
    if (!connection) return;
    connection.sendFrame(changesFrameOf(subscription, changes));
    this.#deliveries += 1;
  }

  /** The socket of a subscription it still holds (an unsubscribed one is replaced or gone). */
  #liveConnectionOf(subscription: RoutedSubscription): Connection | undefined {
    const { connection } = subscription;
    return connection.subscriptions.get(subscription.id) === subscription ? connection : undefined;
  }

  #sendUpdate(subscription: RoutedSubscription, update: LiveUpdate, unreadBefore: number | undefined): void {
    this.#sendChanges(subscription, update.changes, unreadBefore);
    if (update.refresh) this.#refresh(subscription, update.refresh.recount);
  }

  /**
   * A changes frame even without changes (the client reads its lists again), with the badge recounted from the
   * database when asked. Queued behind the socket's frames, so it follows the snapshot and keeps commit order.
   */
  #refresh(subscription: RoutedSubscription, recount: boolean): void {
    const connection = this.#liveConnectionOf(subscription);
    if (!connection) return;
    connection.queue = connection.queue
      .then(async () => {
        if (recount) {
          const unreadIds = await subscription.liveQuery.loadUnreadIds(this.db, subscription.uid, subscription.query);
          if (connection.subscriptions.get(subscription.id) !== subscription) return;
          subscription.unreadIds = unreadIds;
        }
        connection.sendFrame(changesFrameOf(subscription, []));
      })
      .catch((error: unknown) => this.log.error({ err: error }, 'realtime: a refresh failed'));
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
      case 'post':
        await this.#post(connection, message);
        return;
    }
  }

  /**
   * A message posted over the socket (the web client's way: no HTTP request, no session lookup by token, the ack in
   * the same write as the deliveries): answered `posted` once committed and published, `refused` with the HTTP
   * route's status and body otherwise; an ended session closes the socket (4401), as for a subscribe.
   */
  async #post(connection: Connection, post: PostFrame): Promise<void> {
    const { uid, tokenHash } = connection;
    if (!uid || !tokenHash) return;
    try {
      if (!this.#postHandler) throw new HttpError(404, REALTIME_MESSAGES.invalid);
      const message = await this.#postHandler({ uid, tokenHash }, post);
      connection.send({ type: 'posted', id: post.id, message });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        connection.close(REALTIME_CLOSE_CODES.unauthenticated, REALTIME_MESSAGES.unauthenticated);
        return;
      }
      if (!(error instanceof HttpError)) this.log.error({ err: error }, 'realtime: a post failed');
      const refusal = error instanceof HttpError ? error : new HttpError(500, AUTH_MESSAGES.serverError);
      connection.send({ type: 'refused', id: post.id, status: refusal.statusCode, body: refusal.toBody() });
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
    if (connection.authTimer) clearTimeout(connection.authTimer);
    connection.authTimer = null;
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

  /**
   * Re-authorises every subscription: the token must still be valid, the member must hold the query's right
   * (the domain's rules, as for the HTTP routes), and the query must be the member's own.
   */
  async #subscribe(connection: Connection, id: string, query: RealtimeQuery): Promise<void> {
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
    const liveQuery = this.liveQueries.get(query.kind);
    if (!liveQuery) {
      this.#sendError(connection, id, 'invalid');
      return;
    }
    const refusal = await this.#refusalOf(liveQuery, uid, query);
    if (refusal) {
      this.#sendError(connection, id, refusal);
      return;
    }
    // A socket closed while the checks ran is already forgotten: registering now would leak.
    if (!connection.isOpen) return;
    const subscription = new RoutedSubscription(id, query, uid, connection, liveQuery);
    // Registered before the read: events committed meanwhile wait in `pending` and are replayed after it.
    connection.subscriptions.set(id, subscription);
    for (const topic of topicsOf(subscription)) addToIndex(this.#subscriptionsByTopic, topic, subscription);
    const [page, unreadIds] = await Promise.all([
      liveQuery.loadPage(this.db, uid, query, undefined),
      liveQuery.loadUnreadIds(this.db, uid, query),
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
    this.#replayPending(subscription, page.documents);
  }

  /** Replays the events committed while the snapshot was read (the ones it already holds are dropped). */
  #replayPending(subscription: RoutedSubscription, snapshot: readonly { id: string }[]): void {
    const { liveQuery } = subscription;
    subscription.snapshotIds = new Set(snapshot.map((document) => document.id));
    const pending = subscription.pending ?? [];
    subscription.pending = null;
    const unreadBefore = subscription.unreadCount;
    const updates = pending.map((event) => liveQuery.apply(subscription, event));
    subscription.snapshotIds = null;
    this.#sendChanges(
      subscription,
      updates.flatMap((update) => update.changes),
      unreadBefore,
    );
    const refreshes = updates.flatMap((update) => (update.refresh ? [update.refresh] : []));
    if (refreshes.length > 0) {
      this.#refresh(
        subscription,
        refreshes.some((refresh) => refresh.recount),
      );
    }
  }

  async #refusalOf(liveQuery: LiveQuery, uid: string, query: RealtimeQuery): Promise<RealtimeErrorCode | null> {
    const rights = await loadRights(this.db, uid);
    if (!rights || !hasAccessRight(liveQuery.access, rights)) return 'forbidden';
    return liveQuery.refusal(this.db, uid, query);
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
    const page = await subscription.liveQuery.loadPage(
      this.db,
      connection.uid,
      subscription.query,
      subscription.oldestId,
    );
    if (connection.subscriptions.get(id) !== subscription) return;
    subscription.takePage(page.documents, page.hasMore);
    connection.send({ type: 'page', id, documents: page.documents, hasMore: page.hasMore });
  }

  #unsubscribe(connection: Connection, id: string): void {
    const subscription = connection.subscriptions.get(id);
    if (!subscription) return;
    connection.subscriptions.delete(id);
    for (const topic of topicsOf(subscription)) {
      removeFromIndex(this.#subscriptionsByTopic, topic, subscription);
    }
  }

  #sendError(connection: Connection, id: string | null, code: RealtimeErrorCode): void {
    connection.send({ type: 'error', id, code, message: ERROR_MESSAGES[code] });
  }

  #forget(connection: Connection): void {
    if (connection.authTimer) clearTimeout(connection.authTimer);
    connection.outbox = null;
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
