import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { SECRET_TOKEN_LENGTH, isSecretTokenShaped } from './tokens.js';

export const REDACTED = '[secret]';

/** Query parameters whose value is a credential whatever its shape. */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set(['token', 'access_token', 'key', 'secret', 'password', 'code']);
/** Paths whose next segment is a secret: the private calendar feed. */
const SECRET_PATH_PREFIXES = ['/api/events/feed/'];

const redactSegment = (segment: string) => (isSecretTokenShaped(segment) ? REDACTED : segment);

/**
 * The URL as the log may keep it: the calendar feed's secret, any path segment shaped like a token and the values
 * of credential parameters (or shaped like a token) are replaced, so a log reader cannot reuse them.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const secretPrefix = SECRET_PATH_PREFIXES.find((prefix) => path.startsWith(prefix));
  // Most paths are shorter than a token: without a query, nothing to look for.
  if (!secretPrefix && queryStart === -1 && path.length < SECRET_TOKEN_LENGTH) return url;
  const safePath = secretPrefix ? `${secretPrefix}${REDACTED}` : path.split('/').map(redactSegment).join('/');
  if (queryStart === -1) return safePath;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return redactSegment(pair);
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const isSecret = SECRET_PARAMETERS.has(name.toLowerCase()) || isSecretTokenShaped(value);
      return `${name}=${isSecret ? REDACTED : value}`;
    });
  return `${safePath}?${query.join('&')}`;
}

/**
 * One pino line per request, when it completes (instead of Fastify's two), to keep hot routes cheap: written through
 * the root logger with the request's id, so the request's own logger is never made for it (see logger.ts), and not
 * even composed when the level leaves it out.
 */
export class RequestLog extends LogController {
  constructor(private readonly logger: Pick<Logger, 'info' | 'error' | 'isLevelEnabled'> | null) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { logger } = this;
    if (!logger?.isLevelEnabled(error ? 'error' : 'info')) return;
    const line = {
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) logger.error({ ...line, err: error }, 'request errored');
    else logger.info(line, 'request');
  }
}
