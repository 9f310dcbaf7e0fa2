import type { ApiError } from '@campus/domain/account';
import type { Message } from '@campus/domain/messaging';
import { compareCodePoints } from '@campus/domain/shared';
import type {
  ClientMessage,
  REALTIME_CLOSE_CODES as DomainCloseCodes,
  RealtimeChange,
  RealtimeDocument,
  RealtimeErrorCode,
  RealtimeQuery,
  ServerMessage,
} from '@campus/domain/realtime';

/**
 * The close codes of packages/domain's protocol, checked against it by type. Importing the protocol's
 * values would pull its zod schemas (discriminated unions) into the entry chunk that holds zod (decision 0004).
 */
const CLOSE_CODES = { unauthenticated: 4401, protocolError: 4400 } as const satisfies Pick<
  typeof DomainCloseCodes,
  'unauthenticated' | 'protocolError'
>;

const SERVER_MESSAGE_TYPES = new Set<string>([
  'ready',
  'snapshot',
  'changes',
  'page',
  'ack',
  'error',
  'posted',
  'refused',
]);

/** How long a post waits for its answer before the caller sends it another way (with the same key). */
export const POST_ANSWER_TIMEOUT_MS = 10_000;

/**
 * A post the socket could not carry: not connected, lost before the answer, or no answer in time. The caller sends it
 * over HTTP with the same key: if the server had committed it, it answers that message, posted once.
 */
export class RealtimeUnavailableError extends Error {
  constructor(reason: string) {
    super(`realtime post: ${reason}`);
    this.name = 'RealtimeUnavailableError';
  }
}

/** A post the server refused: the status and the `{ error, errors }` body the HTTP route would have answered. */
export class RealtimeRefusalError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.error);
    this.name = 'RealtimeRefusalError';
  }
}

interface PendingPost {
  resolve: (message: Message) => void;
  reject: (error: Error) => void;
  timer: unknown;
}

/**
 * A frame of the server, or null. The frame is checked by shape only (its type, its id and lists), not with
 * the protocol's zod schema, for the same reason: the server is ours and is tested against that schema.
 */
export function readServerFrame(frame: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (typeof message.type !== 'string' || !SERVER_MESSAGE_TYPES.has(message.type)) return null;
  if (message.type === 'snapshot' || message.type === 'page') {
    if (typeof message.id !== 'string' || !Array.isArray(message.documents)) return null;
  }
  if (message.type === 'changes' && (typeof message.id !== 'string' || !Array.isArray(message.changes))) return null;
  if (message.type === 'posted' && (typeof message.id !== 'string' || typeof message.message !== 'object')) return null;
  if (message.type === 'refused' && (typeof message.id !== 'string' || typeof message.body !== 'object')) return null;
  return value as ServerMessage;
}

/** The part of a WebSocket the client uses (a fake one in tests). */
export interface RealtimeSocket {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export type RealtimeStatus = 'loading' | 'ready' | 'error';

/** What a subscription holds: the loaded documents in the query's order, and where it stands. */
export interface RealtimeState<T extends RealtimeDocument = RealtimeDocument> {
  status: RealtimeStatus;
  documents: readonly T[];
  hasMore: boolean;
  isLoadingMore: boolean;
  error: { code: RealtimeErrorCode; message: string } | null;
  /** The unread documents of the whole query, loaded or not, when the server counts them (the header badges). */
  unreadCount: number | null;
}

export interface RealtimeClientOptions {
  url: () => string;
  getToken: () => string | null;
  createSocket?: (url: string) => RealtimeSocket;
  /** The token was refused (4401, with the server's reason): the member must sign in again. */
  onUnauthenticated?: (reason: string) => void;
  /** A refused subscription or a broken socket, for the error reporting service. */
  onError?: (action: string, message: string) => void;
  /** Delay before reconnect attempt `attempt` (0-based). */
  backoff?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Exponential backoff from 0.5 s to 30 s, with up to 30% jitter so tabs do not reconnect all at once. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000, 500 * 2 ** attempt);
  return Math.round(base * (1 + Math.random() * 0.3));
}

const INITIAL: RealtimeState = {
  status: 'loading',
  documents: [],
  hasMore: false,
  isLoadingMore: false,
  error: null,
  unreadCount: null,
};

/** One key per query, whatever the order of its fields. */
export function realtimeQueryKey(query: RealtimeQuery): string {
  return JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => compareCodePoints(a, b)),
  );
}

/** The order of every query: newest first, by last activity for discussions, by date otherwise. */
function sortKey(document: RealtimeDocument): string {
  return 'lastActivityDate' in document ? document.lastActivityDate : document.date;
}

function inOrder(documents: RealtimeDocument[]): RealtimeDocument[] {
  return documents
    .map((document, index) => ({ document, index }))
    .sort((a, b) => {
      const byKey = compareCodePoints(sortKey(b.document), sortKey(a.document));
      return byKey !== 0 ? byKey : a.index - b.index;
    })
    .map(({ document }) => document);
}

/** Applies ordered changes to a list kept in the query's order. */
export function applyChanges(documents: readonly RealtimeDocument[], changes: readonly RealtimeChange[]) {
  let next = [...documents];
  for (const change of changes) {
    if (change.type === 'removed') {
      next = next.filter((document) => document.id !== change.id);
    } else if (change.type === 'added') {
      next = inOrder([change.document, ...next.filter((document) => document.id !== change.document.id)]);
    } else {
      const index = next.findIndex((document) => document.id === change.document.id);
      if (index === -1) next = inOrder([change.document, ...next]);
      else {
        next[index] = change.document;
        next = inOrder(next);
      }
    }
  }
  return next;
}

interface Entry {
  id: string;
  query: RealtimeQuery;
  state: RealtimeState;
  listeners: Set<() => void>;
}

/**
 * The realtime store's client (docs/realtime.md): one socket, authenticated with the session token;
 * subscriptions shared by query, each a snapshot then ordered changes; on a lost socket it reconnects
 * with backoff and subscribes again, which brings fresh snapshots.
 */
export class RealtimeClient {
  private socket: RealtimeSocket | null = null;
  private isReady = false;
  private attempt = 0;
  private timer: unknown = null;
  private nextId = 1;
  private stopped = false;
  private readonly entries = new Map<string, Entry>();
  private readonly byId = new Map<string, Entry>();
  private readonly posts = new Map<string, PendingPost>();
  private readonly options: Required<Omit<RealtimeClientOptions, 'onUnauthenticated' | 'onError'>> &
    Pick<RealtimeClientOptions, 'onUnauthenticated' | 'onError'>;

  constructor(options: RealtimeClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as RealtimeSocket,
      backoff: defaultBackoff,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /** Follows a query: returns the undo. Two followers of one query share one subscription. */
  subscribe(query: RealtimeQuery, listener: () => void): () => void {
    const key = realtimeQueryKey(query);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { id: `s${this.nextId++}`, query, state: INITIAL, listeners: new Set() };
      this.entries.set(key, entry);
      this.byId.set(entry.id, entry);
      this.stopped = false;
      if (this.isReady) this.send({ type: 'subscribe', id: entry.id, query });
      else this.connect();
    }
    const current = entry;
    current.listeners.add(listener);
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size > 0 || this.entries.get(key) !== current) return;
      this.entries.delete(key);
      this.byId.delete(current.id);
      if (this.isReady) this.send({ type: 'unsubscribe', id: current.id });
    };
  }

  getState(query: RealtimeQuery): RealtimeState {
    return this.entries.get(realtimeQueryKey(query))?.state ?? INITIAL;
  }

  /** Asks for the next (older) page of a query. */
  loadMore(query: RealtimeQuery): void {
    const entry = this.entries.get(realtimeQueryKey(query));
    if (!entry || !this.isReady || !entry.state.hasMore || entry.state.isLoadingMore) return;
    this.update(entry, { isLoadingMore: true });
    this.send({ type: 'loadMore', id: entry.id });
  }

  /**
   * Posts a message over the socket (no HTTP request per message): resolves with the committed message, rejects with
   * a RealtimeRefusalError (the route's status and body), or a RealtimeUnavailableError when the socket cannot carry
   * it (then send it over HTTP with the same key).
   */
  post(discussionId: string, text: string, key: string): Promise<Message> {
    if (!this.isReady || this.socket?.readyState !== OPEN) {
      return Promise.reject(new RealtimeUnavailableError('not connected'));
    }
    const id = `p${this.nextId++}`;
    return new Promise<Message>((resolve, reject) => {
      const timer = this.options.setTimer(() => {
        if (this.posts.delete(id)) reject(new RealtimeUnavailableError('no answer'));
      }, POST_ANSWER_TIMEOUT_MS);
      this.posts.set(id, { resolve, reject, timer });
      this.send({ type: 'post', id, discussionId, text, key });
    });
  }

  /** A refreshed token goes on the open socket; subscriptions carry on. */
  refreshToken(): void {
    const token = this.options.getToken();
    if (!token) return this.close();
    if (this.socket?.readyState === OPEN) this.send({ type: 'auth', token });
    else if (!this.socket && this.entries.size > 0) {
      // Signed in again in this tab (after a sign-out or a refused token): the queries still followed start over.
      this.stopped = false;
      this.attempt = 0;
      this.clearReconnect();
      this.connect();
    }
  }

  /** Reconnects at once if a reconnect is waiting (the browser is back online). */
  reconnectNow(): void {
    if (this.timer === null || this.socket) return;
    this.clearReconnect();
    this.attempt = 0;
    this.connect();
  }

  /** Closes the socket (sign-out): what the queries held is dropped, so the next member never sees it. */
  close(): void {
    this.stopped = true;
    this.clearReconnect();
    const socket = this.socket;
    this.socket = null;
    this.isReady = false;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'closed');
    }
    this.failPosts('closed');
    for (const entry of this.entries.values()) this.update(entry, INITIAL);
  }

  private connect(): void {
    if (this.socket || this.timer !== null || this.stopped) return;
    const token = this.options.getToken();
    if (!token) return;
    const socket = this.options.createSocket(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      const current = this.options.getToken();
      if (current) socket.send(JSON.stringify({ type: 'auth', token: current } satisfies ClientMessage));
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      const message = readServerFrame(event.data);
      if (message) this.receive(message);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
  }

  private closed(socket: RealtimeSocket, code: number, reason: string): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.isReady = false;
    this.failPosts('socket lost');
    for (const entry of this.entries.values()) this.update(entry, { isLoadingMore: false });
    if (code === CLOSE_CODES.unauthenticated) {
      this.stopped = true;
      for (const entry of this.entries.values()) this.update(entry, INITIAL);
      this.options.onUnauthenticated?.(reason);
      return;
    }
    if (code === CLOSE_CODES.protocolError) this.options.onError?.('realtime', `closed ${code}: ${reason}`);
    if (this.entries.size === 0 || this.stopped) return;
    const delay = this.options.backoff(this.attempt);
    this.attempt += 1;
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  /** Posts still waiting for their answer: the socket will not bring it. */
  private failPosts(reason: string): void {
    for (const [id, post] of this.posts) {
      this.posts.delete(id);
      this.options.clearTimer(post.timer);
      post.reject(new RealtimeUnavailableError(reason));
    }
  }

  /** The answer of a post. */
  private settlePost(id: string, settle: (post: PendingPost) => void): void {
    const post = this.posts.get(id);
    if (!post) return;
    this.posts.delete(id);
    this.options.clearTimer(post.timer);
    settle(post);
  }

  private clearReconnect(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'ready':
        this.isReady = true;
        this.attempt = 0;
        for (const entry of this.entries.values()) this.send({ type: 'subscribe', id: entry.id, query: entry.query });
        return;
      case 'snapshot': {
        const entry = this.byId.get(message.id);
        if (entry) {
          this.update(entry, {
            status: 'ready',
            documents: message.documents,
            hasMore: message.hasMore,
            isLoadingMore: false,
            error: null,
            unreadCount: message.unreadCount ?? null,
          });
        }
        return;
      }
      case 'changes': {
        const entry = this.byId.get(message.id);
        if (!entry) return;
        this.update(entry, {
          documents: applyChanges(entry.state.documents, message.changes),
          ...(message.unreadCount === undefined ? {} : { unreadCount: message.unreadCount }),
        });
        return;
      }
      case 'page': {
        const entry = this.byId.get(message.id);
        if (!entry) return;
        const known = new Set(entry.state.documents.map((document) => document.id));
        this.update(entry, {
          documents: [...entry.state.documents, ...message.documents.filter((document) => !known.has(document.id))],
          hasMore: message.hasMore,
          isLoadingMore: false,
        });
        return;
      }
      case 'error': {
        const entry = message.id ? this.byId.get(message.id) : undefined;
        if (entry) {
          this.update(entry, {
            status: 'error',
            isLoadingMore: false,
            error: { code: message.code, message: message.message },
          });
        }
        if (message.code !== 'not-found') {
          this.options.onError?.(`realtime ${entry?.query.kind ?? 'subscribe'}`, `${message.code}: ${message.message}`);
        }
        return;
      }
      case 'posted':
        this.settlePost(message.id, (post) => post.resolve(message.message));
        return;
      case 'refused':
        this.settlePost(message.id, (post) => post.reject(new RealtimeRefusalError(message.status, message.body)));
        return;
      case 'ack':
        return;
    }
  }

  private update(entry: Entry, change: Partial<RealtimeState>): void {
    entry.state = { ...entry.state, ...change };
    for (const listener of [...entry.listeners]) listener();
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }
}
