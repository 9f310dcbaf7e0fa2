// Where a signed-in first load spends its main thread, page by page: a profiler beside bench/lighthouse.mjs, whose
// budgets (issues 10 and 34) it helps to work on, with no budget of its own. Debian's Chromium with the CPU 4x slower
// and the network of Lighthouse's mobile preset applied (devtools throttling), a fresh profile and a cold cache per
// run, the member's session stored. Each run prints its FCP, its LCP with the element painted (Lighthouse 12's own LCP
// element audit fails on Debian's current Chromium), and the main thread's long tasks after the first paint (the ones
// TBT counts: each one's time past 50 ms), each with the functions that filled it, from a CPU profile. A build made
// with `npx vite build --sourcemap` (in apps/web) names the functions by their sources; a plain build by its chunks.
// FIRST_LOAD_PAGES=/,/mes-evenements picks the pages, FIRST_LOAD_RUNS=2 the runs of each.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { ensureServerBuild, ensureWebBuild } from '../scripts/builds.mjs';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  ensureChromium,
  freePort,
  login,
  root,
  startCampus,
  stop,
  storeSession,
} from './support.mjs';

const PAGES = (process.env.FIRST_LOAD_PAGES ?? '/,/mon-suivi/messages,/mon-suivi/calendrier,/mes-evenements').split(
  ',',
);
const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 1);
/** Lighthouse 12's mobile preset as devtools throttling applies it (its simulation's 150 ms and 1.6 Mbps, adjusted). */
const NETWORK = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's long task: the part of a task past it blocks input (TBT). */
const LONG_TASK_MS = 50;
const SAMPLING_US = 500;

const sourceMaps = new Map();
/** A profile frame named by its source when the build has maps (`name src/file.tsx:line`), by its chunk otherwise. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  const name = functionName || '(anonymous)';
  if (!url.includes('/assets/')) return url ? `${name} ${url.split('/').pop()}` : name;
  const file = join(root, 'apps/web/dist', new URL(url).pathname);
  if (!sourceMaps.has(file)) {
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  }
  const entry = sourceMaps.get(file)?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return `${name} ${url.split('/').pop()}`;
  const source = entry.originalSource.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return `${entry.name ?? name} ${source}:${entry.originalLine + 1}`;
}

/** The profile's busy stretches (samples between idle ones), with their samples: the main thread's tasks. */
function tasksOf(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const tasks = [];
  let task = null;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    const node = nodes.get(id);
    if (node.callFrame.functionName === '(idle)') {
      task = null;
      return;
    }
    if (!task) tasks.push((task = { startUs: time - profile.startTime, endUs: 0, stacks: [] }));
    task.endUs = time - profile.startTime;
    const stack = [];
    for (let frame = node; frame; frame = parents.get(frame.id)) stack.push(frame.callFrame);
    task.stacks.push(stack);
  });
  return tasks.map((each) => ({ ...each, ms: (each.endUs - each.startUs) / 1000 }));
}

/** The functions that filled a task: by their own time, and the app's own (src/) by the time spent under them. */
function describe(task) {
  const own = new Map();
  const app = new Map();
  for (const stack of task.stacks) {
    const self = frameName(stack[0]);
    own.set(self, (own.get(self) ?? 0) + 1);
    for (const name of new Set(stack.map(frameName).filter((each) => each.includes(' src/')))) {
      app.set(name, (app.get(name) ?? 0) + 1);
    }
  }
  const top = (counts) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, count]) => `${Math.round((100 * count) / task.stacks.length)}% ${name}`)
      .join(' | ');
  return { own: top(own), app: top(app) };
}

async function firstLoad(browser, baseUrl, path) {
  const token = await login(baseUrl, 'mdb@campus.test');
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  const cdp = await storeSession(page, baseUrl, token);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(() => {
    const seen = (globalThis.firstLoadPaints = { fcp: null, lcp: null });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const text = (entry.element?.textContent ?? '').trim().replace(/\s+/g, ' ');
        seen.lcp = { ms: entry.startTime, tag: entry.element?.tagName ?? '?', text: text.slice(0, 60) };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const { profile } = await cdp.send('Profiler.stop');
  const paints = await page.evaluate(() => globalThis.firstLoadPaints);
  await context.close();
  return { paints, tasks: tasksOf(profile) };
}

ensureChromium();
ensureWebBuild();
await ensureServerBuild();
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = await startCampus({ port, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } });
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  // puppeteer adds its own headless flag.
  args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
  headless: true,
});
try {
  for (const path of PAGES) {
    for (let run = 1; run <= RUNS; run += 1) {
      const { paints, tasks } = await firstLoad(browser, baseUrl, path);
      const long = tasks.filter((task) => task.ms > LONG_TASK_MS);
      // The profile starts right before the navigation, the page's time at it: FCP is read on the profile's clock.
      const afterPaint = long.filter((task) => task.endUs / 1000 > (paints.fcp ?? 0));
      const blocking = afterPaint.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
      const lcp = paints.lcp
        ? `${(paints.lcp.ms / 1000).toFixed(2)} s <${paints.lcp.tag}> « ${paints.lcp.text} »`
        : '?';
      console.log(
        `${path} run ${run}: FCP ${((paints.fcp ?? NaN) / 1000).toFixed(2)} s, LCP ${lcp}, ` +
          `${afterPaint.length} long tasks after it, ${Math.round(blocking)} ms blocking (at ${CPU_SLOWDOWN}x CPU)`,
      );
      for (const task of afterPaint) {
        const { own, app } = describe(task);
        console.log(`  ${(task.startUs / 1e6).toFixed(2)} s, ${Math.round(task.ms)} ms: ${own}`);
        if (app) console.log(`    under: ${app}`);
      }
    }
  }
} finally {
  await browser.close();
  await stop(server);
}
