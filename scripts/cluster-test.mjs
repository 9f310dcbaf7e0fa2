// Two instances as one (issue 29): PostgreSQL + Redis + two Campus instances behind HAProxy (deploy/haproxy.cfg, the
// file compose.yaml uses), real processes on this machine. Prints its figures and exits 1 when one is over budget:
// - a message posted through instance A reaches members connected to B (post -> receive p50/p99);
// - kill -9 of A during a storm of members posting: A's members reconnect through HAProxy to B within 5 s, and no
//   acknowledged message is lost or duplicated;
// - a rolling restart (SIGTERM A, start A, SIGTERM B, start B) under steady load: 0 failed requests, each instance
//   exits 0 within 10 s;
// - a scheduled job runs once per tick, not once per instance.
// `npm run cluster-test`; `npm test` runs it when TEST_DATABASE_URL is set (CI). CLUSTER_MEMBERS, CLUSTER_RATE tune it.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import pg from 'pg';
import { WebSocket } from 'ws';
import { ensureServerBuild, root, serverEntry } from './builds.mjs';
import { freePort } from './free-port.mjs';

const MEMBERS = Number(process.env.CLUSTER_MEMBERS ?? 1000);
const RATE = Number(process.env.CLUSTER_RATE ?? 200);
const BASE_DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUDGET_RECONNECT_MS = 5000;
const BUDGET_EXIT_MS = 10_000;
const EVERY_MINUTE = '* * * * *';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const verdicts = [];
function check(label, isOk, figures) {
  verdicts.push(isOk);
  console.log(`${label}: ${figures} ${isOk ? 'OK' : 'OVER BUDGET'}`);
}

// ---------------------------------------------------------------------------------------------- the cluster itself

const run = randomBytes(4).toString('hex');
const schema = `cluster_${run}`;
const jobsSchema = `${schema}_jobs`;
const databaseUrl = (() => {
  const url = new URL(BASE_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
})();
const dataDir = mkdtempSync(join(tmpdir(), 'campus-cluster-'));
const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
const ports = { haproxy: await freePort(), a: await freePort(), b: await freePort() };
const haproxyUrl = `http://127.0.0.1:${ports.haproxy}`;
const metricsToken = `cluster-${run}-metrics-token`;

/** The variables of an instance: the ones compose.yaml gives its instances, with this run's addresses. */
function instanceVariables(port, seedDemo) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '30',
    REDIS_URL,
    REALTIME_CHANNEL: `campus:realtime:${run}`,
    JOBS_SCHEMA: jobsSchema,
    PUBLIC_URL: haproxyUrl,
    TRUST_PROXY: '127.0.0.1',
    DRAIN_DELAY_MS: '1500',
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'warn',
    SEED_DEMO: seedDemo ? '1' : '0',
    CRON_DEAL_REMINDERS: EVERY_MINUTE,
    CRON_PURGE: EVERY_MINUTE,
  };
}

/**
 * compose.yaml runs the topology tested here: its instances set every variable this test gives its own, and its
 * HAProxy reads the same deploy/haproxy.cfg with the same addresses. Throws when they drifted apart.
 */
function checkComposeFile() {
  const compose = loadYaml(readFileSync(join(root, 'compose.yaml'), 'utf8'));
  const tested = Object.keys(instanceVariables(0, false));
  for (const service of ['campus-a', 'campus-b']) {
    const missing = tested.filter((name) => !(name in (compose.services[service]?.environment ?? {})));
    if (missing.length > 0) throw new Error(`compose.yaml: ${service} does not set ${missing.join(', ')}`);
  }
  const haproxyService = compose.services.haproxy;
  const mountsConfig = haproxyService?.volumes?.some((volume) => volume.startsWith('./deploy/haproxy.cfg:'));
  const addresses = ['CAMPUS_LISTEN', 'CAMPUS_A', 'CAMPUS_B'].every(
    (name) => name in (haproxyService?.environment ?? {}),
  );
  if (!mountsConfig || !addresses) throw new Error('compose.yaml: haproxy does not run deploy/haproxy.cfg');
}

const instances = {};

async function waitReady(port, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the instance on port ${port} never became ready`);
}

async function startInstance(name, { seedDemo = false } = {}) {
  const port = ports[name];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, ...instanceVariables(port, seedDemo) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  instances[name] = { child, exited };
  await waitReady(port);
}

/** SIGTERM and the time to exit, with the exit code. */
async function stopInstance(name) {
  const { child, exited } = instances[name];
  const signalledAt = Date.now();
  child.kill('SIGTERM');
  const { code, at } = await exited;
  return { code, seconds: (at - signalledAt) / 1000 };
}

let haproxy;
async function startHaproxy() {
  haproxy = spawn('haproxy', ['-db', '-f', join(root, 'deploy/haproxy.cfg')], {
    env: {
      ...process.env,
      CAMPUS_LISTEN: `127.0.0.1:${ports.haproxy}`,
      CAMPUS_A: `127.0.0.1:${ports.a}`,
      CAMPUS_B: `127.0.0.1:${ports.b}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${haproxyUrl}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('HAProxy never answered');
}

/** Until HAProxy's checks (every 500 ms, rise 2) see an instance that came back. */
const waitForHaproxyChecks = () => sleep(1500);

// ------------------------------------------------------------------------------------------------------ the members

/** Bench members with their tokens, in discussions of 2 to 20 members, written straight into the database. */
async function createMembers(db) {
  const { rows } = await db.query('select password_hash from users limit 1');
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const members = Array.from({ length: MEMBERS }, (_, index) => ({
    uid: `cluster-${String(index).padStart(6, '0')}`,
    token: randomBytes(32).toString('base64url'),
    discussionId: '',
  }));
  const discussions = [];
  for (let start = 0, size = 2; start + 2 <= members.length; start += size, size = 2 + (discussions.length % 19)) {
    const group = members.slice(start, start + size);
    const id = `cluster-discussion-${discussions.length}`;
    for (const member of group) member.discussionId = id;
    discussions.push({ id, memberUids: group.map((member) => member.uid) });
  }
  await db.query('begin');
  for (const member of members) {
    await db.query(
      `insert into users (uid, email, password_hash, firstname, lastname, created_at, updated_at, is_customer)
       values ($1, $2, $3, 'Membre', 'Cluster', $4, $4, 1)`,
      [member.uid, `${member.uid}@cluster.test`, rows[0].password_hash, now],
    );
    await db.query(`insert into user_channels (uid, channel) values ($1, 'immobilier')`, [member.uid]);
    await db.query('insert into auth_tokens (token_hash, uid, expires_at, created_at) values ($1, $2, $3, $4)', [
      createHash('sha256').update(member.token).digest('hex'),
      member.uid,
      expires,
      now,
    ]);
  }
  for (const discussion of discussions) {
    await db.query(
      `insert into discussions (id, type, channel, created_by, created_at, last_activity_at)
       values ($1, 'GROUP', 'immobilier', $2, $3, $3)`,
      [discussion.id, discussion.memberUids[0], now],
    );
    for (const uid of discussion.memberUids) {
      await db.query(
        `insert into discussion_members (discussion_id, uid, role, state, channel)
         values ($1, $2, 'admin', 'active', 'immobilier')`,
        [discussion.id, uid],
      );
    }
  }
  await db.query('commit');
  return { members: members.filter((member) => member.discussionId), discussions };
}

/**
 * One member's tab, as the web app's realtime client behaves: authenticates, subscribes to its discussion's messages,
 * reconnects after a lost socket (0.5 s, jitter) and subscribes again; a fresh snapshot that does not reach what it
 * already holds is completed with older pages (loadMore), so a message posted while it was away is not missed.
 */
class Tab {
  /** The messages held, text -> id: a text under a second id would be shown twice. */
  received = new Map();
  /** The same message shown twice (two ids for one post). */
  duplicates = 0;
  /** Frames adding a message already held under its id (the web app's list keeps it once). */
  repeatedFrames = 0;
  reconnections = [];
  #closedAt = null;
  #isClosing = false;
  #seenBeforeSnapshot = false;

  constructor(member, url, onMessage) {
    this.member = member;
    this.url = url;
    this.onMessage = onMessage;
  }

  open() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.url.replace(/^http/, 'ws')}/api/realtime`);
      this.socket = socket;
      let isLive = false;
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: this.member.token })));
      socket.on('unexpected-response', (request) => {
        request.destroy();
        this.#reconnectLater(reject);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (this.#isClosing) return;
        this.#closedAt ??= performance.now();
        if (!isLive) return this.#reconnectLater(reject);
        this.#reconnectLater();
      });
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'ready') {
          this.#seenBeforeSnapshot = false;
          socket.send(
            JSON.stringify({
              type: 'subscribe',
              id: 'messages',
              query: { kind: 'messages', discussionId: this.member.discussionId },
            }),
          );
        } else if (message.type === 'snapshot' || message.type === 'page') {
          for (const document of message.documents) {
            if (this.received.has(document.text)) this.#seenBeforeSnapshot = true;
            this.#hold(document);
          }
          // A gap: nothing of the new pages was held before, and older messages exist.
          if (message.hasMore && !this.#seenBeforeSnapshot && this.#closedAt !== null) {
            socket.send(JSON.stringify({ type: 'loadMore', id: 'messages' }));
            return;
          }
          if (this.#closedAt !== null) {
            this.reconnections.push(performance.now() - this.#closedAt);
            this.#closedAt = null;
          }
          if (!isLive) {
            isLive = true;
            resolve(this);
          }
        } else if (message.type === 'changes') {
          for (const change of message.changes) {
            if (change.type !== 'added') continue;
            if (this.received.get(change.document.text) === change.document.id) this.repeatedFrames += 1;
            else if (this.#hold(change.document)) this.onMessage?.(this.member, change.document.text);
          }
        }
      });
    });
  }

  /** Holds a message; false when its text was already held under another id (the same post stored twice). */
  #hold(document) {
    const id = this.received.get(document.text);
    if (id === undefined) {
      this.received.set(document.text, document.id);
      return true;
    }
    if (id !== document.id) this.duplicates += 1;
    return false;
  }

  #reconnectLater(onFailure) {
    if (this.#isClosing) return;
    setTimeout(() => this.open().catch(onFailure ?? (() => undefined)), 500 * (1 + Math.random() * 0.3));
  }

  close() {
    this.#isClosing = true;
    this.socket?.terminate();
  }
}

async function openTabs(members, url, onMessage) {
  const tabs = [];
  for (let index = 0; index < members.length; index += 50) {
    const batch = members.slice(index, index + 50).map((member) => new Tab(member, url, onMessage).open());
    tabs.push(...(await Promise.all(batch)));
  }
  return tabs;
}

// ------------------------------------------------------------------------------------------------------- the posts

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request through a keep-alive pool: its status, or 0 when no answer came. */
function send(url, { method = 'GET', token, body, headers = {} }) {
  return new Promise((resolve) => {
    const request = httpRequest(
      url,
      {
        method,
        agent: keepAlive,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** A message posted with an Idempotency-Key, tried once more with the same key when no answer or a 5xx came. */
async function post(baseUrl, member, text) {
  const key = randomUUID();
  const attempt = () =>
    send(`${baseUrl}/api/discussions/${member.discussionId}/messages`, {
      method: 'POST',
      token: member.token,
      body: JSON.stringify({ text }),
      headers: { 'idempotency-key': key },
    });
  const first = await attempt();
  if (first === 201 || (first > 0 && first < 500)) return first;
  await sleep(300);
  return attempt();
}

/** Posts at `rate` a second for `seconds`, each by a random member; returns the posts with their acknowledgement. */
async function storm(baseUrl, members, rate, seconds, { onTick } = {}) {
  const posts = [];
  const started = performance.now();
  const pending = new Set();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent += 1) {
      const author = members[Math.floor(Math.random() * members.length)];
      const entry = { author, text: `cluster ${sent} ${randomUUID()}`, at: performance.now(), status: null };
      posts.push(entry);
      const request = post(baseUrl, author, entry.text).then((status) => (entry.status = status));
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
    onTick?.((performance.now() - started) / 1000);
    await sleep(5);
  }
  await Promise.all(pending);
  return posts;
}

// --------------------------------------------------------------------------------------------------------- the run

async function crossInstanceLatency(members) {
  const listeners = members.slice(0, Math.min(300, members.length));
  const latencies = [];
  const postedAt = new Map();
  const tabs = await openTabs(listeners, `http://127.0.0.1:${ports.b}`, (_member, text) => {
    const at = postedAt.get(text);
    if (at !== undefined) latencies.push(performance.now() - at);
  });
  const authors = listeners;
  for (let index = 0; index < 200; index += 1) {
    const author = authors[index % authors.length];
    const text = `cross ${index} ${randomUUID()}`;
    postedAt.set(text, performance.now());
    void post(`http://127.0.0.1:${ports.a}`, author, text);
    await sleep(20);
  }
  await sleep(2000);
  for (const tab of tabs) tab.close();
  console.log(
    `posted through A, received on B: ${latencies.length} deliveries, ` +
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
}

async function killDuringStorm(members, discussions) {
  const tabs = await openTabs(members, haproxyUrl);
  console.log(`${tabs.length} members connected through HAProxy`);
  let killedAt = null;
  const posts = await storm(haproxyUrl, members, RATE, 12, {
    onTick(elapsed) {
      if (elapsed >= 4 && killedAt === null) {
        killedAt = performance.now();
        instances.a.child.kill('SIGKILL');
      }
    },
  });
  await sleep(4000);
  const acknowledged = posts.filter((entry) => entry.status === 201);
  const recipients = new Map(discussions.map((discussion) => [discussion.id, discussion.memberUids]));
  const tabsByUid = new Map(tabs.map((tab) => [tab.member.uid, tab]));
  let lost = 0;
  for (const entry of acknowledged) {
    for (const uid of recipients.get(entry.author.discussionId)) {
      if (!tabsByUid.get(uid).received.has(entry.text)) lost += 1;
    }
  }
  const duplicated = tabs.reduce((sum, tab) => sum + tab.duplicates, 0);
  const repeatedFrames = tabs.reduce((sum, tab) => sum + tab.repeatedFrames, 0);
  const reconnections = tabs.flatMap((tab) => tab.reconnections);
  const texts = acknowledged.map((entry) => entry.text);
  const { rows } = await admin.query(
    `select count(*)::int as copies from ${schema}.messages where text = any($1) group by text having count(*) > 1`,
    [texts],
  );
  for (const tab of tabs) tab.close();
  const failed = posts.length - acknowledged.length;
  console.log(
    `storm: ${posts.length} posts at ${RATE}/s, A killed (SIGKILL) after 4 s; ${acknowledged.length} acknowledged, ` +
      `${failed} not acknowledged (in flight on A when it died, or refused)`,
  );
  check(
    `members of A reconnected through HAProxy to B (${reconnections.length} sockets)`,
    reconnections.length > 0 && Math.max(...reconnections) <= BUDGET_RECONNECT_MS,
    `p50 ${ms(percentile(reconnections, 50))}, max ${ms(Math.max(0, ...reconnections))} ` +
      `(budget ${BUDGET_RECONNECT_MS} ms)`,
  );
  check(
    'acknowledged messages lost or duplicated',
    lost === 0 && duplicated === 0 && rows.length === 0,
    `lost ${lost} deliveries, shown twice ${duplicated}, stored twice ${rows.length} (budget 0)`,
  );
  console.log(`frames repeating a message a member already held (kept once by the web app): ${repeatedFrames}`);
  // What B went through alone: its shed requests and handshakes, and its waits for a PostgreSQL connection.
  const metrics = await fetch(`http://127.0.0.1:${ports.b}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).then((response) => response.text());
  const metric = (name) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(metrics)?.[1] ?? 0);
  console.log(
    `B during the run: ${metric('campus_http_requests_shed_total')} requests shed, ` +
      `${metric('campus_db_pool_waits_total')} waits for a database connection ` +
      `(${metric('campus_db_pool_wait_seconds_total').toFixed(1)} s in all)`,
  );
}

async function rollingRestart(members) {
  const counts = { requests: 0, failed: 0, statuses: {} };
  let isRunning = true;
  const reader = members[0];
  const loop = (async () => {
    const inFlight = new Set();
    while (isRunning) {
      for (let index = 0; index < 10; index += 1) {
        const kind = counts.requests % 3;
        const request =
          kind === 0
            ? send(`${haproxyUrl}/api/me`, { token: reader.token })
            : kind === 1
              ? send(`${haproxyUrl}/api/discussions?channel=immobilier&state=member`, { token: reader.token })
              : post(
                  haproxyUrl,
                  members[counts.requests % members.length],
                  `rolling ${counts.requests} ${randomUUID()}`,
                );
        counts.requests += 1;
        const tracked = request.then((status) => {
          if (status >= 200 && status < 300) return;
          counts.failed += 1;
          counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
        });
        inFlight.add(tracked);
        void tracked.finally(() => inFlight.delete(tracked));
      }
      await sleep(100);
    }
    await Promise.all(inFlight);
  })();
  const stops = [];
  await sleep(2000);
  for (const name of ['a', 'b']) {
    stops.push({ name, ...(await stopInstance(name)) });
    await startInstance(name);
    await waitForHaproxyChecks();
  }
  await sleep(2000);
  isRunning = false;
  await loop;
  for (const stop of stops) {
    check(
      `SIGTERM ${stop.name.toUpperCase()}`,
      stop.code === 0 && stop.seconds * 1000 <= BUDGET_EXIT_MS,
      `exit ${stop.code} after ${stop.seconds.toFixed(1)} s (budget 0 within ${BUDGET_EXIT_MS / 1000} s)`,
    );
  }
  check(
    'rolling restart under steady load (100 requests/s through HAProxy)',
    counts.failed === 0,
    `${counts.requests} requests, ${counts.failed} failed ${JSON.stringify(counts.statuses)} (budget 0)`,
  );
}

async function scheduledJobsRunOnce(startedAt) {
  // At least two ticks of the every-minute schedules since both instances run.
  const wait = startedAt + 125_000 - Date.now();
  if (wait > 0) {
    console.log(`waiting ${Math.ceil(wait / 1000)} s for two ticks of the schedules`);
    await sleep(wait);
  }
  // A tick's job is created when an instance's schedule check sends it and its sender runs, which can be late in the
  // minute or in the next under the storm: jobs are not told apart by the minute they were created in. Each schedule
  // may run once per minute since the first instance started, however late; once per instance would be twice that.
  const ticks = Math.floor(Date.now() / 60_000) - Math.floor(startedAt / 60_000) + 1;
  const { rows } = await admin.query(
    `select name, count(*)::int as runs, count(*) filter (where state = 'completed')::int as completed
       from (select name, state from ${jobsSchema}.job
             union all select name, state from ${jobsSchema}.archive) jobs
      where name in ('deal-reminders', 'purge-expired')
      group by name order by name`,
  );
  const runs = rows.map((row) => `${row.name} ${row.runs} (${row.completed} done)`).join(', ');
  check(
    'scheduled jobs run once per tick across the two instances',
    rows.length === 2 && rows.every((row) => row.completed >= 2 && row.runs <= ticks),
    `${ticks} minutes of ticks, runs: ${runs || 'none'} (budget: at least 2 done, at most ${ticks} each)`,
  );
}

let exitCode = 1;
try {
  checkComposeFile();
  spawnSync('bash', [join(root, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' });
  await ensureServerBuild();
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const startedAt = Date.now();
  await startInstance('a', { seedDemo: true });
  await startInstance('b');
  await startHaproxy();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { members, discussions } = await createMembers(db);
  await db.end();
  console.log(`two instances (A :${ports.a}, B :${ports.b}) behind HAProxy (:${ports.haproxy}), PostgreSQL, Redis`);
  console.log(`${members.length} members in ${discussions.length} discussions of 2 to 20 members`);

  await crossInstanceLatency(members);
  await killDuringStorm(members, discussions);
  await startInstance('a');
  await waitForHaproxyChecks();
  await rollingRestart(members);
  await scheduledJobsRunOnce(startedAt);
  exitCode = verdicts.every(Boolean) ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  keepAlive.destroy();
  for (const { child } of Object.values(instances)) child.kill('SIGKILL');
  haproxy?.kill('SIGKILL');
  await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await admin.query(`drop schema if exists ${jobsSchema} cascade`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
