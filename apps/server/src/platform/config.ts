import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_GRACE_DAYS } from '@campus/domain/shop';
import { isCronExpression } from './jobs/cron.js';

/** How the demo seed is decided: on an empty database outside production, always, or never. */
export type SeedDemoMode = 'auto' | 'always' | 'never';

/** The seller named on every invoice (French mentions): the company, its SIREN, VAT number and address. */
export interface SellerConfig {
  name: string;
  siren: string;
  vatNumber: string;
  address: string;
  postalCode: string;
  city: string;
}

export interface BillingConfig {
  /** Set: cards are kept by Stripe (official SDK). Unset: the built-in sandbox provider (Stripe test cards). */
  stripeSecretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET: checks the `Stripe-Signature` of POST /shop/webhooks/stripe (unset: that route is 404). */
  stripeWebhookSecret: string | null;
  /** STRIPE_API_URL: where the SDK calls Stripe (its own API unless set: a local fake in the tests). */
  stripeApiUrl: string | null;
  /** SHOP_GRACE_DAYS: an unpaid subscription keeps its access this many days after its first failed payment. */
  graceDays: number;
  seller: SellerConfig;
}

/** The demo seller: a fictitious company (SIREN and VAT number with valid check digits, in no register). */
export const DEMO_SELLER: SellerConfig = {
  name: 'Campus Formation SAS',
  siren: '900000001',
  vatNumber: 'FR68900000001',
  address: '24 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
};

/** Livestorm and Zoom (issue 35): a provider without its keys is the built-in sandbox, served by the instance. */
export interface WebinarsConfig {
  /** LIVESTORM_API_TOKEN (Livestorm's public API token; it goes in the Authorization header, never in a log). */
  livestormApiToken: string | null;
  /** LIVESTORM_API_URL: Livestorm's API v1 unless set (a local fake in the tests). */
  livestormApiUrl: string;
  /** ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET: a Server-to-Server OAuth app of the Zoom account. */
  zoom: { accountId: string; clientId: string; clientSecret: string } | null;
  /** ZOOM_API_URL: Zoom's API v2 unless set. */
  zoomApiUrl: string;
  /** ZOOM_OAUTH_URL: where Zoom's access tokens come from, unless set. */
  zoomOauthUrl: string;
  /** WEBINAR_RETRY_DELAY_S: seconds before a failed registration's first retry (30; each retry waits twice as long). */
  retryDelaySeconds: number;
}

export const DEFAULT_WEBINARS: WebinarsConfig = {
  livestormApiToken: null,
  livestormApiUrl: 'https://api.livestorm.co/v1',
  zoom: null,
  zoomApiUrl: 'https://api.zoom.us/v2',
  zoomOauthUrl: 'https://zoom.us/oauth/token',
  retryDelaySeconds: 30,
};

/** Background jobs (platform/jobs/). */
export interface JobsConfig {
  /** JOBS_SCHEMA: the PostgreSQL schema pg-boss keeps the jobs in (default pgboss); unused on SQLite. */
  schema: string;
  /** How often an idle worker looks for due jobs (2 s unless set; a send wakes its own instance's worker at once). */
  pollIntervalSeconds?: number;
}

/** When the recurring jobs run: cron expressions read in Paris time. */
export interface SchedulesConfig {
  /** CRON_DEAL_REMINDERS: the authors of deals about to expire are reminded (every day at 07:00). */
  dealReminders: string;
  /** CRON_PURGE: expired sign-in tokens, spent reset links, old login failures and expired media keys go (hourly). */
  purge: string;
  /** CRON_SHOP: the sandbox's renewals and period ends, and the access of subscriptions unpaid past their grace (hourly). */
  shop: string;
  /** CRON_ACCOUNT_CLOSURES: the accounts whose closure is due are anonymised (every day at 03:15). */
  accountClosures: string;
  /** CRON_NOTIFICATION_MAILS: unread direct messages past NOTIFICATION_MAIL_DELAY_S are mailed (every minute). */
  notificationMails: string;
  /** CRON_NOTIFICATION_DIGEST: the daily and weekly digests go (every day at 07:30; weekly ones a week apart). */
  notificationDigest: string;
  /** CRON_WEBINAR_ATTENDANCE: who attended the live sessions that ended is read back from their provider (every 15 min). */
  webinarAttendance: string;
}

export const DEFAULT_JOBS_SCHEMA = 'pgboss';
export const DEFAULT_SCHEDULES: SchedulesConfig = {
  dealReminders: '0 7 * * *',
  purge: '0 * * * *',
  shop: '30 * * * *',
  accountClosures: '15 3 * * *',
  notificationMails: '* * * * *',
  notificationDigest: '30 7 * * *',
  webinarAttendance: '*/15 * * * *',
};

/** An unread direct message is mailed at most once per this many seconds per member (architecture 4.14). */
export const DEFAULT_NOTIFICATION_MAIL_DELAY_S = 900;

export interface AppConfig {
  host: string;
  port: number;
  /** Holds `campus.sqlite` and `uploads/`. */
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; null means SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** The PostgreSQL connections this instance may open at once (DATABASE_POOL_MAX, 10 by default). */
  databasePoolMax: number;
  /** Set: realtime changes reach the sockets of every instance through Redis pub/sub. */
  redisUrl: string | null;
  /** The Redis channel of the realtime bus (default campus:realtime): instances of one product share it. */
  realtimeChannel?: string;
  /** Without it, mail goes to the log and the outbox table only. */
  smtpUrl: string | null;
  mailFrom: string;
  /** MAIL_FROM's address alone (`a@b` of `Name <a@b>`): mailto links and the VAPID subject. */
  mailAddress: string;
  /** Where links in mails point, without a trailing slash. */
  publicUrl: string;
  seedDemo: SeedDemoMode;
  webDist: string;
  /** Fastify's trustProxy: true, or the comma-separated addresses/CIDRs of the load balancers. */
  trustProxy: boolean | string;
  isProduction: boolean;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  /** Load shedding: once the event loop lags this much (mean, ms), requests get a 503 with Retry-After; 0 turns it off. */
  maxEventLoopDelayMs: number;
  /** Load shedding: requests past this many running at once get a 503 with Retry-After; 0 turns it off. */
  maxRequestsInFlight: number;
  /** METRICS_TOKEN: the bearer token of GET /metrics (Prometheus); null: no /metrics route (404). */
  metricsToken?: string | null;
  /**
   * DRAIN_DELAY_MS: after SIGTERM, how long the instance keeps its listener open while it says it is not ready (the time
   * a load balancer takes to see it, so that none of its requests meets a closing instance); 0: closes at once.
   */
  drainDelayMs?: number;
  /** NOTIFICATION_MAIL_DELAY_S: unread direct messages are mailed at most once per this delay per member (900 s). */
  notificationMailDelaySeconds?: number;
  /**
   * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (web push, base64url): null makes a pair on the first start and keeps it in
   * the database. VAPID_SUBJECT: how push services reach the operator (mailto: or https:), MAIL_FROM's address unless set.
   */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  billing: BillingConfig;
  /** Livestorm and Zoom; DEFAULT_WEBINARS (the sandbox for both) unless set. */
  webinars?: WebinarsConfig;
  /** LEARNING_MEDIA_DIR: where admins place lesson videos over 10 MB (a path is then given); null turns it off. */
  learningMediaDir?: string | null;
  /** The external course site (spec 2.2); url null: the redirect targets Campus's own classroom. */
  courseSite: CourseSiteConfig;
  jobs: JobsConfig;
  schedules: SchedulesConfig;
}

export interface CourseSiteConfig {
  url: string | null;
  /** Signs the course-site tokens (HMAC-SHA256); null: a random key per process (no external site to check them). */
  secret: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The checkout holding this module: the nearest folder above it with `apps/web`, whether the server runs from its
 * sources (apps/server/src/platform) or from its compiled bundle (apps/server/dist). */
function repoRoot(directory: string): string {
  const parent = dirname(directory);
  if (existsSync(resolve(directory, 'apps/web')) || parent === directory) return directory;
  return repoRoot(parent);
}

/** The checkout's root folder: bundled assets (apps/server/assets) are found from it. */
export const REPO_ROOT = repoRoot(dirname(fileURLToPath(import.meta.url)));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

function urlWithProtocols(protocols: readonly string[]) {
  const expected = protocols.map((protocol) => `${protocol}//`).join(' ou ');
  return optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    `doit être une URL commençant par ${expected}`,
  );
}

const FLAG_VALUES = ['', '0', '1', 'false', 'true'];

const cronText = (fallback: string) =>
  optionalText
    .default(fallback)
    .refine(isCronExpression, 'doit être une expression cron à 5 champs, à l’heure de Paris (par exemple 0 7 * * *)');

/** The event loop lag past which requests are shed (see platform/load-shedding.ts). */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 50;
/** The drain must leave time to finish the requests in flight within the 10 s of a stop (platform/drain.ts). */
export const MAX_DRAIN_DELAY_MS = 5000;
/** PostgreSQL connections per instance: PostgreSQL's 100 by default leave room for a few instances and the jobs. */
export const DEFAULT_DATABASE_POOL_MAX = 10;
/** Requests running at once past which the next ones are shed: latency stays near this / throughput (Little's law). */
export const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 64;

const envSchema = z.object({
  HOST: optionalText.default('127.0.0.1'),
  PORT: optionalText
    .default('3000')
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, 'doit être un numéro de port entre 0 et 65535')
    .transform(Number),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  DATABASE_POOL_MAX: optionalText
    .default(String(DEFAULT_DATABASE_POOL_MAX))
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1000,
      'doit être un nombre de connexions entre 1 et 1000',
    )
    .transform(Number),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  REALTIME_CHANNEL: optionalText,
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  MAIL_FROM: optionalText.default('Campus <ne-pas-repondre@campus.test>'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']),
  SEED_DEMO: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => FLAG_VALUES.includes(value), 'doit valoir 0, 1, false ou true')
    .optional(),
  WEB_DIST: optionalText,
  TRUST_PROXY: optionalText,
  NODE_ENV: optionalText,
  MAX_EVENT_LOOP_DELAY_MS: optionalText
    .default(String(DEFAULT_MAX_EVENT_LOOP_DELAY_MS))
    .refine((value) => /^\d+$/.test(value), 'doit être un nombre de millisecondes (0 pour ne jamais délester)')
    .transform(Number),
  MAX_REQUESTS_IN_FLIGHT: optionalText
    .default(String(DEFAULT_MAX_REQUESTS_IN_FLIGHT))
    .refine((value) => /^\d+$/.test(value), 'doit être un nombre de requêtes (0 pour ne jamais délester)')
    .transform(Number),
  DRAIN_DELAY_MS: optionalText
    .default('0')
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) <= MAX_DRAIN_DELAY_MS,
      `doit être un nombre de millisecondes entre 0 et ${MAX_DRAIN_DELAY_MS}`,
    )
    .transform(Number),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || value.length >= 16,
    'doit compter au moins 16 caractères',
  ),
  LOG_LEVEL: z
    .enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'], {
      error: 'doit valoir silent, fatal, error, warn, info, debug ou trace',
    })
    .optional(),
  STRIPE_SECRET_KEY: optionalText.refine(
    (value) => value === undefined || /^(sk|rk)_(test|live)_\w+$/.test(value),
    'doit être une clé secrète Stripe (sk_test_..., sk_live_... ou rk_...)',
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (value) => value === undefined || /^whsec_\w+$/.test(value),
    'doit être un secret de webhook Stripe (whsec_...)',
  ),
  STRIPE_API_URL: urlWithProtocols(['http:', 'https:']),
  SHOP_GRACE_DAYS: optionalText
    .default(String(DEFAULT_GRACE_DAYS))
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 90, 'doit être un nombre de jours entre 0 et 90')
    .transform(Number),
  SELLER_NAME: optionalText,
  SELLER_SIREN: optionalText.refine((value) => value === undefined || /^\d{9}$/.test(value), 'doit compter 9 chiffres'),
  SELLER_VAT_NUMBER: optionalText.refine(
    (value) => value === undefined || /^FR[0-9A-Z]{2}\d{9}$/.test(value),
    'doit être un numéro de TVA intracommunautaire français (FR + 2 caractères + SIREN)',
  ),
  SELLER_ADDRESS: optionalText,
  SELLER_POSTAL_CODE: optionalText,
  SELLER_CITY: optionalText,
  COURSE_SITE_URL: urlWithProtocols(['http:', 'https:']),
  COURSE_SITE_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'doit compter au moins 32 caractères',
  ),
  LEARNING_MEDIA_DIR: optionalText,
  JOBS_SCHEMA: optionalText
    .default(DEFAULT_JOBS_SCHEMA)
    .refine(
      (value) => /^[A-Za-z_]\w{0,49}$/.test(value),
      'doit être un nom de schéma PostgreSQL (lettres, chiffres et _, 50 caractères au plus)',
    ),
  CRON_DEAL_REMINDERS: cronText(DEFAULT_SCHEDULES.dealReminders),
  CRON_PURGE: cronText(DEFAULT_SCHEDULES.purge),
  CRON_SHOP: cronText(DEFAULT_SCHEDULES.shop),
  CRON_ACCOUNT_CLOSURES: cronText(DEFAULT_SCHEDULES.accountClosures),
  CRON_NOTIFICATION_MAILS: cronText(DEFAULT_SCHEDULES.notificationMails),
  CRON_NOTIFICATION_DIGEST: cronText(DEFAULT_SCHEDULES.notificationDigest),
  CRON_WEBINAR_ATTENDANCE: cronText(DEFAULT_SCHEDULES.webinarAttendance),
  LIVESTORM_API_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\w.-]{16,}$/.test(value),
    'doit être un jeton d’API Livestorm (Account settings > Integrations > Public API)',
  ),
  LIVESTORM_API_URL: urlWithProtocols(['http:', 'https:']),
  ZOOM_ACCOUNT_ID: optionalText.refine(
    (value) => value === undefined || /^[\w-]+$/.test(value),
    'doit être un Account ID Zoom',
  ),
  ZOOM_CLIENT_ID: optionalText.refine(
    (value) => value === undefined || /^[\w-]+$/.test(value),
    'doit être un Client ID Zoom',
  ),
  ZOOM_CLIENT_SECRET: optionalText.refine(
    (value) => value === undefined || /^\S{8,}$/.test(value),
    'doit être un Client secret Zoom',
  ),
  ZOOM_API_URL: urlWithProtocols(['http:', 'https:']),
  ZOOM_OAUTH_URL: urlWithProtocols(['http:', 'https:']),
  WEBINAR_RETRY_DELAY_S: optionalText
    .default(String(DEFAULT_WEBINARS.retryDelaySeconds))
    .refine(
      (value) => /^\d{1,5}$/.test(value) && Number(value) >= 1,
      'doit être un nombre entier de secondes, au moins 1 (30 par défaut)',
    )
    .transform(Number),
  VAPID_PUBLIC_KEY: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9_-]{87}$/.test(value),
    'doit être une clé publique VAPID (87 caractères base64url)',
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9_-]{43}$/.test(value),
    'doit être une clé privée VAPID (43 caractères base64url)',
  ),
  VAPID_SUBJECT: optionalText.refine(
    (value) => value === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(value),
    'doit être une adresse mailto: ou une URL https:',
  ),
  NOTIFICATION_MAIL_DELAY_S: optionalText
    .default(String(DEFAULT_NOTIFICATION_MAIL_DELAY_S))
    .refine((value) => /^\d{1,7}$/.test(value), 'doit être un nombre entier de secondes (900 par défaut)')
    .transform(Number),
});

function seedDemoMode(value: string | undefined): SeedDemoMode {
  if (value === '1' || value === 'true') return 'always';
  if (value === '0' || value === 'false') return 'never';
  return 'auto';
}

function trustProxyValue(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === '0' || value === 'false') return false;
  return value === '1' || value === 'true' ? true : value;
}

function defaultPublicUrl(host: string, port: number): string {
  const reachableHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachableHost}:${port}`;
}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.COURSE_SITE_URL && !values.COURSE_SITE_SECRET) {
    throw new ConfigError(
      'Configuration invalide :\n- COURSE_SITE_SECRET est requis avec COURSE_SITE_URL (clé partagée avec le site de cours)',
    );
  }
  const learningMediaDir = values.LEARNING_MEDIA_DIR ? resolve(cwd, values.LEARNING_MEDIA_DIR) : null;
  if (learningMediaDir && !isDirectory(learningMediaDir)) {
    throw new ConfigError(`Configuration invalide :\n- LEARNING_MEDIA_DIR doit être un dossier existant`);
  }
  const isProduction = values.NODE_ENV === 'production';
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Configuration invalide :\n- VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble (npx web-push generate-vapid-keys)',
    );
  }
  const zoomKeys = [values.ZOOM_ACCOUNT_ID, values.ZOOM_CLIENT_ID, values.ZOOM_CLIENT_SECRET];
  if (zoomKeys.some(Boolean) && !zoomKeys.every(Boolean)) {
    throw new ConfigError(
      'Configuration invalide :\n- ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID et ZOOM_CLIENT_SECRET vont ensemble (une app Server-to-Server OAuth de Zoom)',
    );
  }
  const mailAddress = /<([^>]+)>/.exec(values.MAIL_FROM)?.[1] ?? values.MAIL_FROM;
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir: resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    databasePoolMax: values.DATABASE_POOL_MAX,
    redisUrl: values.REDIS_URL ?? null,
    ...(values.REALTIME_CHANNEL && { realtimeChannel: values.REALTIME_CHANNEL }),
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    mailAddress,
    publicUrl: (values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)).replace(/\/+$/, ''),
    seedDemo: seedDemoMode(values.SEED_DEMO),
    webDist: values.WEB_DIST ? resolve(cwd, values.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    trustProxy: trustProxyValue(values.TRUST_PROXY),
    isProduction,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'warn' : 'info'),
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    maxRequestsInFlight: values.MAX_REQUESTS_IN_FLIGHT,
    metricsToken: values.METRICS_TOKEN ?? null,
    drainDelayMs: values.DRAIN_DELAY_MS,
    notificationMailDelaySeconds: values.NOTIFICATION_MAIL_DELAY_S,
    vapid: {
      publicKey: values.VAPID_PUBLIC_KEY ?? null,
      privateKey: values.VAPID_PRIVATE_KEY ?? null,
      subject: values.VAPID_SUBJECT ?? `mailto:${mailAddress}`,
    },
    learningMediaDir,
    billing: {
      stripeSecretKey: values.STRIPE_SECRET_KEY ?? null,
      stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApiUrl: values.STRIPE_API_URL ?? null,
      graceDays: values.SHOP_GRACE_DAYS,
      seller: {
        name: values.SELLER_NAME ?? DEMO_SELLER.name,
        siren: values.SELLER_SIREN ?? DEMO_SELLER.siren,
        vatNumber: values.SELLER_VAT_NUMBER ?? DEMO_SELLER.vatNumber,
        address: values.SELLER_ADDRESS ?? DEMO_SELLER.address,
        postalCode: values.SELLER_POSTAL_CODE ?? DEMO_SELLER.postalCode,
        city: values.SELLER_CITY ?? DEMO_SELLER.city,
      },
    },
    webinars: {
      livestormApiToken: values.LIVESTORM_API_TOKEN ?? null,
      livestormApiUrl: (values.LIVESTORM_API_URL ?? DEFAULT_WEBINARS.livestormApiUrl).replace(/\/+$/, ''),
      zoom:
        values.ZOOM_ACCOUNT_ID && values.ZOOM_CLIENT_ID && values.ZOOM_CLIENT_SECRET
          ? {
              accountId: values.ZOOM_ACCOUNT_ID,
              clientId: values.ZOOM_CLIENT_ID,
              clientSecret: values.ZOOM_CLIENT_SECRET,
            }
          : null,
      zoomApiUrl: (values.ZOOM_API_URL ?? DEFAULT_WEBINARS.zoomApiUrl).replace(/\/+$/, ''),
      zoomOauthUrl: values.ZOOM_OAUTH_URL ?? DEFAULT_WEBINARS.zoomOauthUrl,
      retryDelaySeconds: values.WEBINAR_RETRY_DELAY_S,
    },
    courseSite: { url: values.COURSE_SITE_URL ?? null, secret: values.COURSE_SITE_SECRET ?? null },
    jobs: { schema: values.JOBS_SCHEMA },
    schedules: {
      dealReminders: values.CRON_DEAL_REMINDERS,
      purge: values.CRON_PURGE,
      shop: values.CRON_SHOP,
      accountClosures: values.CRON_ACCOUNT_CLOSURES,
      notificationMails: values.CRON_NOTIFICATION_MAILS,
      notificationDigest: values.CRON_NOTIFICATION_DIGEST,
      webinarAttendance: values.CRON_WEBINAR_ATTENDANCE,
    },
  };
}

/** Whether the built web app is there to be served. */
export function hasWebBuild(config: AppConfig): boolean {
  return existsSync(resolve(config.webDist, 'index.html'));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
