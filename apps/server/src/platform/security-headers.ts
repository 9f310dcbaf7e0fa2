import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';

/** Security headers; the CSP lets the SPA load its own scripts, styles, images and realtime socket. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/** Helmet's headers for our configuration; with no nonces they are the same on every response. */
export function helmetHeaders(): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** For JSON answers (OWASP REST Security Cheat Sheet): never stored by caches, never framed, never sniffed. */
export const API_HEADERS: OutgoingHttpHeaders = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApiUrl = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/shop/') || url === '/api' || url === '/shop';

/**
 * Pages and files get helmet's headers, the API the short set above. Both are computed once:
 * @fastify/helmet rebuilds helmet and re-parses the CSP on every request, a large share of a GET /api/me.
 */
export function securityHeaders(): onRequestHookHandler {
  const documentHeaders = helmetHeaders();
  return (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? API_HEADERS : documentHeaders);
    done();
  };
}
