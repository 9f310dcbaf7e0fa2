import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { isSecretTokenShaped } from './tokens.js';

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

/** One pino line per request, when it completes (instead of Fastify's two), to keep hot routes cheap. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
