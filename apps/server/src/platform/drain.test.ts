import { REALTIME_CLOSE_CODES } from '@campus/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeTestClient } from '../testing/realtime-client.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { drainThenClose } from './drain.js';

let test: TestApp;
let baseUrl = '';
beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => test.close());

describe('draining behind a load balancer (DRAIN_DELAY_MS)', () => {
  it('says it is not ready and sends its sockets elsewhere at once, serves meanwhile, then closes and resolves 0', async () => {
    const token = await test.signIn('air@campus.test');
    const socket = await new RealtimeTestClient(baseUrl).signIn(token);

    const closed = drainThenClose(test.app, 600);
    expect(await socket.closed()).toBe(REALTIME_CLOSE_CODES.goingAway);
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    const me = await fetch(`${baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const late = new RealtimeTestClient(baseUrl);
    expect(await late.closed()).toBe(REALTIME_CLOSE_CODES.goingAway);

    expect(await closed).toBe(0);
    await expect(fetch(`${baseUrl}/api/health/live`)).rejects.toThrow();
  });
});
