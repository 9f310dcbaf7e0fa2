import fastifyUnderPressure from '@fastify/under-pressure';
import { AUTH_MESSAGES } from '@campus/domain/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { HttpError } from './errors.js';
import { isApiUrl } from './security-headers.js';

/** How often the event loop's lag and utilisation are measured: a burst is seen within this time. */
const SAMPLE_INTERVAL_MS = 100;
/**
 * A lagging loop is shed only when it is this busy: a loop that lags while mostly idle is starved of CPU by other
 * processes, and turning requests away would not make it faster.
 */
export const MIN_SHEDDING_UTILIZATION = 0.9;
/** What a shed request is told: come back in a second (the web client retries once: apps/web/src/lib/api-client.ts). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

const overloaded = () =>
  new HttpError(503, AUTH_MESSAGES.overloaded, undefined, { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) });

/**
 * Bounds the API requests in the server at once, from their headers to their answer; the next ones are shed. Counted
 * from onRequest: measured, most of an accepted post's wait under overload was before its handler (the session
 * lookup queued behind the single SQLite connection). WebSocket upgrades live on and are not counted.
 */
function limitRequestsInFlight(app: FastifyInstance, maxRequestsInFlight: number): void {
  const running = new WeakSet<FastifyRequest>();
  const finish = (request: FastifyRequest) => {
    if (running.delete(request)) inFlight -= 1;
  };
  let inFlight = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade !== undefined || !isApiUrl(request.url)) return done();
    if (inFlight >= maxRequestsInFlight) return done(overloaded());
    inFlight += 1;
    running.add(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request);
    done();
  });
}

/**
 * Sheds load instead of queueing it: an API request past the ones allowed to run at once, or any new API request once
 * the event loop lags past the configured delay while busy, is answered 503 with Retry-After at once, so the accepted
 * ones keep a bounded latency. The app's page and built files are never shed: they are sent as they are from disk,
 * and a page missing one of its chunks would fail whole where a shed API call is retried.
 */
export async function registerLoadShedding(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.maxEventLoopDelayMs > 0) await shedOnEventLoopLag(app, config.maxEventLoopDelayMs);
  // After the lag check: a request shed for lag takes no place.
  if (config.maxRequestsInFlight > 0) limitRequestsInFlight(app, config.maxRequestsInFlight);
}

async function shedOnEventLoopLag(app: FastifyInstance, maxEventLoopDelayMs: number): Promise<void> {
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    eventLoopUtilizationMode: 'interval',
    pressureHandler: (request) =>
      isApiUrl(request.url) && app.memoryUsage().eventLoopUtilized >= MIN_SHEDDING_UTILIZATION
        ? Promise.reject(overloaded())
        : undefined,
  });
}
