// Budget (issue 2): GET /api/me throughput on SQLite >= 40% of a bare Fastify hello-world, same run, same machine.
// Server pinned to core 0, load generator (autocannon) on core 1.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { cpuSeconds, freePort, login, root, startCampus, startPinned, stop } from './support.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Runs the load and measures the server's own CPU time per request: its capacity on one core. */
async function measure(child, url, headers) {
  const cpuBefore = cpuSeconds(child.pid);
  const result = await load(url, headers);
  const cpu = cpuSeconds(child.pid) - cpuBefore;
  return { result, microsecondsPerRequest: (cpu * 1e6) / result.requests.total };
}

const summary = ({ result, microsecondsPerRequest }) =>
  `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
  `${result.non2xx} non-2xx, ${result.errors} errors; server CPU ${microsecondsPerRequest.toFixed(1)} µs/request ` +
  `(capacity ${Math.round(1e6 / microsecondsPerRequest)} req/s on one core)`;

const helloPort = await freePort();
const hello = await startPinned({
  args: [join(root, 'bench/hello-world.mjs')],
  env: { PORT: String(helloPort) },
  healthUrl: `http://127.0.0.1:${helloPort}/api/health`,
});
await load(`http://127.0.0.1:${helloPort}/hello`); // warm-up
const helloResult = await measure(hello, `http://127.0.0.1:${helloPort}/hello`);
await stop(hello);

const campusPort = await freePort();
const campus = await startCampus({ port: campusPort });
const baseUrl = `http://127.0.0.1:${campusPort}`;
const token = await login(baseUrl, 'mdb@campus.test');
const headers = { authorization: `Bearer ${token}` };
await load(`${baseUrl}/api/me`, headers); // warm-up
const meResult = await measure(campus, `${baseUrl}/api/me`, headers);
await stop(campus);

// The load generator shares the machine: when it, not the server, is the ceiling, req/s flatter both sides
// alike. The server's CPU time per request is the capacity the budget is about.
const observedRatio = meResult.result.requests.average / helloResult.result.requests.average;
const capacityRatio = helloResult.microsecondsPerRequest / meResult.microsecondsPerRequest;
console.log(`Fastify hello-world : ${summary(helloResult)}`);
console.log(`GET /api/me (SQLite): ${summary(meResult)}`);
console.log(`observed req/s ratio /api/me / hello-world: ${(observedRatio * 100).toFixed(1)}%`);
console.log(
  `capacity ratio (server CPU per request) /api/me / hello-world: ${(capacityRatio * 100).toFixed(1)}% ` +
    `(budget >= 40%) ${capacityRatio >= 0.4 ? 'OK' : 'OVER BUDGET'}`,
);
if (meResult.result.non2xx > 0 || meResult.result.errors > 0) {
  console.log('GET /api/me answered errors during the run');
  process.exitCode = 1;
}
if (capacityRatio < 0.4) process.exitCode = 1;
