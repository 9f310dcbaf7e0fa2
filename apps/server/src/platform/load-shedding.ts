import fastifyUnderPressure from '@fastify/under-pressure';
import { AUTH_MESSAGES } from '@campus/domain/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { HttpError } from './errors.js';
import { MainThreadCpu, readMainThreadSchedstat } from './main-thread-cpu.js';
import { isApiUrl } from './security-headers.js';

declare module 'fastify' {
  interface FastifyInstance {
    loadShedding: LoadShedding;
  }
}

export interface LoadShedding {
  /** The requests answered 503 by the load shedding since start (the metrics read it). */
  shedCount: number;
  /**
   * For work that comes in another way than an HTTP request (a message posted over the realtime socket): the 503 to
   * answer (counted as shed) while this process is saturated, as a request would be shed; null otherwise.
   */
  refusalIfSaturated: () => HttpError | null;
}

/** How often the event loop's lag and CPU time are measured: a burst is seen within this time. */
const SAMPLE_INTERVAL_MS = 100;
/**
 * The event loop's CPU time is read over this last stretch of time: a second, so that one long task (a PDF, a burst of
 * a page's first calls on a slow machine) is not taken for saturation, while a sustained overload still is, within it.
 */
const CPU_WINDOW_MS = 1000;
/**
 * A lagging loop is shed only when its own work saturates it: its thread wanted nearly a whole core (running, or
 * runnable) and got at least half of one. A loop that lags while the process has headroom, or while other processes
 * hold the CPU (a shared machine, the browser beside the tests), is not saturated, and turning members away would
 * not make it faster.
 */
export const SATURATED_WANTED_SHARE = 0.9;
export const SATURATED_ON_CPU_SHARE = 0.5;

/** The health checks (a load balancer's, a container's) are never shed: a busy instance is still alive and ready. */
const HEALTH_URL = /^\/api\/health(?:\/(?:live|ready))?(?:\?|$)/;
const isSheddable = (url: string) => isApiUrl(url) && !HEALTH_URL.test(url);
/** What a shed request is told: come back in a second (the web client retries once: apps/web/src/lib/api-client.ts). */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

const overloadedError = () =>
  new HttpError(503, AUTH_MESSAGES.overloaded, undefined, { 'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS) });

/**
 * Bounds the API requests in the server at once, from their headers to their answer; the next ones are shed. Counted
 * from onRequest: measured, most of an accepted post's wait under overload was before its handler (the session
 * lookup queued behind the single SQLite connection). WebSocket upgrades live on and are not counted.
 */
function limitRequestsInFlight(app: FastifyInstance, maxRequestsInFlight: number, overloaded: Overloaded): void {
  const running = new WeakSet<FastifyRequest>();
  const finish = (request: FastifyRequest) => {
    if (running.delete(request)) inFlight -= 1;
  };
  let inFlight = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade !== undefined || !isSheddable(request.url)) return done();
    if (inFlight >= maxRequestsInFlight) return done(overloaded('in-flight', request.url));
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
 * this process is saturated (its event loop lags past the configured delay while its own work keeps it busy), is
 * answered 503 with Retry-After at once, so the accepted ones keep a bounded latency. The app's page and built files
 * are never shed: they are sent as they are from disk, and a page missing one of its chunks would fail whole where a
 * shed API call is retried; nor are the health checks.
 */
export async function registerLoadShedding(app: FastifyInstance, config: AppConfig): Promise<void> {
  const loadShedding: LoadShedding = { shedCount: 0, refusalIfSaturated: () => null };
  app.decorate('loadShedding', loadShedding);
  const cpu = new MainThreadCpu(CPU_WINDOW_MS, readMainThreadSchedstat);
  const log = shedLog(app, cpu);
  const overloaded: Overloaded = (reason, url) => {
    loadShedding.shedCount += 1;
    log(reason, url);
    return overloadedError();
  };
  if (config.maxEventLoopDelayMs > 0) {
    const isSaturated = await shedWhenSaturated(app, cpu, config.maxEventLoopDelayMs, overloaded);
    loadShedding.refusalIfSaturated = () =>
      app.isUnderPressure() && isSaturated() ? overloaded('saturated', 'socket message') : null;
  }
  // After the lag check: a request shed for lag takes no place.
  if (config.maxRequestsInFlight > 0) limitRequestsInFlight(app, config.maxRequestsInFlight, overloaded);
}

type ShedReason = 'saturated' | 'in-flight';
type Overloaded = (reason: ShedReason, url: string) => HttpError;

/**
 * Tells the operator why requests are shed, at most once a second (a storm of 503s must not become a storm of log
 * lines): the reason, the last request shed, how many since the last line, and the loop's lag and CPU shares then.
 */
function shedLog(app: FastifyInstance, cpu: MainThreadCpu): (reason: ShedReason, url: string) => void {
  let lastAt = 0;
  let unlogged = 0;
  return (reason, url) => {
    unlogged += 1;
    const now = Date.now();
    if (now - lastAt < 1000) return;
    // Measured only where the lag check is on (MAX_EVENT_LOOP_DELAY_MS > 0).
    const loop = app.hasDecorator('memoryUsage') ? app.memoryUsage() : undefined;
    app.log.warn(
      {
        reason,
        url,
        shed: unlogged,
        eventLoopDelayMs: loop?.eventLoopDelay,
        eventLoopUtilized: loop?.eventLoopUtilized,
        cpu: cpu.shares,
      },
      'requests shed (503): this instance is overloaded',
    );
    lastAt = now;
    unlogged = 0;
  };
}

/**
 * The lag is measured by @fastify/under-pressure; whether the loop is busy with this process's own work, by the
 * thread's scheduler statistics (Linux), else by the loop's utilisation, which cannot tell its own work from a wait.
 */
async function shedWhenSaturated(
  app: FastifyInstance,
  cpu: MainThreadCpu,
  maxEventLoopDelayMs: number,
  overloaded: Overloaded,
): Promise<() => boolean> {
  const isSaturated = cpu.isAvailable
    ? () => {
        const shares = cpu.shares;
        return shares !== null && shares.wanted >= SATURATED_WANTED_SHARE && shares.onCpu >= SATURATED_ON_CPU_SHARE;
      }
    : () => app.memoryUsage().eventLoopUtilized >= SATURATED_WANTED_SHARE;
  if (cpu.isAvailable) {
    cpu.sample();
    // The boot's own work (migrations, the demo seed and its password hashes) is not load: measured, it saturated the
    // window, and the first sign-in after a restart was shed. The window starts again when the server listens.
    app.addHook('onListen', (done) => {
      cpu.restart();
      done();
    });
    const sampler = setInterval(() => cpu.sample(), SAMPLE_INTERVAL_MS);
    sampler.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(sampler);
      done();
    });
  }
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    eventLoopUtilizationMode: 'interval',
    pressureHandler: (request) =>
      isSheddable(request.url) && isSaturated() ? Promise.reject(overloaded('saturated', request.url)) : undefined,
  });
  return isSaturated;
}
