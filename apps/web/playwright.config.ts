import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

// Chosen once by the runner; its workers load this file again and inherit the variable, so all share one server.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// Shared the same way: the members journey reads the invitation mail from the server's outbox in this folder.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'campus-e2e-')));
// The journeys' server counts the requests it sheds; e2e/no-shedding.teardown.ts reads the count at the end.
process.env.E2E_METRICS_TOKEN ??= `e2e-${Math.random().toString(36).slice(2)}-metrics`;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/no-shedding.teardown.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker would precache the whole build in each journey's fresh browser: only the installable app's
    // journey (installable-app.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // air@'s unsigned contract blocks every page until signed: its signing journey runs first, through the real page
    // (e2e/contract-signing.setup.ts), then the other journeys may sign in as air@.
    {
      name: 'contract-signing',
      testMatch: /contract-signing\.setup\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      dependencies: ['contract-signing'],
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (built first when missing or stale, e.g. in a fresh clone).
    command: 'node scripts/start.mjs',
    cwd: join(import.meta.dirname, '../..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // Its warnings and errors (LOG_LEVEL warn under test), e.g. why a request was shed, go with the journeys' output.
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      NODE_ENV: 'test',
      // Load shedding stays on, as in production: the browser and the tests share the machine with the server, and
      // a member must never see a 503 while the server itself has headroom (checked at the end by the teardown).
      METRICS_TOKEN: process.env.E2E_METRICS_TOKEN,
      // A registration refused by the webinar sandbox fails after its retries within seconds (webinars.spec.ts).
      WEBINAR_RETRY_DELAY_S: '1',
    },
  },
});
