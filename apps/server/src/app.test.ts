import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { AUTH_MESSAGES } from '@campus/domain/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './testing/test-app.js';

let test: TestApp;
let token: string;
let webDist: string;
/** The page's one inline script (the built page's early token refresh), allowed by its hash and nothing else inline. */
const INLINE_SCRIPT = 'window.campusEarlyRefresh = undefined;';
const INDEX_PAGE =
  `<!doctype html><html><head><title>Campus</title><script>${INLINE_SCRIPT}</script>` +
  '<link rel="modulepreload" crossorigin href="/assets/entry-dep-1.js"></head>' +
  '<body><div id="root"></div></body></html>';
/** What the web build lists for each URL pattern (route-preloads.json): the chunks of its page and namespaces. */
const ROUTE_PRELOADS = {
  '/mon-suivi/messages': ['/assets/chat-layout-1.js', '/assets/mon-suivi-messages-1.js', '/assets/messaging-1.js'],
  '/mon-compte/mon-profil': ['/assets/mon-profil-1.js'],
  '/users/:uid': ['/assets/member-page-1.js', '/assets/member-page-1.css'],
};
const BUILT_SCRIPT = `console.log(${JSON.stringify('campus '.repeat(400))});`;
beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'campus-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX_PAGE);
  await writeFile(join(webDist, 'assets', 'index-abc123.js'), BUILT_SCRIPT);
  // What the web build writes beside each file (vite.config.ts).
  await writeFile(join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUILT_SCRIPT));
  await writeFile(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync(BUILT_SCRIPT));
  await writeFile(join(webDist, 'index.html.br'), brotliCompressSync(INDEX_PAGE));
  await writeFile(join(webDist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
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
  it('give pages a CSP that lets the single-page app load its own code, images and socket, and reach no other host', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/mon-compte', headers: { accept: 'text/html' } });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/wss?:/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allow the page's own inline script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    for (const url of ['/', '/mon-suivi/messages', '/une-page-inconnue']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSources, url).toBe(`'self' 'sha256-${hash}'`);
    }
  });

  it('give built files the short set: no CSP nor framing headers, which govern documents only', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('keep API answers out of caches, frames and content sniffing', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compressed answers', () => {
  it('compresses a JSON answer of 1 KB or more for a client that accepts it', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) });
    expect(plain.body.length).toBeGreaterThan(1024);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...bearer(token), 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a JSON answer under 1 KB as it is', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeTypeOf('object');
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

  it('sends a built asset as its brotli copy, cached for a year, to a browser that accepts brotli', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUILT_SCRIPT);
  });

  it('sends a hashed asset without validators nor headers that only documents need', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const header of [
      'etag',
      'last-modified',
      'accept-ranges',
      'strict-transport-security',
      'content-security-policy',
    ])
      expect(response.headers[header], header).toBeUndefined();
    const page = await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one accepting neither', async () => {
    const gzipped = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BUILT_SCRIPT);
    const plain = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUILT_SCRIPT);
  });

  it('sends the page compressed and revalidated at each visit', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/mon-suivi/calendrier',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_PAGE);
  });

  it("preloads the page's chunks and translation namespaces for a known route, compressed and revalidated", async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/mon-suivi/messages?discussion=1',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = brotliDecompressSync(response.rawPayload).toString();
    for (const file of ROUTE_PRELOADS['/mon-suivi/messages'])
      expect(page).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`);
    expect(page).toContain('href="/assets/entry-dep-1.js"');
    expect(page).not.toContain('mon-profil-1.js');

    const again = await test.app.inject({
      method: 'GET',
      url: '/mon-suivi/messages',
      headers: { accept: 'text/html', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('preloads the page of a route with a parameter, and its stylesheet as a style', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/users/uid-42', headers: { accept: 'text/html' } });
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/member-page-1.js">',
    );
    expect(response.body).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/member-page-1.css">',
    );
  });

  it("gives an unknown page only the entry's preloads", async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/une-page-inconnue',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_PAGE);
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
