// Budget (issues 3 and 29): with the server on core 0 and this load on core 1, N connected members each subscribed to
// their discussions (list + messages), messages posted at a steady rate into discussions of 2 to 50 members.
// Prints, per server, post -> receive p50/p99, failed posts, deliveries/s, server CPU seconds per 1,000 deliveries and
// RSS per idle subscribed socket. The servers compared are this checkout's and the bundles of REALTIME_BASELINES
// (default 952abb3, the realtime baseline, and 1c0f6bb, "today" in issue 29; built by bench/prepare-baseline.sh),
// run alternately (REALTIME_ROUNDS rounds, each starting with another server) on the same machine in the same run, so
// the ratios printed hold whatever the machine's speed. Then a bare `ws` server fanning the same frames out to the
// same rooms on one core (the physical limit), and an overload run (issue 9): posts at 800/s, more than one core can
// take; the server sheds (503 + Retry-After) instead of queueing (accepted p99 <= 1 s).
// REALTIME_SOCKETS=20000 instead connects that many authenticated, subscribed sockets to this checkout's server
// (the open-files limit raised to the hard limit, which caps the count) and prints their RSS.
// REALTIME_MEMBERS=5000 REALTIME_SECONDS=60 for the issue's larger run; REALTIME_PROFILE=dir writes the current
// server's CPU profile (--cpu-prof) there. Each server is posted to as its web client posts: this checkout's over the
// members' realtime sockets, the baselines' over HTTP (REALTIME_POST=http posts to this checkout over HTTP too). The
// overload run posts over HTTP, where the shedding is measured.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { cpuSeconds, freePort, median, pinToCore, root, startCampus, startPinned, stop } from './support.mjs';

// The load on core 1, beside the server on core 0.
pinToCore(1);

const MEMBERS = Number(process.env.REALTIME_MEMBERS ?? 1000);
const SECONDS = Number(process.env.REALTIME_SECONDS ?? 20);
const RATE = Number(process.env.REALTIME_RATE ?? 200);
const ROUNDS = Number(process.env.REALTIME_ROUNDS ?? 2);
/**
 * Seconds each server is posted to at the steady rate before its steady run is measured: the JIT compiles the post's
 * path meanwhile (perf: compilations were 17% of a server's CPU in the first five seconds of a run, 1 to 3% after ten).
 * The warm-up's own CPU per delivery is printed too (`first 10 s`); REALTIME_WARMUP_SECONDS=0 measures from the start.
 */
const WARMUP_SECONDS = Number(process.env.REALTIME_WARMUP_SECONDS ?? 10);
const BASELINES = (process.env.REALTIME_BASELINES ?? '952abb3,1c0f6bb').split(',').filter(Boolean);
const SOCKETS = process.env.REALTIME_SOCKETS ? Number(process.env.REALTIME_SOCKETS) : null;
const PROFILE_DIR = process.env.REALTIME_PROFILE ?? null;
/** REALTIME_PERF=file records the current server's steady run with Linux perf (kernel included), for `perf report`. */
const PERF_FILE = process.env.REALTIME_PERF ?? null;
const MIN_SIZE = 2;
const MAX_SIZE = Number(process.env.REALTIME_MAX_GROUP ?? 50);
const BUDGET_P99_MS = 50;
const BUDGET_MEMBERS = 1000;
/** Issue 29: at most 952abb3's RSS per idle socket, and at most 8 KB. */
const BUDGET_RSS_KB = 8;
/** Issue 29: server CPU per delivered message at least 2x lower than 1c0f6bb's. */
const BUDGET_CPU_RATIO = 0.5;
const CPU_BASELINE = '1c0f6bb';
const RSS_BASELINE = '952abb3';
const OVERLOAD_RATE = Number(process.env.REALTIME_OVERLOAD_RATE ?? 800);
const OVERLOAD_SECONDS = Number(process.env.REALTIME_OVERLOAD_SECONDS ?? 10);
const BUDGET_OVERLOAD_P99_MS = 1000;
/** The overload run posts through a keep-alive pool, as a reverse proxy does (see postThroughPool). */
const OVERLOAD_CONNECTIONS = Number(process.env.REALTIME_OVERLOAD_CONNECTIONS ?? 64);
const CURRENT = 'current';
/** How this checkout's server is posted to in the steady runs: `socket` (its web client's way) or `http`. */
const POST_WAY = process.env.REALTIME_POST ?? 'socket';
/** Baselines that also take posts over their sockets (commits from 2026-11 on), for an A/B of this checkout's change. */
const SOCKET_BASELINES = new Set((process.env.REALTIME_SOCKET_BASELINES ?? '').split(',').filter(Boolean));
const postsOverSocket = (target) =>
  target.name === CURRENT ? POST_WAY === 'socket' : SOCKET_BASELINES.has(target.name);
const postWayOf = (target) => (postsOverSocket(target) ? postOverSocket : postWithFetch);

// REALTIME_TMP=/dev/shm takes the disk out of the figures (the embedded store fsyncs its WAL checkpoints).
const tmpRoot = process.env.REALTIME_TMP ?? tmpdir();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const verdict = (isOk) => (isOk ? 'OK' : 'OVER BUDGET');

/** A seeded pseudo-random generator: the same discussions on every run. */
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** The server bundle of a target: this checkout's (built when stale) or a baseline's. */
function targetOf(name) {
  if (name === CURRENT) return { name };
  const cwd = join(root, 'bench/.baseline', name);
  const entry = join(cwd, 'apps/server/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run bench/prepare-baseline.sh first`);
  return { name, entry, cwd };
}

/** The bench members and their discussions of 2..50 members: the same on every run. */
function groupMembers(count) {
  seed = 42;
  const members = Array.from({ length: count }, (_, index) => ({
    uid: `bench-${String(index).padStart(6, '0')}`,
    token: randomBytes(32).toString('base64url'),
    discussionIds: [],
  }));
  const discussions = [];
  for (let start = 0; start < members.length;) {
    const size = Math.min(MIN_SIZE + Math.floor(random() * (MAX_SIZE - MIN_SIZE + 1)), members.length - start);
    if (size < MIN_SIZE) break;
    const id = `bench-discussion-${discussions.length}`;
    const memberUids = members.slice(start, start + size).map((member) => member.uid);
    for (const member of members.slice(start, start + size)) member.discussionIds.push(id);
    discussions.push({ id, memberUids });
    start += size;
  }
  return { members, discussions };
}

/** The bench members, their tokens and discussions, written straight into the server's SQLite file. */
function createMembers(dataDir, count) {
  const { members, discussions } = groupMembers(count);
  const db = new Database(join(dataDir, 'campus.sqlite'));
  db.pragma('busy_timeout = 10000');
  const { password_hash: passwordHash } = db.prepare('select password_hash from users limit 1').get();
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const insertUser = db.prepare(
    `insert into users (uid, email, password_hash, firstname, lastname, created_at, updated_at, is_customer)
     values (?, ?, ?, 'Membre', 'Bench', ?, ?, 1)`,
  );
  const insertChannel = db.prepare(`insert into user_channels (uid, channel) values (?, 'immobilier')`);
  const insertToken = db.prepare(
    'insert into auth_tokens (token_hash, uid, expires_at, created_at) values (?, ?, ?, ?)',
  );
  const insertDiscussion = db.prepare(
    `insert into discussions (id, type, channel, created_by, created_at, last_activity_at)
     values (?, 'GROUP', 'immobilier', ?, ?, ?)`,
  );
  // Servers before migration 0017 kept a copy of the discussion's last activity in each member row.
  const hasMemberActivity = db
    .prepare('select name from pragma_table_info(?)')
    .all('discussion_members')
    .some((column) => column.name === 'last_activity_at');
  const insertMember = hasMemberActivity
    ? db.prepare(
        `insert into discussion_members (discussion_id, uid, role, state, channel, last_activity_at)
         values (?, ?, 'admin', 'active', 'immobilier', ?)`,
      )
    : db.prepare(
        `insert into discussion_members (discussion_id, uid, role, state, channel)
         values (?, ?, 'admin', 'active', 'immobilier')`,
      );
  db.transaction(() => {
    for (const member of members) {
      insertUser.run(member.uid, `${member.uid}@bench.test`, passwordHash, now, now);
      insertChannel.run(member.uid);
      insertToken.run(createHash('sha256').update(member.token).digest('hex'), member.uid, expires, now);
    }
    for (const discussion of discussions) {
      insertDiscussion.run(discussion.id, discussion.memberUids[0], now, now);
      for (const uid of discussion.memberUids)
        insertMember.run(discussion.id, uid, ...(hasMemberActivity ? [now] : []));
    }
  })();
  db.close();
  return { members, discussions };
}

/** Connections the server shed (503) while members connected, each retried like the web client's reconnect. */
let shedConnections = 0;

/**
 * One member's tab: authenticates, subscribes to its discussions and their messages, records what arrives.
 * A shed upgrade (503) is tried again after its Retry-After, as the web app's realtime client reconnects.
 */
function connectMember(port, member, onMessageAdded) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`);
    let snapshots = 0;
    const expected = 1 + member.discussionIds.length;
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      if (response.statusCode !== 503) return reject(new Error(`realtime upgrade: ${response.statusCode}`));
      shedConnections += 1;
      const delayMs = Number(response.headers['retry-after'] ?? 1) * 1000 * (1 + random());
      setTimeout(() => connectMember(port, member, onMessageAdded).then(resolve, reject), delayMs);
    });
    member.socket = socket;
    member.posts = new Map();
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: member.token })));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'ready') {
        socket.send(
          JSON.stringify({
            type: 'subscribe',
            id: 'list',
            query: { kind: 'discussions', channel: 'immobilier', state: 'member' },
          }),
        );
        for (const discussionId of member.discussionIds) {
          socket.send(
            JSON.stringify({ type: 'subscribe', id: discussionId, query: { kind: 'messages', discussionId } }),
          );
        }
      } else if (message.type === 'snapshot') {
        snapshots += 1;
        if (snapshots === expected) resolve(socket);
      } else if (message.type === 'changes' && message.id !== 'list') {
        for (const change of message.changes) if (change.type === 'added') onMessageAdded(member, change.document.text);
      } else if (message.type === 'posted' || message.type === 'refused') {
        member.posts.get(message.id)?.(message.type === 'posted' ? 201 : message.status);
        member.posts.delete(message.id);
      } else if (message.type === 'error') {
        reject(new Error(message.message));
      }
    });
  });
}

/** Connects every member, 50 at a time. */
async function connectAll(port, members, onMessageAdded) {
  const sockets = [];
  for (let index = 0; index < members.length; index += 50) {
    const batch = members.slice(index, index + 50);
    sockets.push(...(await Promise.all(batch.map((member) => connectMember(port, member, onMessageAdded)))));
  }
  return sockets;
}

const postUrl = (port, discussion) => `http://127.0.0.1:${port}/api/discussions/${discussion.id}/messages`;

/** A post with fetch: a connection per concurrent post, as many browsers would open. */
const postWithFetch = (port, author, discussion, text) =>
  fetch(postUrl(port, discussion), {
    method: 'POST',
    headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

/**
 * A post over the author's realtime socket, as today's web client sends it (issue 29): answered `posted` (201) once
 * committed, or `refused` with the HTTP route's status. The baselines' clients post over HTTP: they had no other way.
 */
let postIds = 0;
const postOverSocket = (_port, author, discussion, text) =>
  new Promise((resolve) => {
    const id = `post-${(postIds += 1)}`;
    // Unanswered (a socket lost) within 10 s: a failed post.
    const timer = setTimeout(() => author.posts.delete(id) && resolve(0), 10_000);
    author.posts.set(id, (status) => {
      clearTimeout(timer);
      resolve(status);
    });
    author.socket.send(JSON.stringify({ type: 'post', id, discussionId: discussion.id, text, key: randomUUID() }));
  });

/**
 * Over capacity, fetch would open a new connection per waiting post: the kernel's SYN backlog and its retries (1 s,
 * 3 s, 7 s...) would then set the latency, not the server. A bounded keep-alive pool keeps the queue in view.
 */
function poolPoster() {
  const pool = new Agent({ keepAlive: true, maxSockets: OVERLOAD_CONNECTIONS });
  const post = (port, author, discussion, text) =>
    new Promise((resolve, reject) => {
      const request = httpRequest(
        postUrl(port, discussion),
        {
          method: 'POST',
          agent: pool,
          headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ text }));
    });
  return { post, close: () => pool.destroy() };
}

/**
 * A full garbage collection in the server, through its inspector: RSS read right after it counts what the server
 * holds, not the garbage of the last seconds (a young generation of megabytes, the same for every server).
 */
async function collectGarbage(inspectPort) {
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const inspector = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    inspector.on('error', reject);
    inspector.on('open', () => inspector.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    inspector.on('message', resolve);
  });
  inspector.close();
}

/** A server started on a fresh seeded DATA_DIR with the bench members; stopped and removed by `close`. */
async function startWithMembers(target, count, nodeArgs = []) {
  const port = await freePort();
  const inspectPort = await freePort();
  const dataDir = mkdtempSync(join(tmpRoot, 'campus-bench-realtime-'));
  const server = await startCampus({
    port,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    entry: target.entry,
    cwd: target.cwd,
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`, '--inspect-publish-uid=http', ...nodeArgs],
  });
  const close = async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  /** The server's RSS in KB once its garbage is collected. */
  const settledRssKb = async () => {
    await collectGarbage(inspectPort);
    await sleep(500);
    return rssKb(server.pid);
  };
  try {
    return { port, server, close, settledRssKb, ...createMembers(dataDir, count) };
  } catch (error) {
    await close();
    throw error;
  }
}

/** What arrives of the posts of one run: latencies, deliveries, duplicates and messages nobody posted. */
function newRun() {
  const run = { posts: new Map(), latencies: [], deliveries: 0, duplicates: 0, unexpected: 0 };
  run.onMessageAdded = (member, text) => {
    const post = run.posts.get(text);
    if (!post) return void (run.unexpected += 1);
    if (post.received.has(member.uid)) return void (run.duplicates += 1);
    post.received.add(member.uid);
    run.deliveries += 1;
    run.latencies.push(performance.now() - post.at);
  };
  run.losses = () => {
    let lost = 0;
    for (const post of run.posts.values()) lost += post.recipients.size - post.received.size;
    return { lost, duplicates: run.duplicates };
  };
  return run;
}

/**
 * Messages at a steady rate, each by a member of a random discussion, through the HTTP route (ack after commit).
 * Returns what was sent, accepted (201), shed (503) or failed otherwise, and the ack latencies of accepted posts.
 */
async function postAtRate({ port, members, discussions }, run, rate, seconds, send) {
  const speakers = members.filter((member) => member.discussionIds.length > 0);
  const discussionsById = new Map(discussions.map((discussion) => [discussion.id, discussion]));
  const interval = 1000 / rate;
  const started = performance.now();
  const figures = { sent: 0, accepted: 0, shed: 0, failed: 0, ackLatencies: [], elapsed: 0 };
  const inFlight = new Set();
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor((performance.now() - started) / interval);
    while (figures.sent < due) {
      // Any member may speak: each one posts about rate / MEMBERS messages a second, far below the posting limit.
      const author = speakers[Math.floor(random() * speakers.length)];
      const discussion = discussionsById.get(author.discussionIds[0]);
      const text = `bench ${figures.sent} ${randomUUID()}`;
      const postedAt = performance.now();
      run.posts.set(text, { at: postedAt, recipients: new Set(discussion.memberUids), received: new Set() });
      const request = send(port, author, discussion, text)
        .then((status) => {
          if (status === 201) {
            figures.accepted += 1;
            figures.ackLatencies.push(performance.now() - postedAt);
          } else {
            if (status === 503) figures.shed += 1;
            else figures.failed += 1;
            run.posts.delete(text);
          }
        })
        .catch(() => {
          figures.failed += 1;
          run.posts.delete(text);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
      figures.sent += 1;
    }
    await sleep(Math.max(1, interval / 2));
  }
  figures.elapsed = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  figures.ackLatencies.sort((a, b) => a - b);
  return figures;
}

/** One server's steady run (and the overload run when asked): the figures of the table. */
async function measure(target, { withOverload }) {
  const nodeArgs = PROFILE_DIR && target.name === CURRENT ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  if (PERF_FILE && target.name === CURRENT) nodeArgs.push('--perf-basic-prof-only-functions');
  const bench = await startWithMembers(target, MEMBERS, nodeArgs);
  const { server } = bench;
  try {
    let run = newRun();
    const rssBefore = await bench.settledRssKb();
    const sockets = await connectAll(bench.port, bench.members, (member, text) => run.onMessageAdded(member, text));
    await sleep(2000);
    const rssPerSocketKb = ((await bench.settledRssKb()) - rssBefore) / bench.members.length;

    let warmupCpuPer1000 = null;
    if (WARMUP_SECONDS > 0) {
      const warmupCpuBefore = cpuSeconds(server.pid);
      await postAtRate(bench, run, RATE, WARMUP_SECONDS, postWayOf(target));
      await sleep(1000);
      warmupCpuPer1000 = ((cpuSeconds(server.pid) - warmupCpuBefore) / run.deliveries) * 1000;
      run = newRun();
    }
    const serverCpuBefore = cpuSeconds(server.pid);
    const loadCpuBefore = process.cpuUsage();
    // The load generator's own delays inflate every figure it measures: they are printed beside them.
    const loadLoopDelay = monitorEventLoopDelay({ resolution: 5 });
    loadLoopDelay.enable();
    const steadyStartUs = process.hrtime.bigint() / 1000n;
    const perf =
      PERF_FILE && target.name === CURRENT
        ? spawn('perf', ['record', '-F', '499', '-g', '-p', String(server.pid), '-o', PERF_FILE], { stdio: 'ignore' })
        : null;
    const steady = await postAtRate(bench, run, RATE, SECONDS, postWayOf(target));
    if (perf) {
      perf.kill('SIGINT');
      await new Promise((resolve) => perf.on('exit', resolve));
    }
    // The profile's samples carry the same monotonic clock: this window is the steady run's part of it.
    if (nodeArgs.length > 0) console.log(`profile window (µs): ${steadyStartUs} ${process.hrtime.bigint() / 1000n}`);
    const serverCpuSeconds = cpuSeconds(server.pid) - serverCpuBefore;
    const loadCpuUsage = process.cpuUsage(loadCpuBefore);
    loadLoopDelay.disable();
    await sleep(3000);
    const latencies = run.latencies.sort((a, b) => a - b);
    const figures = {
      target: target.name,
      way: postWayOf(target) === postOverSocket ? 'socket' : 'http',
      rssPerSocketKb,
      sent: steady.sent,
      failed: steady.shed + steady.failed,
      ackP99: percentile(steady.ackLatencies, 99),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      deliveries: run.deliveries,
      deliveriesPerSecond: run.deliveries / steady.elapsed,
      serverCpu: serverCpuSeconds / steady.elapsed,
      cpuPer1000: (serverCpuSeconds / run.deliveries) * 1000,
      warmupCpuPer1000,
      loadCpu: (loadCpuUsage.user + loadCpuUsage.system) / 1e6 / steady.elapsed,
      loadDelayP99: loadLoopDelay.percentile(99) / 1e6,
      ...run.losses(),
    };
    if (withOverload) {
      await sleep(2000);
      run = newRun();
      const poster = poolPoster();
      const overload = await postAtRate(bench, run, OVERLOAD_RATE, OVERLOAD_SECONDS, poster.post);
      poster.close();
      await sleep(3000);
      figures.overload = { ...overload, ...run.losses(), p99: percentile(overload.ackLatencies, 99) };
    }
    for (const socket of sockets) socket.terminate();
    return figures;
  } finally {
    await bench.close();
  }
}

function printRun(figures) {
  console.log(
    `${figures.target.padEnd(8)} (posts over ${figures.way}) RSS/idle socket ${figures.rssPerSocketKb.toFixed(1)} KB, ` +
      `${figures.sent} posts (${figures.failed} failed, 201 p99 ${figures.ackP99.toFixed(0)} ms), ` +
      `${figures.deliveries} deliveries (${figures.deliveriesPerSecond.toFixed(0)}/s), ` +
      `server ${(figures.serverCpu * 100).toFixed(0)}% of core 0 = ${figures.cpuPer1000.toFixed(3)} CPU s/1,000 deliveries` +
      `${figures.warmupCpuPer1000 === null ? '' : ` (${figures.warmupCpuPer1000.toFixed(3)} over the first ${WARMUP_SECONDS} s)`}, ` +
      `post -> receive p50 ${figures.p50.toFixed(1)} ms p99 ${figures.p99.toFixed(1)} ms, ` +
      `lost ${figures.lost}, duplicated ${figures.duplicates} ` +
      `(load ${(figures.loadCpu * 100).toFixed(0)}% of core 1, its loop delay p99 ${figures.loadDelayP99.toFixed(1)} ms)`,
  );
}

/** The bare `ws` fan-out to the same rooms, on core 0 for as long as the steady runs: deliveries/s it reaches. */
async function measureBareWs(discussions, members) {
  const port = await freePort();
  const server = await startPinned({
    args: [join(root, 'bench/bare-ws-fanout.mjs'), String(port)],
    healthUrl: `http://127.0.0.1:${port}/`,
  });
  try {
    const roomsOf = new Map(members.map((member) => [member.uid, []]));
    for (const discussion of discussions) for (const uid of discussion.memberUids) roomsOf.get(uid).push(discussion.id);
    let received = 0;
    const sockets = [];
    for (let index = 0; index < members.length; index += 100) {
      const batch = members.slice(index, index + 100).map(
        (member) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
            socket.on('error', reject);
            socket.on('open', () => socket.send(JSON.stringify({ rooms: roomsOf.get(member.uid) })));
            socket.once('message', () => {
              socket.on('message', () => (received += 1));
              resolve(socket);
            });
          }),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    const control = new WebSocket(`ws://127.0.0.1:${port}/`);
    await new Promise((resolve) => control.on('open', resolve));
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    control.send(JSON.stringify({ run: SECONDS }));
    const { sent } = await new Promise((resolve) => control.once('message', (data) => resolve(JSON.parse(data))));
    await sleep(1000);
    const elapsed = (performance.now() - started) / 1000 - 1;
    const serverCpu = cpuSeconds(server.pid) - cpuBefore;
    for (const socket of [...sockets, control]) socket.terminate();
    return {
      sent,
      received,
      deliveriesPerSecond: received / elapsed,
      cpuPer1000: (serverCpu / received) * 1000,
      serverCpu: serverCpu / elapsed,
    };
  } finally {
    await stop(server);
  }
}

/** REALTIME_SOCKETS: that many authenticated, subscribed sockets on this checkout's server, and their RSS. */
async function measureManySockets(requested) {
  // Each socket is a file descriptor on both sides: both processes get the hard limit, which caps the count.
  const hardLimit = Number(execFileSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim());
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${hardLimit}:${hardLimit}`]);
  const count = Math.min(requested, hardLimit - 100);
  if (count < requested) {
    console.log(`the hard open-files limit of this machine (${hardLimit}) caps the run at ${count} sockets`);
  }
  const bench = await startWithMembers(targetOf(CURRENT), count);
  try {
    execFileSync('prlimit', ['--pid', String(bench.server.pid), `--nofile=${hardLimit}:${hardLimit}`]);
    const rssBefore = await bench.settledRssKb();
    const started = performance.now();
    const sockets = await connectAll(bench.port, bench.members, () => {});
    const connectSeconds = (performance.now() - started) / 1000;
    await sleep(2000);
    const rssAfter = await bench.settledRssKb();
    const subscriptions = bench.members.reduce((sum, member) => sum + 1 + member.discussionIds.length, 0);
    console.log(
      `${sockets.length} authenticated sockets with ${subscriptions} subscriptions in ${connectSeconds.toFixed(1)} s ` +
        `(${shedConnections} upgrades shed and retried): server RSS ${(rssBefore / 1024).toFixed(0)} MB before, ` +
        `${(rssAfter / 1024).toFixed(0)} MB with them, ${((rssAfter - rssBefore) / sockets.length).toFixed(1)} KB per socket ` +
        `(budget <= ${BUDGET_RSS_KB} KB) ${verdict((rssAfter - rssBefore) / sockets.length <= BUDGET_RSS_KB)}`,
    );
    for (const socket of sockets) socket.terminate();
  } finally {
    await bench.close();
  }
}

if (SOCKETS) {
  await measureManySockets(SOCKETS);
  process.exit(0);
}

const targets = [CURRENT, ...BASELINES].map(targetOf);
console.log(
  `${MEMBERS} members, ${RATE} posts/s for ${SECONDS} s, servers ${targets.map((t) => t.name).join(', ')} ` +
    `alternately, ${ROUNDS} rounds`,
);
const runs = new Map(targets.map((target) => [target.name, []]));
let overload;
for (let round = 0; round < ROUNDS; round += 1) {
  // Each round starts with another server: none always runs on a machine warmed (or tired) by the one before.
  const order = targets.map((_, index) => targets[(index + round) % targets.length]);
  for (const target of order) {
    const figures = await measure(target, { withOverload: target.name === CURRENT && round === ROUNDS - 1 });
    printRun(figures);
    runs.get(target.name).push(figures);
    overload ??= figures.overload;
  }
}

/** The median of each figure over a server's rounds; failures, losses and duplicates summed. */
const summary = new Map(
  [...runs].map(([name, list]) => [
    name,
    {
      rssPerSocketKb: median(list.map((f) => f.rssPerSocketKb)),
      cpuPer1000: median(list.map((f) => f.cpuPer1000)),
      warmupCpuPer1000: WARMUP_SECONDS > 0 ? median(list.map((f) => f.warmupCpuPer1000)) : null,
      deliveriesPerSecond: median(list.map((f) => f.deliveriesPerSecond)),
      p50: median(list.map((f) => f.p50)),
      p99: Math.max(...list.map((f) => f.p99)),
      failed: list.reduce((sum, f) => sum + f.failed, 0),
      sent: list.reduce((sum, f) => sum + f.sent, 0),
      lostOrDuplicated: list.reduce((sum, f) => sum + f.lost + f.duplicates, 0),
    },
  ]),
);
console.log(
  `\nmedians over the rounds (p99: the worst round; failed: all rounds)` +
    (WARMUP_SECONDS > 0 ? `, measured after ${WARMUP_SECONDS} s of posting at the same rate (the JIT's warm-up)` : ''),
);
for (const [name, s] of summary) {
  console.log(
    `${name.padEnd(8)} RSS/idle socket ${s.rssPerSocketKb.toFixed(1)} KB, CPU ${s.cpuPer1000.toFixed(3)} s/1,000 ` +
      `deliveries, ${s.deliveriesPerSecond.toFixed(0)} deliveries/s, p50 ${s.p50.toFixed(1)} ms, ` +
      `p99 ${s.p99.toFixed(1)} ms, failed ${s.failed} of ${s.sent}, lost or duplicated ${s.lostOrDuplicated}`,
  );
}
const current = summary.get(CURRENT);
for (const name of BASELINES) {
  const baseline = summary.get(name);
  console.log(
    `current / ${name}: RSS per idle socket ${(current.rssPerSocketKb / baseline.rssPerSocketKb).toFixed(2)}x, ` +
      `CPU per delivery ${(current.cpuPer1000 / baseline.cpuPer1000).toFixed(2)}x` +
      (current.warmupCpuPer1000 === null
        ? ''
        : ` (over the first ${WARMUP_SECONDS} s: ${(current.warmupCpuPer1000 / baseline.warmupCpuPer1000).toFixed(2)}x)`) +
      `, p99 ${(current.p99 / baseline.p99).toFixed(2)}x`,
  );
}

const rooms = groupMembers(MEMBERS);
const bare = await measureBareWs(rooms.discussions, rooms.members);
console.log(
  `bare ws fan-out to the same rooms on core 0: ${bare.deliveriesPerSecond.toFixed(0)} deliveries/s at ` +
    `${(bare.serverCpu * 100).toFixed(0)}% of the core, ${bare.cpuPer1000.toFixed(3)} CPU s/1,000 deliveries ` +
    `(current: ${(current.cpuPer1000 / bare.cpuPer1000).toFixed(1)}x the bare cost per delivery)`,
);

console.log('\nbudgets (issue 29)');
const rssBaseline = summary.get(RSS_BASELINE);
const cpuBaseline = summary.get(CPU_BASELINE);
const rssLimit = Math.min(BUDGET_RSS_KB, rssBaseline?.rssPerSocketKb ?? BUDGET_RSS_KB);
const isRssOk = current.rssPerSocketKb <= rssLimit;
console.log(
  `RSS per idle subscribed socket ${current.rssPerSocketKb.toFixed(1)} KB (budget <= ${BUDGET_RSS_KB} KB and <= ` +
    `${RSS_BASELINE}'s ${rssBaseline ? `${rssBaseline.rssPerSocketKb.toFixed(1)} KB` : 'not run'}) ${verdict(isRssOk)}`,
);
const cpuRatio = cpuBaseline ? current.cpuPer1000 / cpuBaseline.cpuPer1000 : null;
const isCpuOk = cpuRatio === null || cpuRatio <= BUDGET_CPU_RATIO;
console.log(
  cpuRatio === null
    ? `CPU per delivery: not compared (${CPU_BASELINE} was not run)`
    : `CPU per delivery ${cpuRatio.toFixed(2)}x ${CPU_BASELINE}'s (budget <= ${BUDGET_CPU_RATIO}x) ${verdict(isCpuOk)}`,
);
const isLatencyOk = current.p99 <= BUDGET_P99_MS;
console.log(
  MEMBERS > BUDGET_MEMBERS
    ? `post -> receive p99 ${current.p99.toFixed(1)} ms (the ${BUDGET_P99_MS} ms budget applies at ${BUDGET_MEMBERS} members)`
    : `post -> receive p99 ${current.p99.toFixed(1)} ms at ${MEMBERS} members and ${RATE} posts/s ` +
        `(budget <= ${BUDGET_P99_MS} ms) ${verdict(isLatencyOk)}`,
);
const isSteadyClean = current.failed === 0 && current.lostOrDuplicated === 0;
console.log(
  `failed posts ${current.failed}, lost or duplicated ${current.lostOrDuplicated} (budget 0) ${verdict(isSteadyClean)}`,
);
const isOverloadBounded = overload.accepted > 0 && overload.p99 <= BUDGET_OVERLOAD_P99_MS;
console.log(
  `overload: ${overload.sent} posts offered at ${OVERLOAD_RATE}/s for ${overload.elapsed.toFixed(1)} s ` +
    `through ${OVERLOAD_CONNECTIONS} keep-alive connections: ` +
    `accepted ${overload.accepted} (${(overload.accepted / overload.elapsed).toFixed(0)}/s), ` +
    `shed with 503 ${overload.shed}, other failures ${overload.failed}`,
);
console.log(
  `overload: accepted post -> 201 p50 ${percentile(overload.ackLatencies, 50).toFixed(1)} ms, ` +
    `p99 ${overload.p99.toFixed(1)} ms (budget p99 <= ${BUDGET_OVERLOAD_P99_MS} ms) ` +
    `${verdict(isOverloadBounded)}; accepted posts lost ${overload.lost}, duplicated ${overload.duplicates}`,
);
const isOverloadClean = isOverloadBounded && overload.failed === 0 && overload.lost + overload.duplicates === 0;
process.exitCode = isSteadyClean && isOverloadClean && isRssOk && isCpuOk && isLatencyOk ? 0 : 1;
