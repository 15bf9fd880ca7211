import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope';
import { isApiPath } from './errors';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Serves the built web app: hashed assets for a year, and index.html (with the store realm this
 * process shows written into it) for every other page path, so client routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, options: { dist: string; realm: string }) {
  const indexPath = join(options.dist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8').replace('%BAZAAR_REALM%', escapeAttr(options.realm)) : null;

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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || isApiPath(path) || path.startsWith('/assets/')) {
      return reply.status(404).send(failure(404, `Nothing is at ${request.method} ${path}`));
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run "npm run build" (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
