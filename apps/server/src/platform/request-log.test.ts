import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REDACTED, RequestLog, redactUrl } from './request-log.js';
import { createSecretToken } from './tokens.js';

describe('the request log keeps no secret', () => {
  it('hides the calendar feed secret, whatever its shape', () => {
    expect(redactUrl(`/api/events/feed/${createSecretToken()}`)).toBe(`/api/events/feed/${REDACTED}`);
    expect(redactUrl('/api/events/feed/presque-un-secret')).toBe(`/api/events/feed/${REDACTED}`);
  });

  it('hides a token in any path segment or query parameter', () => {
    const token = createSecretToken();
    expect(redactUrl(`/shop/invoices/${token}/pdf`)).toBe(`/shop/invoices/${REDACTED}/pdf`);
    expect(redactUrl(`/reset-password?token=abc&from=mail`)).toBe(`/reset-password?token=${REDACTED}&from=mail`);
    expect(redactUrl(`/api/x?t=${token}`)).toBe(`/api/x?t=${REDACTED}`);
  });

  it('keeps the rest of the URL as it is', () => {
    const url = '/api/discussions/8f14e45f-ceea-467f-a0e6-d5c1b1d3a0b2/messages?before=m1&channel=finance';
    expect(redactUrl(url)).toBe(url);
  });

  it('writes the redacted URL in the line of a completed request', () => {
    const lines: unknown[] = [];
    const token = createSecretToken();
    const request = { method: 'GET', url: `/api/events/feed/${token}` } as FastifyRequest;
    const reply = {
      statusCode: 200,
      elapsedTime: 3,
      log: { info: (line: unknown) => lines.push(line) },
    } as unknown as FastifyReply;
    new RequestLog().requestCompleted(null, request, reply);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(lines).toEqual([{ method: 'GET', url: `/api/events/feed/${REDACTED}`, statusCode: 200, ms: 3 }]);
  });
});
