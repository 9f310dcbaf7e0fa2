import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_WEBINARS, DEMO_SELLER, loadConfig } from './config.js';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/campus');

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:3000, ./data, SQLite and the server as its own public URL', () => {
    const config = load({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: '/srv/campus/data',
      databaseUrl: null,
      databasePoolMax: 10,
      redisUrl: null,
      smtpUrl: null,
      publicUrl: 'http://127.0.0.1:3000',
      seedDemo: 'auto',
      trustProxy: false,
      isProduction: false,
    });
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../../web/dist'));
  });

  it('reads every variable', () => {
    const config = load({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/campus',
      DATABASE_URL: 'postgres://campus@db:5432/campus',
      DATABASE_POOL_MAX: '40',
      REDIS_URL: 'redis://cache:6379',
      REALTIME_CHANNEL: 'campus-prod:realtime',
      SMTP_URL: 'smtps://user:secret@smtp.example.org:465',
      PUBLIC_URL: 'https://campus.example.org/',
      SEED_DEMO: 'false',
      WEB_DIST: 'web',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/var/lib/campus',
      databaseUrl: 'postgres://campus@db:5432/campus',
      databasePoolMax: 40,
      redisUrl: 'redis://cache:6379',
      realtimeChannel: 'campus-prod:realtime',
      smtpUrl: 'smtps://user:secret@smtp.example.org:465',
      publicUrl: 'https://campus.example.org',
      seedDemo: 'never',
      webDist: '/srv/campus/web',
      isProduction: true,
    });
  });

  it.each([
    ['1', 'always'],
    ['true', 'always'],
    ['0', 'never'],
    ['', 'auto'],
  ])('reads SEED_DEMO=%s as %s', (value, mode) => {
    expect(load({ SEED_DEMO: value }).seedDemo).toBe(mode);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/campus'],
    ['DATABASE_POOL_MAX', '0'],
    ['DATABASE_POOL_MAX', 'beaucoup'],
    ['REDIS_URL', 'cache:6379'],
    ['SMTP_URL', 'http://smtp'],
    ['PUBLIC_URL', 'campus.example.org'],
    ['SEED_DEMO', 'peut-être'],
    ['MAX_EVENT_LOOP_DELAY_MS', 'beaucoup'],
    ['MAX_REQUESTS_IN_FLIGHT', '-1'],
    ['STRIPE_SECRET_KEY', 'pk_test_123'],
    ['SELLER_SIREN', '12345'],
    ['SELLER_VAT_NUMBER', 'DE123456789'],
    ['COURSE_SITE_URL', 'ftp://cours.example.org'],
    ['COURSE_SITE_SECRET', 'trop-court'],
    ['METRICS_TOKEN', 'court'],
    ['DRAIN_DELAY_MS', '9000'],
  ])('names the bad variable %s=%s in a French message', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(new RegExp(`Configuration invalide :\\n- ${name} `));
  });

  it("targets Campus's own classroom without a course site, and needs the signing key with one", () => {
    expect(load({}).courseSite).toEqual({ url: null, secret: null });
    const secret = 'x'.repeat(32);
    expect(load({ COURSE_SITE_URL: 'https://cours.example.org', COURSE_SITE_SECRET: secret }).courseSite).toEqual({
      url: 'https://cours.example.org',
      secret,
    });
    expect(() => load({ COURSE_SITE_URL: 'https://cours.example.org' })).toThrow(/COURSE_SITE_SECRET est requis/);
  });

  it('sheds load past 50 ms of event loop lag unless told otherwise; 0 never sheds', () => {
    expect(load({}).maxEventLoopDelayMs).toBe(50);
    expect(load({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
    expect(load({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
  });

  it('sheds requests past 64 running at once unless told otherwise; 0 never sheds', () => {
    expect(load({}).maxRequestsInFlight).toBe(64);
    expect(load({ MAX_REQUESTS_IN_FLIGHT: '200' }).maxRequestsInFlight).toBe(200);
    expect(load({ MAX_REQUESTS_IN_FLIGHT: '0' }).maxRequestsInFlight).toBe(0);
  });

  it('closes at once on SIGTERM unless told to wait for a load balancer', () => {
    expect(load({}).drainDelayMs).toBe(0);
    expect(load({ DRAIN_DELAY_MS: '2000' }).drainDelayMs).toBe(2000);
  });

  it('serves no metrics without a token of at least 16 characters', () => {
    expect(load({}).metricsToken).toBeNull();
    expect(load({ METRICS_TOKEN: 'p'.repeat(16) }).metricsToken).toBe('p'.repeat(16));
  });

  it('has no learning media directory by default, and refuses one that does not exist', () => {
    expect(load({}).learningMediaDir).toBeNull();
    expect(load({ LEARNING_MEDIA_DIR: '/tmp' }).learningMediaDir).toBe('/tmp');
    expect(() => load({ LEARNING_MEDIA_DIR: '/nulle-part/medias' })).toThrow('LEARNING_MEDIA_DIR');
  });

  it('bills with the sandbox and the demo seller by default, with Stripe and the seller of the environment when set', () => {
    expect(load({}).billing).toEqual({
      stripeSecretKey: null,
      stripeWebhookSecret: null,
      stripeApiUrl: null,
      graceDays: 7,
      seller: DEMO_SELLER,
    });
    const billing = load({
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_test123',
      SHOP_GRACE_DAYS: '10',
      SELLER_NAME: 'Exemple SAS',
      SELLER_SIREN: '123456782',
      SELLER_VAT_NUMBER: 'FR00123456782',
      SELLER_ADDRESS: '1 rue Exemple',
      SELLER_POSTAL_CODE: '69001',
      SELLER_CITY: 'Lyon',
    }).billing;
    expect(billing).toEqual({
      stripeSecretKey: 'sk_test_51Abc',
      stripeWebhookSecret: 'whsec_test123',
      stripeApiUrl: null,
      graceDays: 10,
      seller: {
        name: 'Exemple SAS',
        siren: '123456782',
        vatNumber: 'FR00123456782',
        address: '1 rue Exemple',
        postalCode: '69001',
        city: 'Lyon',
      },
    });
  });

  it('registers with the sandbox by default, with Livestorm and Zoom when their keys are set (all three for Zoom)', () => {
    expect(load({}).webinars).toEqual(DEFAULT_WEBINARS);
    const webinars = load({
      LIVESTORM_API_TOKEN: 'ls-token-0123456789abcdef',
      LIVESTORM_API_URL: 'http://127.0.0.1:4010/v1/',
      ZOOM_ACCOUNT_ID: 'acc-1',
      ZOOM_CLIENT_ID: 'client-1',
      ZOOM_CLIENT_SECRET: 'secret-0123456789',
      ZOOM_API_URL: 'http://127.0.0.1:4011/v2',
      ZOOM_OAUTH_URL: 'http://127.0.0.1:4011/oauth/token',
      WEBINAR_RETRY_DELAY_S: '2',
      CRON_WEBINAR_ATTENDANCE: '0 * * * *',
    });
    expect(webinars.webinars).toEqual({
      livestormApiToken: 'ls-token-0123456789abcdef',
      livestormApiUrl: 'http://127.0.0.1:4010/v1',
      zoom: { accountId: 'acc-1', clientId: 'client-1', clientSecret: 'secret-0123456789' },
      zoomApiUrl: 'http://127.0.0.1:4011/v2',
      zoomOauthUrl: 'http://127.0.0.1:4011/oauth/token',
      retryDelaySeconds: 2,
    });
    expect(webinars.schedules.webinarAttendance).toBe('0 * * * *');
    expect(() => load({ ZOOM_ACCOUNT_ID: 'acc-1', ZOOM_CLIENT_ID: 'client-1' })).toThrow('ZOOM_CLIENT_SECRET');
    expect(() => load({ LIVESTORM_API_URL: 'ftp://livestorm' })).toThrow('LIVESTORM_API_URL');
    expect(() => load({ WEBINAR_RETRY_DELAY_S: '0' })).toThrow('WEBINAR_RETRY_DELAY_S');
  });

  it('keeps jobs in the pgboss schema and runs the deal reminders daily at 07:00 and the purge hourly, unless set', () => {
    expect(load({})).toMatchObject({
      jobs: { schema: 'pgboss' },
      schedules: { dealReminders: '0 7 * * *', purge: '0 * * * *' },
    });
    expect(
      load({ JOBS_SCHEMA: 'campus_jobs', CRON_DEAL_REMINDERS: '30 6 * * 1-5', CRON_PURGE: '*/15 * * * *' }),
    ).toMatchObject({
      jobs: { schema: 'campus_jobs' },
      schedules: { dealReminders: '30 6 * * 1-5', purge: '*/15 * * * *' },
    });
    expect(() => load({ CRON_PURGE: 'toutes les heures' })).toThrow('CRON_PURGE doit être une expression cron');
    expect(() => load({ JOBS_SCHEMA: 'jobs; drop table users' })).toThrow('JOBS_SCHEMA');
  });
});
