import { createHash } from 'node:crypto';
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
      // CSP Level 3: 'self' covers ws: and wss: on the page's own host, the realtime socket; no other host.
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * Helmet's headers for our configuration; with no nonces they are the same on every response. The page's own inline
 * scripts (`'sha256-…'` sources, see `inlineScriptSources`) are allowed by their hash, no other inline script.
 */
export function helmetHeaders(inlineScripts: readonly string[] = []): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const { directives } = HELMET_OPTIONS.contentSecurityPolicy;
  const options = {
    contentSecurityPolicy: { directives: { ...directives, scriptSrc: [...directives.scriptSrc, ...inlineScripts] } },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
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

/**
 * For the built files (scripts, styles, fonts): the CSP and the framing headers govern documents only, and HSTS is
 * learnt from the page itself (a browser keeps it for the whole host); each would add bytes to each of the few dozen
 * files of a first load on a phone.
 */
export const ASSET_HEADERS: OutgoingHttpHeaders = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const isAssetUrl = (url: string) => url.startsWith('/assets/');

/** Whether a URL is the main or shop API's (answers the short header set; the only requests load shedding turns away). */
export const isApiUrl = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/shop/') || url === '/api' || url === '/shop';

/** The CSP sources of a page's inline scripts: `'sha256-…'` of each `<script>` without `src`, as browsers hash it. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

// Computed once: @fastify/helmet rebuilds helmet and re-parses the CSP on every request, a large share of a GET /api/me.
let defaultDocumentHeaders: OutgoingHttpHeaders | undefined;

/** Pages and other files get helmet's headers, built files and the API the short sets above. */
export function securityHeadersFor(url: string, documentHeaders?: OutgoingHttpHeaders): OutgoingHttpHeaders {
  if (isApiUrl(url)) return API_HEADERS;
  if (isAssetUrl(url)) return ASSET_HEADERS;
  return documentHeaders ?? (defaultDocumentHeaders ??= helmetHeaders());
}

/**
 * The onRequest hook setting them on every routed request (answers Fastify makes before routing set them too);
 * `inlineScripts` are the CSP sources of the served page's inline scripts.
 */
export function securityHeaders(inlineScripts: readonly string[] = []): onRequestHookHandler {
  const documentHeaders = helmetHeaders(inlineScripts);
  return (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url, documentHeaders));
    done();
  };
}
