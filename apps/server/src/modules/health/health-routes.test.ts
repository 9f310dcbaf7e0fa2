import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { UNAVAILABLE_MESSAGE } from './health-routes.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedDemo: 'never' });
});
afterAll(() => test.close());

describe('GET /api/health', () => {
  it('answers ok without a token once the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in French when the database is gone', async () => {
    await test.app.db.destroy();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
  });
});
