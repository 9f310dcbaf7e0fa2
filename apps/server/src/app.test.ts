import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './testing/test-app.js';

let test: TestApp;
let token: string;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'campus-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Campus</title><div id="root"></div>');
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log("campus")');
  test = await createTestApp({ webDist });
  test.app.get('/api/failure-for-test', () => {
    throw new Error('SELECT password_hash FROM users -- /var/lib/campus/secret.sqlite');
  });
  token = await test.signIn('admin@campus.test');
});
afterAll(async () => {
  await test.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers unknown /api routes with a JSON 404 in French', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing/here', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.notFound });
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"firstname": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.malformedJson });
  });

  it('answers an unexpected failure with 500 and no internal detail', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/failure-for-test' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.serverError });
    expect(response.body).not.toMatch(/SELECT|sqlite|\/var\/|at /);
  });

  it('answers a JSON body over the limit with 413', async () => {
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ firstname: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: AUTH_MESSAGES.tooLarge });
  });
});

describe('security headers', () => {
  it('give pages a CSP that lets the single-page app load its own code, images and socket', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/mon-compte', headers: { accept: 'text/html' } });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keep API answers out of caches, frames and content sniffing', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the web app', () => {
  it('answers index.html for a page of the single-page app', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/mon-compte/mon-profil',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers index.html for the home page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves built assets with a long cache', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a 404, not with the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('tells in French to build the web app when there is no build', async () => {
    const bare = await createTestApp({ seedDemo: 'never' });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});
