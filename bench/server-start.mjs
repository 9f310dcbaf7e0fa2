// Issue 10: start-up time of the server to its first `/api/health` answer, and its resident memory once idle,
// compiled (what `npm start` runs) beside tsx (TypeScript compiled at each start). Not a budget: figures side by side.
// Each run: a fresh process on an already-migrated SQLite store, pinned to core 0, production settings.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, median, root, serverArgs, stop } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const IDLE_MS = 3000;
const port = await freePort();
const healthUrl = `http://127.0.0.1:${port}/api/health`;
const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-start-'));

const residentMegabytes = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Starts the server, times its first health answer (polled every 5 ms), then reads its RSS after a quiet while. */
async function startOnce(args) {
  const startedAt = performance.now();
  const child = spawn('taskset', ['-c', '0', process.execPath, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (performance.now() - startedAt > 60_000) throw new Error(`${healthUrl} never answered`);
      const isUp = await fetch(healthUrl).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const startMs = performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { startMs, rssMb: residentMegabytes(child.pid) };
  } finally {
    await stop(child);
  }
}

const figures = {};
for (const runtime of ['tsx', 'compiled']) {
  const args = await serverArgs(runtime);
  await startOnce(args); // the first start migrates the store, and warms the disk cache
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await startOnce(args));
  figures[runtime] = { startMs: median(runs.map((r) => r.startMs)), rssMb: median(runs.map((r) => r.rssMb)) };
  console.log(
    `${runtime.padEnd(8)}: start-up to /api/health ${figures[runtime].startMs.toFixed(0)} ms, ` +
      `idle RSS ${figures[runtime].rssMb.toFixed(1)} MB (median of ${RUNS})`,
  );
}
const gain = (1 - figures.compiled.startMs / figures.tsx.startMs) * 100;
console.log(`compiled server: start-up ${gain.toFixed(0)}% faster than with tsx`);
