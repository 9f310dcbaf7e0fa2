import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_CLOSE_CODES } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './testing/demo-data.js';
import { RealtimeTestClient } from './testing/realtime-client.js';

// The process as `npm start` runs it (its TypeScript through tsx), sent SIGTERM as a deploy does (architecture 4.15).
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

let server: ChildProcess;
let baseUrl = '';
let dataDir = '';
let exited: Promise<{ code: number | null; at: number }>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campus-drain-'));
  server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => server.once('exit', (code) => resolve({ code, at: Date.now() })));
  baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Campus est prêt : (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
}, 60_000);

afterAll(async () => {
  server.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** A sign-in whose body is sent in two halves, so that it is still in flight when the signal arrives. */
function slowSignIn() {
  const body = JSON.stringify({ email: 'mdb@campus.test', password: DEMO_PASSWORD });
  const half = Math.floor(body.length / 2);
  let sendRest = () => {};
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const pending = request(
      `${baseUrl}/api/auth/login`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      },
    );
    pending.on('error', reject);
    pending.write(body.slice(0, half));
    sendRest = () => pending.end(body.slice(half));
  });
  return { answer, sendRest: () => sendRest() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('refuses new connections, finishes the requests in flight, closes the sockets with goingAway and exits 0 within 10 s', async () => {
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'air@campus.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const socket = await new RealtimeTestClient(baseUrl).signIn(token);
    const inFlight = slowSignIn();
    await sleep(200);

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    expect(await socket.closed()).toBe(REALTIME_CLOSE_CODES.goingAway);
    await expect(fetch(`${baseUrl}/api/health/live`)).rejects.toThrow();

    inFlight.sendRest();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('token');
    expect(answer.connection).toBe('close');

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 30_000);
});
