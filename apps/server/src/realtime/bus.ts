import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from './realtime-events.js';

export type BusListener = (events: readonly RealtimeEvent[]) => void;

/** Carries committed changes to every instance's hub, in publish order. */
export interface RealtimeBus {
  publish(events: readonly RealtimeEvent[]): Promise<void>;
  onEvents(listener: BusListener): void;
  /** Called when events may have been lost (the bus reconnected): every subscription must start over. */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** One instance (the embedded SQLite store, or one PostgreSQL instance without Redis): delivers in process. */
export class InProcessBus implements RealtimeBus {
  #listeners: BusListener[] = [];

  publish(events: readonly RealtimeEvent[]): Promise<void> {
    for (const listener of this.#listeners) listener(events);
    return Promise.resolve();
  }

  onEvents(listener: BusListener): void {
    this.#listeners.push(listener);
  }

  /** Nothing is lost in process. */
  onGap(): void {}

  close(): Promise<void> {
    this.#listeners = [];
    return Promise.resolve();
  }
}

/**
 * Several instances sharing PostgreSQL: every instance publishes to one Redis channel and delivers what it
 * receives from it (its own events included), so all sockets see the same changes in the same order.
 */
export class RedisBus implements RealtimeBus {
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #ready: Promise<unknown>;
  #listeners: BusListener[] = [];
  #gapListeners: (() => void)[] = [];
  #wasReady = false;

  constructor(
    redisUrl: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.#subscriber = new Redis(redisUrl, { lazyConnect: false });
    for (const client of [this.#publisher, this.#subscriber]) {
      client.on('error', (error: Error) => this.log.warn({ err: error }, 'realtime bus: redis error'));
    }
    this.#subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      let events: RealtimeEvent[];
      try {
        events = JSON.parse(payload) as RealtimeEvent[];
      } catch {
        this.log.warn('realtime bus: an unreadable message was ignored');
        return;
      }
      for (const listener of this.#listeners) listener(events);
    });
    // ioredis subscribes again after a reconnection, but what was published meanwhile is gone.
    this.#subscriber.on('ready', () => {
      if (this.#wasReady) for (const listener of this.#gapListeners) listener();
      this.#wasReady = true;
    });
    this.#ready = this.#subscriber.subscribe(this.channel);
  }

  /** Resolves once this instance listens: events published after it are all received. */
  ready(): Promise<unknown> {
    return this.#ready;
  }

  /** Whether Redis answers (the readiness check). */
  async ping(): Promise<void> {
    await this.#publisher.ping();
  }

  async publish(events: readonly RealtimeEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.#publisher.publish(this.channel, JSON.stringify(events));
  }

  onEvents(listener: BusListener): void {
    this.#listeners.push(listener);
  }

  onGap(listener: () => void): void {
    this.#gapListeners.push(listener);
  }

  async close(): Promise<void> {
    this.#listeners = [];
    this.#gapListeners = [];
    await Promise.allSettled([this.#subscriber.quit(), this.#publisher.quit()]);
  }
}
