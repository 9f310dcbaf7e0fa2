import type { FastifyInstance } from 'fastify';

/** Requests still running this long after SIGTERM have their connections cut, so the process stops in time. */
export const CUT_CONNECTIONS_AFTER_MS = 8000;
/** Past this, something hangs in the close (a database that does not answer): the process stops anyway. */
export const HARD_STOP_AFTER_MS = 9500;

/**
 * An instance answering its last requests tells each client to take its next one elsewhere (a load balancer then
 * sends it to another instance; a browser opens a new connection), instead of refusing them with 503s.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  // On the answer, not the request: a request that arrived before the signal is told too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.readiness.isDraining) void reply.header('connection', 'close');
    done(null, payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM (architecture 4.15): ready turns 503 and realtime sockets close with goingAway (their clients reconnect
 * elsewhere); after `delayMs` (DRAIN_DELAY_MS: the time a load balancer takes to see it, 0 by default), the listener
 * closes (new connections are refused), requests in flight finish (their connections then close), jobs and the
 * database stop (the onClose hooks). Resolves with the exit code: 0 once closed, within 10 s.
 */
export async function drainThenClose(app: FastifyInstance, delayMs = 0): Promise<number> {
  app.readiness.startDraining();
  // Both counted from the signal, the delay included.
  const cut = setTimeout(() => {
    app.log.warn('draining: requests still running are cut');
    app.server.closeAllConnections();
  }, CUT_CONNECTIONS_AFTER_MS);
  let hardStop: NodeJS.Timeout | undefined;
  const hung = new Promise<number>((resolve) => {
    hardStop = setTimeout(() => {
      app.log.error('draining: the close did not end in time');
      resolve(1);
    }, HARD_STOP_AFTER_MS);
  });
  try {
    if (delayMs > 0) await sleep(delayMs);
    return await Promise.race([app.close().then(() => 0), hung]);
  } catch (error) {
    app.log.error({ err: error }, 'draining: the close failed');
    return 1;
  } finally {
    clearTimeout(cut);
    clearTimeout(hardStop);
  }
}
