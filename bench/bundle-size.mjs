// Budget (issue 2): initial JavaScript of the login page and of the dashboard, gzip, at most 150 KB each.
// Loads each page in Chromium and sums the gzip size of every script it fetched.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, freePort, root, startCampus, stop } from './support.mjs';

const BUDGET_KB = 150;
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;

ensureChromium();
if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const server = await startCampus({ port, env: { NODE_ENV: 'production' } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function measure(page, action) {
  const scripts = new Map();
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a redirect has no body
    }
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  if (process.env.BENCH_VERBOSE) {
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${(size / 1024).toFixed(1)} KB ${url}`);
  }
  return [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
}

let isOverBudget = false;
const report = (name, kilobytes) => {
  const isOk = kilobytes <= BUDGET_KB;
  isOverBudget ||= !isOk;
  console.log(
    `${name}: ${kilobytes.toFixed(1)} KB gzip of JavaScript (budget ${BUDGET_KB} KB) ${isOk ? 'OK' : 'OVER BUDGET'}`,
  );
};

try {
  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  report('login page', await measure(loginPage, () => loginPage.goto(`${baseUrl}/login`)));

  // Sign in through the API, then open the dashboard in a fresh context with the stored session.
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'mdb@campus.test', password: 'campus-demo-2026' }),
  });
  const { token } = await response.json();
  const dashboardContext = await browser.newContext();
  await dashboardContext.addInitScript((apiToken) => {
    const key = 'campus.session';
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ apiToken }));
  }, token);
  const dashboardPage = await dashboardContext.newPage();
  report('dashboard', await measure(dashboardPage, () => dashboardPage.goto(`${baseUrl}/`)));
  const heading = await dashboardPage.getByRole('heading', { level: 1 }).first().textContent();
  console.log(`(dashboard heading seen: ${heading?.trim()})`);
} finally {
  await browser.close();
  await stop(server);
}
if (isOverBudget) process.exitCode = 1;
