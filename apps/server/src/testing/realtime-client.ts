import type { ServerMessage } from '@campus/domain/realtime';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from './test-app.js';

/** A test client of the realtime socket: keeps every server message and waits for the ones it expects. */
export class RealtimeTestClient {
  readonly messages: ServerMessage[] = [];
  closeCode: number | null = null;
  readonly #socket: WebSocket;
  readonly #opened: Promise<void>;
  readonly #closed: Promise<number>;
  #waiters: (() => void)[] = [];

  constructor(baseUrl: string) {
    this.#socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`);
    this.#opened = new Promise((resolve, reject) => {
      this.#socket.once('open', () => resolve());
      this.#socket.once('error', reject);
    });
    this.#closed = new Promise((resolve) => {
      this.#socket.once('close', (code) => {
        this.closeCode = code;
        this.#notify();
        resolve(code);
      });
    });
    this.#socket.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
      this.#notify();
    });
  }

  #notify(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  }

  async send(message: unknown): Promise<void> {
    await this.#opened;
    this.#socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Opens, authenticates and waits for `ready`. */
  async signIn(token: string): Promise<this> {
    await this.send({ type: 'auth', token });
    await this.waitFor((message) => message.type === 'ready');
    return this;
  }

  /** The first message (from `from` on) matching, waiting up to two seconds for it. */
  async waitFor<Type extends ServerMessage>(
    matches: (message: ServerMessage) => message is Type,
    from?: number,
  ): Promise<Type>;
  async waitFor(matches: (message: ServerMessage) => boolean, from?: number): Promise<ServerMessage>;
  async waitFor(matches: (message: ServerMessage) => boolean, from = 0): Promise<ServerMessage> {
    const deadline = Date.now() + 2000;
    for (;;) {
      const found = this.messages.slice(from).find(matches);
      if (found) return found;
      if (this.closeCode !== null || Date.now() > deadline) {
        throw new Error(`no such message; got ${JSON.stringify(this.messages)} (close ${this.closeCode})`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Subscribes and waits for the snapshot (or the refusal). */
  async subscribe(id: string, query: unknown): Promise<ServerMessage> {
    const from = this.messages.length;
    await this.send({ type: 'subscribe', id, query });
    return this.waitFor((message) => 'id' in message && message.id === id && message.type !== 'changes', from);
  }

  closed(): Promise<number> {
    return this.#closed;
  }

  close(): void {
    this.#socket.close();
  }
}

/** What a test file of realtime sockets gets: its app, its members' tokens and sockets to it. */
export interface ListeningApp<Who extends string> {
  /** The file's app (set before its tests). */
  test: Pick<TestApp, 'app' | 'signIn'>;
  /** The demo members' bearer tokens, by the part of their e-mail before `@campus.test`. */
  tokens: Record<Who, string>;
  /** A socket to the app, closed after the file's tests. */
  connect(): RealtimeTestClient;
}

/**
 * Builds the calling test file's app listening on a free port and signs `members` in (before its tests); closes its
 * sockets and the app after them.
 */
export function useListeningApp<Who extends string>(members: readonly Who[]): ListeningApp<Who> {
  let app: TestApp | null = null;
  let baseUrl = '';
  const clients: RealtimeTestClient[] = [];
  const tokens = {} as Record<Who, string>;
  const started = () => {
    if (!app) throw new Error('the app starts before the tests');
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.app.listen({ port: 0, host: '127.0.0.1' });
    for (const who of members) tokens[who] = await app.signIn(`${who}@campus.test`);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app?.close();
  });
  return {
    test: {
      get app() {
        return started().app;
      },
      signIn: (email, options) => started().signIn(email, options),
    },
    tokens,
    connect() {
      const client = new RealtimeTestClient(baseUrl);
      clients.push(client);
      return client;
    },
  };
}
