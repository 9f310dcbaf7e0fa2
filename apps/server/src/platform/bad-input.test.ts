import { AUTH_MESSAGES } from '@campus/domain/account';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, errorBody, type TestApp } from '../testing/test-app.js';
import { SERVER_MESSAGES } from './errors.js';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  token = await test.signIn('mdb@campus.test');
});
afterAll(() => test.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBeTruthy();
  expect(headers['referrer-policy']).toBeTruthy();
};

/** Sends raw bytes to the listening server (what a client outside a browser may send); resolves with the answer. */
function sendRaw(request: string): Promise<string> {
  const { port } = test.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** Status, lower-cased headers and body of a raw HTTP/1.1 answer. */
function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const BOUNDARY = '----campus-bad-input';
const putPicture = (contentType: string, payload: string) =>
  test.app.inject({
    method: 'PUT',
    url: '/api/me/picture',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });

describe('bad input answers a French error with the security headers, never a 500', () => {
  it.each(['/api/me/%E0%A4%A', '/%E0%A4%A'])('a URL with an invalid percent-encoding: %s', async (url) => {
    const response: LightMyRequestResponse = await test.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: SERVER_MESSAGES.badUrl });
    expectSecurityHeaders(response.headers);
  });

  it('an HTTP method the server does not know', async () => {
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    const answer = parseRaw(await sendRaw('BREW /api/me HTTP/1.1\r\nHost: campus.test\r\n\r\n'));
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ error: SERVER_MESSAGES.badRequest });
    expectSecurityHeaders(answer.headers);
  });

  it('a multipart request without a boundary', async () => {
    const response = await putPicture('multipart/form-data', 'pas de frontière');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({ error: SERVER_MESSAGES.malformedMultipart });
    expectSecurityHeaders(response.headers);
  });

  it('a truncated multipart body', async () => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="picture"; filename="moi.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await putPicture(`multipart/form-data; boundary=${BOUNDARY}`, `${head}\x89PNG\r\n\x1a\n tronqué`);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({ error: SERVER_MESSAGES.malformedMultipart });
  });

  it.each([
    ['empty', ''],
    ['without its closing delimiter', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n`],
    ['with no part and no delimiter', 'pas de parties'],
  ])('a multipart body %s', async (_name, payload) => {
    const response = await putPicture(`multipart/form-data; boundary=${BOUNDARY}`, payload);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toEqual({ error: SERVER_MESSAGES.malformedMultipart });
  });
});

describe('every 429 says when to come back', () => {
  it('a rate-limited route answers Retry-After with its French message', async () => {
    const report = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: bearer(token),
        payload: { action: 'test', message: 'erreur' },
        remoteAddress: '10.77.0.1',
      });
    let response = await report();
    for (let attempt = 0; attempt < 40 && response.statusCode !== 429; attempt += 1) response = await report();
    expect(response.statusCode).toBe(429);
    expect(errorBody(response)).toEqual({ error: AUTH_MESSAGES.tooManyRequests });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
