// Budget (issue 3): with the server on core 0 and this load on core 1, N connected members each subscribed to their
// discussions (list + messages), messages posted at a steady rate into discussions of 2 to 50 members.
// Prints post -> receive p50/p99, deliveries/s, server RSS per idle connection, lost and duplicated messages.
// Defaults are reduced for a shared machine; REALTIME_MEMBERS=5000 REALTIME_SECONDS=60 for the issue's second run.
// Then an overload run (issue 9): the same members, posts at 800/s, more than one core can take; the server sheds
// (503 + Retry-After) instead of queueing. Prints accepted posts/s, 503s and the p99 of accepted posts (budget 1 s).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { WebSocket } from 'ws';
import { cpuSeconds, freePort, startCampus, stop } from './support.mjs';

const MEMBERS = Number(process.env.REALTIME_MEMBERS ?? 1000);
const SECONDS = Number(process.env.REALTIME_SECONDS ?? 20);
const RATE = Number(process.env.REALTIME_RATE ?? 200);
const MIN_SIZE = 2;
const MAX_SIZE = Number(process.env.REALTIME_MAX_GROUP ?? 50);
const PORT = process.env.REALTIME_PORT ? Number(process.env.REALTIME_PORT) : await freePort();
const BUDGET_P99_MS = 50;
const BUDGET_MEMBERS = 1000;
const BUDGET_RSS_KB = 16;
const OVERLOAD_RATE = Number(process.env.REALTIME_OVERLOAD_RATE ?? 800);
const OVERLOAD_SECONDS = Number(process.env.REALTIME_OVERLOAD_SECONDS ?? 10);
const BUDGET_OVERLOAD_P99_MS = 1000;
/** The overload run posts through a keep-alive pool, as a reverse proxy does (see postThroughPool). */
const OVERLOAD_CONNECTIONS = Number(process.env.REALTIME_OVERLOAD_CONNECTIONS ?? 64);

const baseUrl = `http://127.0.0.1:${PORT}`;
// REALTIME_TMP=/dev/shm takes the disk out of the figures (the embedded store fsyncs its WAL checkpoints).
const dataDir = mkdtempSync(join(process.env.REALTIME_TMP ?? tmpdir(), 'campus-bench-realtime-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** A seeded pseudo-random generator: the same discussions on every run. */
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** Bench members, their tokens and discussions of 2..50 members, written straight into the server's SQLite file. */
function createMembers() {
  const db = new Database(join(dataDir, 'campus.sqlite'));
  db.pragma('busy_timeout = 10000');
  const { password_hash: passwordHash } = db.prepare('select password_hash from users limit 1').get();
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const members = Array.from({ length: MEMBERS }, (_, index) => ({
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
  const insertMember = db.prepare(
    `insert into discussion_members (discussion_id, uid, role, state, channel, last_activity_at)
     values (?, ?, 'admin', 'active', 'immobilier', ?)`,
  );
  db.transaction(() => {
    for (const member of members) {
      insertUser.run(member.uid, `${member.uid}@bench.test`, passwordHash, now, now);
      insertChannel.run(member.uid);
      insertToken.run(createHash('sha256').update(member.token).digest('hex'), member.uid, expires, now);
    }
    for (const discussion of discussions) {
      insertDiscussion.run(discussion.id, discussion.memberUids[0], now, now);
      for (const uid of discussion.memberUids) insertMember.run(discussion.id, uid, now);
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
function connectMember(member, onMessageAdded) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/realtime`);
    let snapshots = 0;
    const expected = 1 + member.discussionIds.length;
    socket.on('unexpected-response', (request, response) => {
      request.destroy();
      if (response.statusCode !== 503) return reject(new Error(`realtime upgrade: ${response.statusCode}`));
      shedConnections += 1;
      const delayMs = Number(response.headers['retry-after'] ?? 1) * 1000 * (1 + random());
      setTimeout(() => connectMember(member, onMessageAdded).then(resolve, reject), delayMs);
    });
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
      } else if (message.type === 'error') {
        reject(new Error(message.message));
      }
    });
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const server = await startCampus({ port: PORT, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
try {
  const { members, discussions } = createMembers();
  console.log(`${MEMBERS} members in ${discussions.length} discussions of ${MIN_SIZE} to ${MAX_SIZE} members`);

  const speakers = members.filter((member) => member.discussionIds.length > 0);
  const discussionsById = new Map(discussions.map((discussion) => [discussion.id, discussion]));
  /** The posts of the current run and what arrived of them; a new run starts a new one. */
  let run;
  const newRun = () => ({ posts: new Map(), latencies: [], deliveries: 0, duplicates: 0, unexpected: 0 });
  run = newRun();
  const onMessageAdded = (member, text) => {
    const post = run.posts.get(text);
    if (!post) return void (run.unexpected += 1);
    if (post.received.has(member.uid)) return void (run.duplicates += 1);
    post.received.add(member.uid);
    run.deliveries += 1;
    run.latencies.push(performance.now() - post.at);
  };

  const rssBefore = rssKb(server.pid);
  const sockets = [];
  for (let index = 0; index < members.length; index += 50) {
    sockets.push(...(await Promise.all(members.slice(index, index + 50).map((m) => connectMember(m, onMessageAdded)))));
  }
  await sleep(2000);
  const rssIdle = rssKb(server.pid);
  const rssPerConnection = (rssIdle - rssBefore) / members.length;
  if (shedConnections > 0) console.log(`connecting: ${shedConnections} upgrades shed (503) and retried`);

  /**
   * Messages at a steady rate, each by a member of a random discussion, through the HTTP route (ack after commit).
   * Returns what was sent, accepted (201), shed (503) or failed otherwise, and the ack latencies of accepted posts.
   */
  async function postAtRate(rate, seconds, send) {
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
        const request = send(
          `${baseUrl}/api/discussions/${discussion.id}/messages`,
          author.token,
          JSON.stringify({ text }),
        )
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

  /** A post with fetch: a connection per concurrent post, as many browsers would open. */
  const postWithFetch = (url, token, body) =>
    fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });

  // Over capacity, fetch would open a new connection per waiting post: the kernel's SYN backlog and its retries
  // (1 s, 3 s, 7 s...) would then set the latency, not the server. A bounded keep-alive pool keeps the queue in view.
  const overloadPool = new Agent({ keepAlive: true, maxSockets: OVERLOAD_CONNECTIONS });
  const postThroughPool = (url, token, body) =>
    new Promise((resolve, reject) => {
      const request = httpRequest(
        url,
        {
          method: 'POST',
          agent: overloadPool,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const lostAndDuplicated = () => {
    let lost = 0;
    for (const post of run.posts.values()) lost += post.recipients.size - post.received.size;
    return { lost, duplicates: run.duplicates };
  };

  const serverCpuBefore = cpuSeconds(server.pid);
  const loadCpuBefore = process.cpuUsage();
  // The load generator's own delays inflate every figure it measures: they are printed beside them.
  const loadLoopDelay = monitorEventLoopDelay({ resolution: 5 });
  loadLoopDelay.enable();
  const steady = await postAtRate(RATE, SECONDS, postWithFetch);
  const elapsed = steady.elapsed;
  const serverCpu = (cpuSeconds(server.pid) - serverCpuBefore) / elapsed;
  const loadCpuUsage = process.cpuUsage(loadCpuBefore);
  loadLoopDelay.disable();
  const loadCpu = (loadCpuUsage.user + loadCpuUsage.system) / 1e6 / elapsed;
  await sleep(3000);

  const { lost, duplicates } = lostAndDuplicated();
  const latencies = run.latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const p90 = percentile(latencies, 90);
  const failed = steady.shed + steady.failed;
  const { sent, ackLatencies } = steady;
  console.log(
    `posted ${sent} messages in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s), ${failed} failed`,
  );
  console.log(
    `post -> 201 (committed): p50 ${percentile(ackLatencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(ackLatencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `CPU during the load: server ${(serverCpu * 100).toFixed(0)}% of core 0, ` +
      `load generator ${(loadCpu * 100).toFixed(0)}% of core 1 ` +
      `(its event loop delay p99 ${(loadLoopDelay.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(loadLoopDelay.max / 1e6).toFixed(1)} ms)`,
  );
  console.log(
    `deliveries: ${run.deliveries} (${(run.deliveries / elapsed).toFixed(0)}/s), lost ${lost}, duplicated ${duplicates}, unexpected ${run.unexpected}`,
  );
  // The latency budget is set at 1,000 members; larger runs report their figures against no budget.
  const latencyVerdict =
    MEMBERS > BUDGET_MEMBERS
      ? `(budget p99 <= ${BUDGET_P99_MS} ms applies at ${BUDGET_MEMBERS} members; none at ${MEMBERS})`
      : `(budget p99 <= ${BUDGET_P99_MS} ms at ${BUDGET_MEMBERS} members) ${p99 <= BUDGET_P99_MS ? 'OK' : 'OVER BUDGET'}`;
  console.log(
    `post -> receive: p50 ${p50.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${latencyVerdict}`,
  );
  console.log(
    `server RSS per idle subscribed connection: ${rssPerConnection.toFixed(1)} KB (budget <= ${BUDGET_RSS_KB} KB) ` +
      `${rssPerConnection <= BUDGET_RSS_KB ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(`lost or duplicated: ${lost + duplicates === 0 ? 'none OK' : `${lost + duplicates} OVER BUDGET`}`);

  // Overload: more posts than one core can commit and fan out; the server sheds what it cannot take in time.
  await sleep(2000);
  run = newRun();
  const overload = await postAtRate(OVERLOAD_RATE, OVERLOAD_SECONDS, postThroughPool);
  await sleep(3000);
  const overloadLosses = lostAndDuplicated();
  const overloadP99 = percentile(overload.ackLatencies, 99);
  const isOverloadBounded = overload.accepted > 0 && overloadP99 <= BUDGET_OVERLOAD_P99_MS;
  console.log(
    `overload: ${overload.sent} posts offered at ${OVERLOAD_RATE}/s for ${overload.elapsed.toFixed(1)} s ` +
      `through ${OVERLOAD_CONNECTIONS} keep-alive connections: ` +
      `accepted ${overload.accepted} (${(overload.accepted / overload.elapsed).toFixed(0)}/s), ` +
      `shed with 503 ${overload.shed}, other failures ${overload.failed}`,
  );
  console.log(
    `overload: accepted post -> 201 p50 ${percentile(overload.ackLatencies, 50).toFixed(1)} ms, ` +
      `p99 ${overloadP99.toFixed(1)} ms (budget p99 <= ${BUDGET_OVERLOAD_P99_MS} ms) ` +
      `${isOverloadBounded ? 'OK' : 'OVER BUDGET'}; accepted posts lost ${overloadLosses.lost}, ` +
      `duplicated ${overloadLosses.duplicates}`,
  );
  overloadPool.destroy();
  for (const socket of sockets) socket.terminate();
  const isSteadyClean = failed === 0 && lost === 0 && duplicates === 0;
  const isOverloadClean =
    isOverloadBounded && overload.failed === 0 && overloadLosses.lost + overloadLosses.duplicates === 0;
  process.exitCode = isSteadyClean && isOverloadClean ? 0 : 1;
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
