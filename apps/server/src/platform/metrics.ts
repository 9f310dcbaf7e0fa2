import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError, SERVER_MESSAGES, notFound } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics: each part of the server registers its own (GET /metrics). */
    metrics: Metrics;
  }
}

/** Prometheus conventions: a prefix per product, `_seconds` and `_total`, never a member id in a label. */
const PREFIX = 'campus_';
/** From 5 ms to 10 s: an API answer, a PDF, an upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The metrics of one app (a registry of its own, so test apps in one process do not share them). A part of the
 * server that counts something keeps a plain number and registers it here: only this file knows prom-client.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #httpDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request to its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    // Event loop lag (nodejs_eventloop_lag_*), heap, GC, handles and CPU of the process.
    collectDefaultMetrics({ register: this.registry });
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.#httpDuration.observe({ method, route, status_code: statusCode }, seconds);
  }

  /** A value read when Prometheus scrapes (open sockets, pool clients). */
  gauge(name: string, help: string, read: () => number): void {
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** A count since start that another part keeps as a plain number (`name` ends in `_total`). */
  counterOf(name: string, help: string, read: () => number): void {
    new Counter({
      name: `${PREFIX}${name}`,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** A count by label values, increased where it happens (`name` ends in `_total`). */
  counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new Counter({ name: `${PREFIX}${name}`, help, labelNames, registers: [this.registry] });
  }

  histogram<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Histogram<Label> {
    return new Histogram({
      name: `${PREFIX}${name}`,
      help,
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (architecture 4.15); without a token
 * configured the route does not exist (404). Requests are timed only then: nobody reads the figures otherwise.
 */
export function registerMetrics(app: FastifyInstance, metricsToken: string | null): void {
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  if (!metricsToken) {
    app.get('/metrics', () => Promise.reject(notFound()));
    return;
  }
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  const expected = digest(`Bearer ${metricsToken}`);
  app.get('/metrics', async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new HttpError(401, SERVER_MESSAGES.metricsUnauthorized);
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
