import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope';
import type { StoreResolver } from '../modules/store';
import { isApiPath } from './errors';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built web app: hashed assets for a year, and index.html for every other page path, so
 * client routes survive a reload. index.html names the store of the request's host (store_domains),
 * or the fallback realm (STORE_REALM) for a host that names no store, by realm and by id.
 */
export async function registerWebApp(app: FastifyInstance, options: { dist: string; realm: string; storeForHost: StoreResolver }) {
  const indexPath = join(options.dist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || isApiPath(path) || path.startsWith('/assets/')) {
      return reply.status(404).send(failure(404, `Nothing is at ${request.method} ${path}`));
    }
    if (!template) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app has not been built yet. Run "npm run build" (npm start does it for you).');
    }
    const store = await options.storeForHost(request.hostname);
    // An unknown STORE_REALM still gets its page (the store check there shows the error page).
    const page = template.replace('%BAZAAR_REALM%', escapeAttr(store?.realm ?? options.realm)).replace('%BAZAAR_STORE_ID%', store ? String(store.id) : '');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'host').send(page);
  });
}
