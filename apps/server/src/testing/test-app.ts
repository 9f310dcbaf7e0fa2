import { DEFAULT_GRACE_DAYS } from '@campus/domain/shop';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/demo-members.js';
import {
  DEFAULT_JOBS_SCHEMA,
  DEFAULT_SCHEDULES,
  DEMO_SELLER,
  type AppConfig,
  type JobsConfig,
} from '../platform/config.js';

export interface TestApp {
  /** The app (after `restart`, the new one). */
  readonly app: FastifyInstance;
  config: AppConfig;
  /** Signs in with the demo password and returns the bearer token. */
  signIn(email: string, options?: { ip?: string }): Promise<string>;
  /** Closes the app and builds a new one on the same data (DATA_DIR, schema): what a restart keeps. Not ready yet. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const isPostgresRun = process.env.TEST_DIALECT === 'postgres';

/** A config for tests: silent, demo data seeded, no web build, everything in a temp DATA_DIR. */
function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl: null,
    databasePoolMax: 10,
    redisUrl: null,
    smtpUrl: null,
    mailFrom: 'Campus <ne-pas-repondre@campus.test>',
    mailAddress: 'ne-pas-repondre@campus.test',
    vapid: { publicKey: null, privateKey: null, subject: 'mailto:ne-pas-repondre@campus.test' },
    publicUrl: 'http://campus.test',
    seedDemo: 'always',
    webDist: join(dataDir, 'no-web-build'),
    trustProxy: false,
    isProduction: false,
    logLevel: 'silent',
    // Tests share a loaded machine: shedding would answer them 503 at random (load-shedding.test.ts turns it on).
    maxEventLoopDelayMs: 0,
    maxRequestsInFlight: 0,
    billing: {
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripeApiUrl: null,
      graceDays: DEFAULT_GRACE_DAYS,
      seller: DEMO_SELLER,
    },
    courseSite: { url: null, secret: null },
    jobs: { schema: DEFAULT_JOBS_SCHEMA },
    schedules: DEFAULT_SCHEDULES,
    ...overrides,
  };
}

/**
 * A unique PostgreSQL schema per test app, so test files run in parallel without seeing each other, and one beside it
 * for its background jobs (pg-boss), dropped with it.
 */
async function createPostgresSchema(): Promise<{ databaseUrl: string; jobsSchema: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const jobsSchema = `${schema}_jobs`;
  return {
    databaseUrl: url.toString(),
    jobsSchema,
    async drop() {
      await admin.query(`drop schema if exists ${jobsSchema} cascade`);
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** What a test may set of the config: any of it, the jobs' settings one by one. */
export type TestConfigOverrides = Partial<Omit<AppConfig, 'jobs'>> & { jobs?: Partial<JobsConfig> };

/** An app on a temp DATA_DIR and, in the PostgreSQL run, its own schema (unless `databaseUrl` names one to share). */
export async function createTestApp(overrides: TestConfigOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-'));
  const postgres = isPostgresRun && overrides.databaseUrl === undefined ? await createPostgresSchema() : null;
  const config = testConfig(dataDir, {
    databaseUrl: postgres?.databaseUrl ?? null,
    ...overrides,
    jobs: { schema: postgres?.jobsSchema ?? DEFAULT_JOBS_SCHEMA, ...overrides.jobs },
  });
  let app = await buildApp(config).catch(async (error: unknown) => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    get app() {
      return app;
    },
    config,
    async signIn(email, { ip } = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
        ...(ip && { remoteAddress: ip }),
      });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async restart() {
      await app.close();
      app = await buildApp(config);
      return app;
    },
    async close() {
      await app.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(field: string, fileName: string, contentType: string, content: Buffer) {
  const boundary = `----campus${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function errorBody(response: LightMyRequestResponse): { error: string; errors?: Record<string, string[]> } {
  return response.json();
}
