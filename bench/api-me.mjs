// Budget (issue 2): GET /api/me throughput on SQLite >= 40% of a bare Fastify hello-world, same run, same machine.
// Server pinned to core 0, load generator (autocannon) on core 1.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { login, root, startCampus, startPinned, stop } from './support.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (result) =>
  `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
  `${result.non2xx} non-2xx, ${result.errors} errors`;

const helloPort = 3201;
const hello = await startPinned({
  args: [join(root, 'bench/hello-world.mjs')],
  env: { PORT: String(helloPort) },
  healthUrl: `http://127.0.0.1:${helloPort}/api/health`,
});
await load(`http://127.0.0.1:${helloPort}/hello`); // warm-up
const helloResult = await load(`http://127.0.0.1:${helloPort}/hello`);
await stop(hello);

const campusPort = 3202;
const campus = await startCampus({ port: campusPort });
const baseUrl = `http://127.0.0.1:${campusPort}`;
const token = await login(baseUrl, 'mdb@campus.test');
const headers = { authorization: `Bearer ${token}` };
await load(`${baseUrl}/api/me`, headers); // warm-up
const meResult = await load(`${baseUrl}/api/me`, headers);
await stop(campus);

const ratio = meResult.requests.average / helloResult.requests.average;
console.log(`Fastify hello-world : ${summary(helloResult)}`);
console.log(`GET /api/me (SQLite): ${summary(meResult)}`);
console.log(
  `ratio /api/me / hello-world: ${(ratio * 100).toFixed(1)}% (budget >= 40%) ${ratio >= 0.4 ? 'OK' : 'OVER BUDGET'}`,
);
if (meResult.non2xx > 0 || meResult.errors > 0) {
  console.log('GET /api/me answered errors during the run');
  process.exitCode = 1;
}
