import { EventEmitter } from 'node:events';
import { REALTIME_CLOSE_CODES } from '@campus/domain/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { DB } from '../db/schema.js';
import { RealtimeHub } from './hub.js';
import { LiveQueryRegistry } from './live-query.js';

/** Just enough of a ws socket for the hub's timers: no database is reached before authentication. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  pings = 0;
  closedWith: number | null = null;
  terminated = false;
  ping(): void {
    this.pings += 1;
  }
  close(code: number): void {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close', 1006);
  }
  send(): void {}
}

const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('the realtime hub', () => {
  let hub: RealtimeHub;
  beforeEach(() => {
    vi.useFakeTimers();
    hub = new RealtimeHub({} as Kysely<DB>, log, new LiveQueryRegistry(), { heartbeatMs: 1000, authTimeoutMs: 5000 });
  });
  afterEach(() => {
    hub.stop();
    vi.useRealTimers();
  });

  it('closes a socket that never authenticates with 4401', () => {
    const socket = new FakeSocket();
    socket.ping = () => socket.emit('pong');
    hub.accept(socket as unknown as WebSocket);
    vi.advanceTimersByTime(5100);
    expect(socket.closedWith).toBe(REALTIME_CLOSE_CODES.unauthenticated);
    expect(hub.connectionCount).toBe(0);
  });

  it('drops a socket that stops answering pings, and keeps one that answers', () => {
    const silent = new FakeSocket();
    const alive = new FakeSocket();
    alive.ping = () => {
      alive.pings += 1;
      alive.emit('pong');
    };
    hub.accept(silent as unknown as WebSocket);
    hub.accept(alive as unknown as WebSocket);
    vi.advanceTimersByTime(1000);
    expect(silent.pings).toBe(1);
    expect(silent.terminated).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(silent.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(alive.pings).toBe(2);
  });

  it('tells every socket to subscribe again after a gap on the bus', () => {
    const socket = new FakeSocket();
    hub.accept(socket as unknown as WebSocket);
    hub.closeAll(REALTIME_CLOSE_CODES.resubscribe, 'Reconnexion nécessaire');
    expect(socket.closedWith).toBe(1012);
  });
});
