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

  it('hides a token that is the whole request target', () => {
    const token = createSecretToken();
    expect(redactUrl(token)).toBe(REDACTED);
    expect(redactUrl(`/${token}`)).toBe(`/${REDACTED}`);
  });
});

/** A logger that keeps its lines, with the levels from `level` up. */
function keepingLogger(level: 'info' | 'warn') {
  const lines: { level: string; line: Record<string, unknown>; message: string }[] = [];
  const keep = (name: string) => (line: Record<string, unknown>, message: string) => {
    lines.push({ level: name, line, message });
  };
  const logger = {
    info: keep('info'),
    error: keep('error'),
    isLevelEnabled: (asked: string) => asked === 'error' || asked === 'warn' || level === 'info',
  };
  return { logger: logger as unknown as ConstructorParameters<typeof RequestLog>[0], lines };
}

describe('the line of a completed request', () => {
  const token = createSecretToken();
  const request = { id: 'req-7', method: 'GET', url: `/api/events/feed/${token}` } as FastifyRequest;
  const reply = { statusCode: 200, elapsedTime: 3.4 } as unknown as FastifyReply;

  it('is written through the root logger with the request id and the redacted URL', () => {
    const { logger, lines } = keepingLogger('info');
    new RequestLog(logger).requestCompleted(null, request, reply);
    expect(JSON.stringify(lines)).not.toContain(token);
    expect(lines).toEqual([
      {
        level: 'info',
        line: { reqId: 'req-7', method: 'GET', url: `/api/events/feed/${REDACTED}`, statusCode: 200, ms: 3 },
        message: 'request',
      },
    ]);
  });

  it('is not written when the level leaves info out, but an error still is', () => {
    const { logger, lines } = keepingLogger('warn');
    const log = new RequestLog(logger);
    log.requestCompleted(null, request, reply);
    expect(lines).toEqual([]);
    const error = new Error('boom');
    log.requestCompleted(error, request, { statusCode: 500, elapsedTime: 1 } as unknown as FastifyReply);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      line: { reqId: 'req-7', statusCode: 500, err: error },
      message: 'request errored',
    });
  });

  it('is not written without a logger', () => {
    expect(() => new RequestLog(null).requestCompleted(null, request, reply)).not.toThrow();
  });
});
