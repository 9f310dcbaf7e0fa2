import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ROUTE_PRELOADS_FILE, routePatternMatcher } from '@campus/domain/navigation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { handleError, notFound } from './errors.js';
import { inlineScriptSources } from './security-headers.js';

const API_PREFIXES = ['/api', '/shop', '/uploads'];

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Campus</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>L’application web n’est pas encore construite</h1>
<p>Le serveur Campus fonctionne, mais il ne trouve pas la version construite de l’application web.</p>
<p>Lancez <code>npm run build</code> à la racine du projet (ou simplement <code>npm start</code>), puis rechargez cette page.</p>
</body>
</html>`;

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function wantsPage(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !isApiPath(request.url) && (request.headers.accept ?? '').includes('text/html');
}

/** What the web build lists for each URL pattern of the app (apps/web/vite.config.ts, `routePreloads`). */
type RoutePreloads = Record<string, readonly string[]>;

interface PreloadingPage {
  html: string;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
}

// At low priority: fetched beside the entry, they must not delay the stylesheet and the font of the first paint
// (measured: at the default priority, the shell painted 0.6 s later on Lighthouse's slow 4G).
const linkTo = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`
    : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`;

/**
 * The pages that preload their route's files: for the URL of a known route, index.html with links to the chunks of
 * its guard, layouts and page and of their translation namespaces (module scripts, fetched as the router will import
 * them), so the browser fetches them beside the entry instead of once it has run. Each page is made once per route,
 * compressed once, and revalidated like index.html.
 */
function preloadingPages(webDist: string): (path: string) => PreloadingPage | null {
  const preloadsPath = join(webDist, ROUTE_PRELOADS_FILE);
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(preloadsPath) || !existsSync(indexPath)) return () => null;
  const preloads = JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreloads;
  const index = readFileSync(indexPath, 'utf8');
  const routeOf = routePatternMatcher(Object.entries(preloads));
  const pages = new Map<string, PreloadingPage>();
  return (path) => {
    const route = routeOf(path);
    if (!route || route.value.length === 0) return null;
    let page = pages.get(route.pattern);
    if (!page) {
      const html = index.replace('</head>', `${route.value.map(linkTo).join('')}</head>`);
      page = {
        html,
        brotli: brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
        etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      };
      pages.set(route.pattern, page);
    }
    return page;
  };
}

function sendPreloadingPage(request: FastifyRequest, reply: FastifyReply, page: PreloadingPage): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** The CSP sources of the built page's inline scripts (its early token refresh); none before a build. */
export function builtPageInlineScripts(webDist: string): string[] {
  const indexPath = join(webDist, 'index.html');
  return existsSync(indexPath) ? inlineScriptSources(readFileSync(indexPath, 'utf8')) : [];
}

/** Serves the built single-page app; any other page URL gets index.html so the client router takes over. */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexPath = join(config.webDist, 'index.html');
  if (existsSync(config.webDist)) {
    // The other files (index.html, the icon) keep their name from one build to the next: revalidated at each use.
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      allowedPath: (pathName) => !pathName.startsWith('/assets/'),
      preCompressed: true,
      cacheControl: false,
      setHeaders(response) {
        response.setHeader('cache-control', 'no-cache');
        response.setHeader('vary', 'accept-encoding');
      },
    });
    // The hashed files never change under their name: cached for a year, never revalidated, so they carry no
    // validators (etag, last-modified) nor range support, a few hundred bytes less on each of a first load's files.
    await app.register(fastifyStatic, {
      root: join(config.webDist, 'assets'),
      prefix: '/assets/',
      index: false,
      decorateReply: false,
      // The build writes file.br and file.gz beside each file: sent as they are to a browser that accepts them.
      preCompressed: true,
      cacheControl: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(response) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const preloadingPage = preloadingPages(config.webDist);

  async function sendAppPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = preloadingPage(request.url.split('?', 1)[0] ?? '/');
    if (page) return sendPreloadingPage(request, reply, page);
    // Through the static plugin, so the page too goes out as its build-time compressed copy, revalidated.
    if (existsSync(indexPath)) return reply.sendFile('index.html');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(MISSING_BUILD_PAGE);
  }

  // The static plugin refuses directories (`/` included); the home page is the app like any other page.
  app.get('/', (request, reply) => sendAppPage(request, reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    wantsPage(request) ? sendAppPage(request, reply) : handleError(notFound(), request, reply),
  );
}
