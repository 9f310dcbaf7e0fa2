import fastifyWebsocket from '@fastify/websocket';
import { REALTIME_CLOSE_CODES } from '@campus/domain/realtime';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { InProcessBus, RedisBus, type RealtimeBus } from './bus.js';
import { RealtimeHub, type HubOptions } from './hub.js';
import { LiveQueryRegistry } from './live-query.js';
import type { RealtimeEvent, RealtimePublisher } from './realtime-events.js';

/** The Redis channel of the realtime bus, unless the config names another (tests isolate themselves with it). */
export const DEFAULT_REALTIME_CHANNEL = 'campus:realtime';
/** The reason given with goingAway when an instance stops. */
const RESTARTING_REASON = 'Redémarrage du serveur';
/** The largest frame a client may send: a post of the longest message (5,000 characters, escaped) fits. */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes committed changes to every socket they concern, on every instance. */
    realtime: RealtimePublisher;
    realtimeHub: RealtimeHub;
    /** Where each module registers its live queries (architecture 5). */
    liveQueries: LiveQueryRegistry;
  }
}

/** The realtime store of architecture 5: its bus, its hub, and publishing that never fails a committed write. */
export async function registerRealtime(app: FastifyInstance, options: HubOptions = {}): Promise<void> {
  const { config } = app;
  const bus: RealtimeBus = config.redisUrl
    ? new RedisBus(config.redisUrl, config.realtimeChannel ?? DEFAULT_REALTIME_CHANNEL, app.log)
    : new InProcessBus();
  if (bus instanceof RedisBus) {
    await bus.ready();
    app.readiness.addCheck('redis', () => bus.ping());
  }
  // Modules register their live queries with their routes; the hub reads them when a client subscribes.
  const liveQueries = new LiveQueryRegistry();
  const hub = new RealtimeHub(app.db, app.log, liveQueries, options);
  bus.onEvents((events) => hub.deliver(events));
  bus.onGap(() => {
    app.log.warn('realtime: the bus reconnected, sockets are asked to subscribe again');
    hub.closeAll(REALTIME_CLOSE_CODES.resubscribe, 'Reconnexion nécessaire');
  });

  const listeners: ((events: readonly RealtimeEvent[]) => Promise<void> | void)[] = [];
  const publisher: RealtimePublisher = {
    async publish(events: readonly RealtimeEvent[]) {
      if (events.length === 0) return;
      for (const listener of listeners) {
        // Not awaited: the write's answer never waits for them.
        Promise.resolve()
          .then(() => listener(events))
          .catch((error: unknown) => app.log.error({ err: error }, 'realtime: a publish listener failed'));
      }
      try {
        await bus.publish(events);
      } catch (error) {
        // The write is committed: a client that missed the change gets it with its next snapshot.
        app.log.error({ err: error }, 'realtime: publishing failed');
      }
    },
    onPublish(listener) {
      listeners.push(listener);
    },
  };
  app.decorate('realtime', publisher);
  app.decorate('realtimeHub', hub);
  app.decorate('liveQueries', liveQueries);
  app.metrics.gauge('realtime_open_sockets', 'Open realtime WebSockets', () => hub.connectionCount);
  app.metrics.counterOf(
    'realtime_deliveries_total',
    'Changes frames sent to realtime subscriptions',
    () => hub.deliveryCount,
  );
  // A draining instance sends its members elsewhere at once: they reconnect (through the load balancer, to another
  // instance) and subscribe again; a socket opened meanwhile is closed the same way (see realtimeRoutes).
  app.readiness.onDrain(() => hub.closeAll(REALTIME_CLOSE_CODES.goingAway, RESTARTING_REASON));
  // Before the WebSocket plugin's own preClose (in the realtime route's scope, run after this one), which would close
  // the sockets without a code: they close with goingAway (1001), and the clients reconnect (through a load balancer,
  // to another instance) and re-subscribe.
  app.addHook('preClose', async () => {
    hub.stop();
    await bus.close();
  });
}

/** What the TCP socket under a WebSocket still holds of the HTTP upgrade (not in ws's types). */
interface UpgradedSocket {
  _socket?: Socket & { _httpMessage?: ServerResponse | null };
}

/**
 * Lets go of the HTTP upgrade once the WebSocket is open: @fastify/websocket's error listener closes over the Fastify
 * request and reply, and the upgrade's response stays attached to the TCP socket. Each idle socket kept them (about
 * 4 KB); its errors now just end it.
 */
function releaseUpgradeRequest(socket: WebSocket): void {
  socket.removeAllListeners('error');
  socket.on('error', terminateSocket);
  const tcp = (socket as unknown as UpgradedSocket)._socket;
  const response = tcp?._httpMessage;
  if (tcp && response) response.detachSocket(tcp);
}

function terminateSocket(this: WebSocket): void {
  this.terminate();
}

/**
 * GET /api/realtime: the WebSocket of the realtime store (protocol in docs/realtime.md). The WebSocket plugin lives in
 * this route's scope only: no other route runs its hooks. The hub tracks the sockets, so ws does not (no set, no
 * listener per socket).
 */
export function realtimeRoutes(api: FastifyInstance): void {
  void api.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false, clientTracking: false },
    });
    // Public: the socket authenticates with its first frame (browsers cannot set headers on a WebSocket).
    scope.get('/realtime', { websocket: true, config: { access: 'public' } }, (socket) => {
      releaseUpgradeRequest(socket);
      if (api.readiness.isDraining) socket.close(REALTIME_CLOSE_CODES.goingAway, RESTARTING_REASON);
      else api.realtimeHub.accept(socket);
    });
  });
}
