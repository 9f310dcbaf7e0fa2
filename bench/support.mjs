// Shared bench plumbing: start the Campus server (or any Node script) pinned to one core, wait for it, stop it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, root, serverEntry } from '../scripts/builds.mjs';

export { root };
// Benches start their servers on a free port: a Campus already running cannot skew or break them.
export { freePort } from '../scripts/free-port.mjs';

/** Debian's Chromium, headless, with nothing reaching the network on its own (the browser tests use the same). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Installs Debian's Chromium when the machine lacks it, as `npm test` does (scripts/ensure-chromium.sh): without it
 * chrome-launcher waits forever instead of failing.
 */
export function ensureChromium() {
  execFileSync('bash', [join(root, 'scripts/ensure-chromium.sh')], { stdio: 'inherit' });
}

/** How to run the server: `compiled` (what `npm start` runs) or `tsx` (its TypeScript compiled at start). */
export async function serverArgs(runtime = 'compiled') {
  if (runtime === 'tsx') return ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
  await ensureServerBuild();
  return [serverEntry];
}

/**
 * Pins this process, all its threads, to one core: a bench's load side on core 1 beside the server it measures on core
 * 0, however the bench was started (`npm run bench` pins it too). Unpinned, the kernel may wake the load on the
 * server's core and charge the server for the switches.
 */
export function pinToCore(core) {
  execFileSync('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
}

/** Runs `node args` on core `cpu` (taskset), with env, in `cwd`, and resolves once `healthUrl` answers. */
export async function startPinned({ args, env = {}, cpu = 0, healthUrl, cwd = root }) {
  const child = spawn('taskset', ['-c', String(cpu), process.execPath, ...args], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(healthUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${healthUrl} never answered`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Starts the real (compiled) server on a fresh, seeded SQLite DATA_DIR: this checkout's, or the bundle `entry` of
 * another commit (bench/prepare-baseline.sh), run from its own checkout `cwd`.
 */
export async function startCampus({ port, cpu = 0, env = {}, entry, cwd = root, nodeArgs = [] }) {
  return startPinned({
    args: [...nodeArgs, ...(entry ? [entry] : await serverArgs())],
    cwd,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'campus-bench-')),
      SEED_DEMO: '1',
      ...env,
    },
    cpu,
    healthUrl: `http://127.0.0.1:${port}/api/health`,
  });
}

export async function login(baseUrl, email, password = 'campus-demo-2026') {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()).token;
}

/**
 * Signs a browser page's origin in as the web app does (the session apps/web/src/lib/session.ts keeps in localStorage)
 * and empties the HTTP cache: the next navigation is a signed-in member's first load. Returns the page's CDP session.
 */
export async function storeSession(page, baseUrl, apiToken) {
  await page.goto(`${baseUrl}/api/health`); // an answer that is never cached, to reach the origin's storage
  const session = {
    apiToken,
    lmsToken: null,
    lmsTarget: null,
    channels: [],
    activeChannel: null,
    collectionDisplay: 'grid',
    levelsLastUpdate: {},
  };
  await page.evaluate((stored) => localStorage.setItem('campus.session', JSON.stringify(stored)), session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  return cdp;
}

/** The middle value of a bench's repeated runs (the upper middle for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU seconds (user + system) a process has used so far, from /proc (Linux clock ticks of 1/100 s). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
