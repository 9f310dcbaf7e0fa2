import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** How the demo seed is decided: on an empty database outside production, always, or never. */
export type SeedDemoMode = 'auto' | 'always' | 'never';

export interface AppConfig {
  host: string;
  port: number;
  /** Holds `campus.sqlite` and `uploads/`. */
  dataDir: string;
  /** `postgres://...` selects PostgreSQL; null means SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** Set: realtime changes reach the sockets of every instance through Redis pub/sub. */
  redisUrl: string | null;
  /** The Redis channel of the realtime bus (default campus:realtime): instances of one product share it. */
  realtimeChannel?: string;
  /** Without it, mail goes to the log and the outbox table only. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where links in mails point, without a trailing slash. */
  publicUrl: string;
  seedDemo: SeedDemoMode;
  webDist: string;
  /** Fastify's trustProxy: true, or the comma-separated addresses/CIDRs of the load balancers. */
  trustProxy: boolean | string;
  isProduction: boolean;
  logLevel: 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

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

const envSchema = z.object({
  HOST: optionalText.default('127.0.0.1'),
  PORT: optionalText
    .default('3000')
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, 'doit être un numéro de port entre 0 et 65535')
    .transform(Number),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
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
  LOG_LEVEL: z
    .enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'], {
      error: 'doit valoir silent, fatal, error, warn, info, debug ou trace',
    })
    .optional(),
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
  const isProduction = values.NODE_ENV === 'production';
  return {
    host: values.HOST,
    port: values.PORT,
    dataDir: resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    redisUrl: values.REDIS_URL ?? null,
    ...(values.REALTIME_CHANNEL && { realtimeChannel: values.REALTIME_CHANNEL }),
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    publicUrl: (values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)).replace(/\/+$/, ''),
    seedDemo: seedDemoMode(values.SEED_DEMO),
    webDist: values.WEB_DIST ? resolve(cwd, values.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    trustProxy: trustProxyValue(values.TRUST_PROXY),
    isProduction,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
}

/** Whether the built web app is there to be served. */
export function hasWebBuild(config: AppConfig): boolean {
  return existsSync(resolve(config.webDist, 'index.html'));
}
