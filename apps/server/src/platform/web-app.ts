import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config.js';
import { handleError, notFound } from './errors.js';

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

/** Serves the built single-page app; any other page URL gets index.html so the client router takes over. */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexPath = join(config.webDist, 'index.html');
  if (existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      cacheControl: false,
      setHeaders(response, path) {
        const isHashedAsset = path.startsWith(join(config.webDist, 'assets'));
        response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  async function sendAppPage(reply: FastifyReply): Promise<FastifyReply> {
    const page = await readFile(indexPath, 'utf8').catch(() => MISSING_BUILD_PAGE);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  }

  // The static plugin refuses directories (`/` included); the home page is the app like any other page.
  app.get('/', (_request, reply) => sendAppPage(reply));
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    wantsPage(request) ? sendAppPage(reply) : handleError(notFound(), request, reply),
  );
}
