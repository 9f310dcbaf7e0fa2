import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../platform/errors.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedDemo: 'never' });
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('health checks', () => {
  it('GET /api/health answers ok without a token once the database answers', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/live and /api/health/ready answer ok while the process runs and its database answers', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('a dependency that does not answer makes the instance not ready, in French, while it stays alive', async () => {
    test.app.readiness.addCheck('redis', () => Promise.reject(new Error('ECONNREFUSED')));
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: SERVER_MESSAGES.unavailable });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    test.app.readiness.addCheck('redis', () => Promise.resolve());
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('a draining instance is not ready any more, and tells the clients of its last requests to close', async () => {
    test.app.readiness.startDraining();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: SERVER_MESSAGES.draining });
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });

  it('GET /api/health answers 503 in French when the database is gone', async () => {
    await test.app.db.destroy();
    const response = await get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: SERVER_MESSAGES.unavailable });
  });
});
