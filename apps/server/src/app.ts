import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@campus/domain/account';
import { UPLOAD_MAX_BYTES } from '@campus/domain/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Dialect, type PoolStats } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import type { DB } from './db/schema.js';
import { watchWrites } from './db/write-watch.js';
import { writeDemoProjectFiles } from './seed/demo-incubator.js';
import { seedDemo } from './seed/seed-demo.js';
import { auditRoutes } from './modules/audit/audit-routes.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { blocksRoutes } from './modules/blocks/blocks-routes.js';
import { dataExportRoutes } from './modules/data-export/data-export-routes.js';
import { defineDataExport } from './modules/data-export/data-export.js';
import { courseSiteRoutes } from './modules/learning/course-site.js';
import { billingRoutes } from './modules/billing/billing-routes.js';
import { cgvRoutes } from './modules/cgv/cgv-routes.js';
import { activityRoutes } from './modules/activity/activity-routes.js';
import { contractRoutes } from './modules/contracts/contract-routes.js';
import { eventsRoutes } from './modules/events/events-routes.js';
import { defineWebinarJobs } from './modules/events/webinars/webinars.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { incubatorRoutes } from './modules/incubator/incubator-routes.js';
import { learningRoutes } from './modules/learning/learning-routes.js';
import { courseAuthoringRoutes } from './modules/learning/course-authoring-routes.js';
import { contentAuthoringRoutes } from './modules/learning/content-authoring-routes.js';
import { ME_TABLES } from './modules/me/load-me.js';
import { meRoutes } from './modules/me/me-routes.js';
import { membersRoutes } from './modules/members/members-routes.js';
import { defineMembersImport } from './modules/members/member-import.js';
import { messagingRoutes } from './modules/messaging/messaging-routes.js';
import { moderationRoutes } from './modules/moderation/moderation-routes.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences-routes.js';
import { pushRoutes } from './modules/push/push-routes.js';
import { defineNotificationMails } from './modules/notifications/notification-mails.js';
import { defineNotificationDigest } from './modules/notifications/notification-digest.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { dealsRoutes, networkRoutes } from './modules/network/network-routes.js';
import { defineDealReminders } from './modules/network/deal-reminders.js';
import { isDealPhotoFile } from './modules/network/deals.js';
import { operationsRoutes } from './modules/operations/operations-routes.js';
import { definePurgeExpired } from './modules/operations/purge-expired.js';
import { defineShopJobs } from './modules/shop/shop-jobs.js';
import { defineAccountClosures } from './modules/members/account-closure.js';
import { shopRoutes } from './modules/shop/shop-routes.js';
import { SESSION_TABLES, authorize, requireDeclaredAccess, type RouteRight, type Session } from './platform/auth.js';
import type { AppConfig } from './platform/config.js';
import { HttpError, handleClientError, handleError, handleFrameworkError, notFound } from './platform/errors.js';
import { PictureStore } from './platform/files.js';
import { createJobs } from './platform/jobs/create-jobs.js';
import type { Jobs } from './platform/jobs/jobs.js';
import { registerLoadShedding } from './platform/load-shedding.js';
import { closeConnectionsWhileDraining } from './platform/drain.js';
import { registerMetrics } from './platform/metrics.js';
import { Readiness } from './platform/readiness.js';
import { createLogger, requestLoggerFactory } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { READ_CACHE_TTL_MS, ReadCache } from './platform/read-cache.js';
import { uploadsRoutes } from './platform/uploads.js';
import { RequestLog } from './platform/request-log.js';
import { securityHeaders } from './platform/security-headers.js';
import { builtPageInlineScripts, registerWebApp } from './platform/web-app.js';
import { realtimeRoutes, registerRealtime } from './realtime/realtime-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** GET /api/me bodies by uid. */
    meCache: ReadCache<string>;
    /**
     * Sessions by token hash, for the messages posted over realtime sockets: cached under the same rules as the
     * requests' sessions (by token), and cleared with them.
     */
    socketSessions: ReadCache<Session>;
    db: Kysely<DB>;
    dialect: Dialect;
    mailer: Mailer;
    pictures: PictureStore;
    /** Background jobs and cron schedules (platform/jobs): modules define theirs, routes and jobs send them. */
    jobs: Jobs;
    /** Every /api and /shop route with the right it declared (the route x role matrix test walks it). */
    routeRights: RouteRight[];
  }
}

/** Smaller answers gain less from compression than the work and headers it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Unknown routes under a prefix pass the token hook first, then answer a JSON 404. */
function answerUnknownRoutes(scope: FastifyInstance): void {
  for (const url of ['/', '/*']) scope.all(url, { config: { access: 'member' } }, () => Promise.reject(notFound()));
}

/** The PostgreSQL pool's clients now and its waits for a connection since start. */
function countPoolMetrics(app: FastifyInstance, pool: PoolStats): void {
  app.metrics.gauge('db_pool_clients', 'Connections of the PostgreSQL pool', () => pool.total);
  app.metrics.gauge('db_pool_idle_clients', 'Idle connections of the PostgreSQL pool', () => pool.idle);
  app.metrics.gauge('db_pool_waiting_queries', 'Queries waiting for a PostgreSQL connection now', () => pool.waiting);
  app.metrics.counterOf('db_pool_waits_total', 'Connections handed out after a wait', () => pool.waits);
  app.metrics.counterOf('db_pool_wait_seconds_total', 'Time spent waiting for a connection', () => pool.waitSeconds);
}

/** Each attempt of a background job, by job name and outcome (a failed one that will run again counts as failed). */
function countJobMetrics(app: FastifyInstance): void {
  const runs = app.metrics.counter('job_runs_total', 'Attempts of background jobs, by job and outcome', [
    'job',
    'outcome',
  ]);
  const durations = app.metrics.histogram('job_duration_seconds', 'Time an attempt of a background job took', ['job']);
  app.jobs.onFinished(({ name, status, durationSeconds }) => {
    runs.inc({ job: name, outcome: status });
    durations.observe({ job: name }, durationSeconds);
  });
}

/** Builds the whole server (plugins: external -> app -> routes); migrates and seeds the database first. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const logger = createLogger(config);
  // The app's routes and plugins see Fastify's logger type; the request log also asks pino which levels are on.
  const loggerInstance: FastifyBaseLogger | null = logger;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance, childLoggerFactory: requestLoggerFactory } : { logger: false }),
    logController: new RequestLog(logger),
    trustProxy: config.trustProxy,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // While draining, requests on open connections are served (and told to close them: platform/drain.ts), not
    // refused with Fastify's English 503.
    return503OnClosing: false,
  });

  const database = openDatabase(config);
  const { dialect } = database;
  // The embedded SQLite store is one instance: its caches are exact. Instances sharing PostgreSQL read through.
  const cacheTtlMs = dialect === 'sqlite' ? READ_CACHE_TTL_MS : 0;
  const sessionCache = new ReadCache<Session>(cacheTtlMs);
  const socketSessionCache = new ReadCache<Session>(cacheTtlMs);
  const meCache = new ReadCache<string>(cacheTtlMs);
  // Every write through the app clears the cached reads it may change, once it has run.
  const db = database.db.withPlugin(
    watchWrites((table) => {
      if (SESSION_TABLES.has(table)) {
        sessionCache.clear();
        socketSessionCache.clear();
      }
      if (ME_TABLES.has(table)) meCache.clear();
    }),
  );
  app.addHook('onClose', async () => {
    app.mailer.close();
    await db.destroy();
  });
  try {
    await migrateToLatest(db, dialect);
    const shouldSeed = config.seedDemo === 'always' || (config.seedDemo === 'auto' && !config.isProduction);
    if (shouldSeed && (await seedDemo(db, dialect, new Date(), new PictureStore(config.dataDir)))) {
      // The demo projects' files, once their rows are committed (like the pictures, only when the seed added data).
      await writeDemoProjectFiles(db, config.dataDir);
      app.log.info('demo data seeded');
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // First: routes take the error handler in force when they are declared (/metrics is declared next).
  app.setErrorHandler(handleError);
  app.decorate('readiness', new Readiness());
  app.readiness.addCheck('database', () => sql`select 1`.execute(db));
  closeConnectionsWhileDraining(app);
  registerMetrics(app, config.metricsToken ?? null);

  // External plugins: the headers first, then shedding (a shed request costs next to nothing).
  app.addHook('onRequest', securityHeaders(builtPageInlineScripts(config.webDist)));
  await registerLoadShedding(app, config);
  app.metrics.counterOf('http_requests_shed_total', 'Requests answered 503 by the load shedding', () => {
    return app.loadShedding.shedCount;
  });
  if (database.pool) countPoolMetrics(app, database.pool);
  // Answers of 1 KB or more (JSON, the app page, calendar files) go out brotli- or gzip-compressed to a client that
  // accepts it; the built assets are compressed once at build time and sent as they are (architecture 4.10).
  await app.register(fastifyCompress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyRequests),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // App: shared services and the one error handler.
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('meCache', meCache);
  app.decorate('socketSessions', socketSessionCache);
  app.decorate('dialect', dialect);
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('pictures', new PictureStore(config.dataDir));
  app.decorate('routeRights', []);
  app.decorate('jobs', createJobs({ db, dialect, databaseUrl: config.databaseUrl, config: config.jobs, log: app.log }));
  // Jobs start once the app is ready; on close (before the database, hooks run last-added first) the running ones end.
  app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', () => app.jobs.stop());
  countJobMetrics(app);
  app.decorateRequest('member', null);
  await registerRealtime(app);

  // Routes: the main API and the shop API behind the token hook, then pictures and the web app.
  await app.register(
    async (api) => {
      requireDeclaredAccess(api, app.routeRights);
      api.addHook('onRequest', authorize(db, sessionCache));
      healthRoutes(api);
      authRoutes(api);
      meRoutes(api);
      dataExportRoutes(api);
      cgvRoutes(api);
      usersRoutes(api);
      messagingRoutes(api);
      blocksRoutes(api);
      notificationsRoutes(api);
      notificationPreferencesRoutes(api);
      pushRoutes(api);
      eventsRoutes(api);
      incubatorRoutes(api);
      learningRoutes(api);
      realtimeRoutes(api);
      contractRoutes(api);
      activityRoutes(api);
      networkRoutes(api);
      dealsRoutes(api);
      courseAuthoringRoutes(api);
      contentAuthoringRoutes(api);
      operationsRoutes(api);
      membersRoutes(api);
      auditRoutes(api);
      moderationRoutes(api);
      answerUnknownRoutes(api);
      await api.after();
    },
    { prefix: '/api' },
  );
  await app.register(
    async (shop) => {
      requireDeclaredAccess(shop, app.routeRights);
      shop.addHook('onRequest', authorize(db, sessionCache));
      billingRoutes(shop);
      await shopRoutes(shop);
      courseSiteRoutes(shop);
      answerUnknownRoutes(shop);
      await shop.after();
    },
    { prefix: '/shop' },
  );
  // A deal's photos are served by the deals route with the deal's rights, never as public pictures.
  uploadsRoutes(app, { isPrivate: (fileName) => isDealPhotoFile(db, fileName) });
  await registerWebApp(app, config);

  // Background jobs: each module defines its own and when they run.
  defineDealReminders(app);
  definePurgeExpired(app);
  defineShopJobs(app);
  defineMembersImport(app);
  defineAccountClosures(app);
  defineDataExport(app);
  defineNotificationMails(app);
  defineNotificationDigest(app);
  defineWebinarJobs(app);
  return app;
}
