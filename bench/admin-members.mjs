// The admin member list at scale (issue 30): 20,000 members beside the demo ones, then filtered pages of
// `GET /api/admin/members` (search, channel, formation, customer, status, each sort), on SQLite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Budget: a filtered page under 100 ms (median of 20
// calls each, server pinned to core 0).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { freePort, login, median, serverArgs, startPinned, stop } from './support.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const BUDGET_MS = 100;
const CHANNELS = ['base', 'immobilier', 'entrepreneuriat', 'finance', 'sport'];
const FIRSTNAMES = ['Léa', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Jules', 'Emma', 'Gabriel', 'Zoé', 'Raphaël'];
const LASTNAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau'];
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The generated members, as rows cloned from a seeded one: every column of `users` filled the way the app fills it. */
function memberRows(model) {
  const users = [];
  const channels = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const uid = `bench-${String(index).padStart(6, '0')}-${randomUUID().slice(0, 8)}`;
    const firstname = FIRSTNAMES[index % FIRSTNAMES.length];
    const lastname = `${LASTNAMES[Math.floor(index / 10) % LASTNAMES.length]}${index}`;
    const at = new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString();
    users.push({
      ...model,
      uid,
      email: `membre${index}@bench.exemple.fr`,
      firstname,
      lastname,
      display_name: null,
      search_text: fold(`${firstname} ${lastname}`),
      is_customer: index % 4 === 0 ? 0 : 1,
      is_ambassador: 0,
      permission_ambassador: 0,
      formation_air: index % 2,
      formation_mdb: index % 3 === 0 ? 1 : 0,
      formation_sport: index % 7 === 0 ? 1 : 0,
      formation_starter_mdb: 0,
      status: index % 10 === 0 ? 'invited' : index % 50 === 1 ? 'deactivated' : 'active',
      created_at: at,
      updated_at: at,
      last_sign_in_at: index % 10 === 0 ? null : at,
      previous_sign_in_at: null,
    });
    channels.push({ uid, channel: 'immobilier' }, { uid, channel: CHANNELS[index % CHANNELS.length] });
  }
  // One row per (uid, channel).
  const unique = [...new Map(channels.map((row) => [`${row.uid}:${row.channel}`, row])).values()];
  return { users, channels: unique };
}

function seedSqlite(dataDir) {
  const db = new Database(join(dataDir, 'campus.sqlite'));
  const model = db.prepare("select * from users where email = 'air@campus.test'").get();
  const { users, channels } = memberRows(model);
  const columns = Object.keys(users[0]);
  const insertUser = db.prepare(
    `insert into users (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  const insertChannel = db.prepare('insert into user_channels (uid, channel) values (@uid, @channel)');
  db.transaction(() => {
    for (const user of users) insertUser.run(user);
    for (const row of channels) insertChannel.run(row);
  })();
  db.exec('analyze');
  db.close();
}

async function insertChunks(client, table, rows) {
  const columns = Object.keys(rows[0]);
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values = chunk.map(
      (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    await client.query(
      `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`,
      chunk.flatMap((row) => columns.map((column) => row[column])),
    );
  }
}

async function seedPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("select * from users where email = 'air@campus.test'");
  const { users, channels } = memberRows(rows[0]);
  await insertChunks(client, 'users', users);
  await insertChunks(client, 'user_channels', channels);
  await client.query('analyze');
  await client.end();
}

const QUERIES = [
  'q=martin',
  'q=lea&channel=immobilier',
  'channel=finance&formation=mdb&customer=customer',
  'status=invited&sort=createdAt',
  'channel=sport&status=active&sort=lastSignIn',
  'formation=air&customer=prospect&sort=name',
];

async function measure(baseUrl, token) {
  const results = [];
  for (const query of QUERIES) {
    const url = `${baseUrl}/api/admin/members?${query}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    if (!first.ok) throw new Error(`${query}: ${first.status} ${await first.text()}`);
    const { nextCursor } = await first.json();
    const timings = [];
    for (let call = 0; call < CALLS; call += 1) {
      // Alternate the first page and the next one: a keyset page costs the same wherever it starts.
      const pageUrl = call % 2 && nextCursor ? `${url}&cursor=${nextCursor}` : url;
      const started = performance.now();
      const response = await fetch(pageUrl, { headers });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    results.push({ query, ms: median(timings) });
  }
  return results;
}

async function bench(name, env, seed) {
  const port = await freePort();
  const args = await serverArgs('tsx');
  const healthUrl = `http://127.0.0.1:${port}/api/health`;
  const baseEnv = { HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'silent', ...env };
  // First start: migrated and seeded; then the members are added with the server stopped.
  await stop(await startPinned({ args, env: baseEnv, healthUrl }));
  const seeded = performance.now();
  await seed();
  console.log(`${name}: ${MEMBERS} members added in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const server = await startPinned({ args, env: baseEnv, healthUrl });
  let isOver = false;
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await login(baseUrl, 'admin@campus.test');
    for (const { query, ms } of await measure(baseUrl, token)) {
      const isOverBudget = ms >= BUDGET_MS;
      isOver ||= isOverBudget;
      console.log(
        `${name}: GET /api/admin/members?${query}  median ${ms.toFixed(1)} ms  ${isOverBudget ? 'OVER BUDGET' : 'OK'}`,
      );
    }
  } finally {
    await stop(server);
  }
  return isOver;
}

let isOverBudget = false;
const dataDir = mkdtempSync(join(tmpdir(), 'campus-bench-members-'));
isOverBudget = (await bench('SQLite', { DATA_DIR: dataDir }, () => seedSqlite(dataDir))) || isOverBudget;

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const schema = `bench_members_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  const env = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'campus-bench-members-')),
    DATABASE_URL: databaseUrl,
    JOBS_SCHEMA: `${schema}_jobs`,
  };
  try {
    isOverBudget = (await bench('PostgreSQL', env, () => seedPostgres(databaseUrl))) || isOverBudget;
  } finally {
    await admin.query(`drop schema if exists ${schema}_jobs cascade`);
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
process.exit(isOverBudget ? 1 : 0);
