import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope';
import type { StoreRef, StoreResolver } from '../modules/store';
import { isApiPath } from './errors';
import { knownPaths, routePreloader, type Manifest, type RouteModule } from './web-app-preloads';
import { pageReadOf, picturePreloads } from './web-app-page-reads';
import { startAnswers } from './web-app-start-answers';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const readJson = <T>(path: string): T | undefined => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined);

/** The page's route chunks, or none when the build has no manifest or route map (an older build, a test's stand-in). */
function preloaderFor(dist: string): (pathname: string) => string {
  const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'));
  const routes = readJson<RouteModule[]>(join(dist, '.vite/routes.json'));
  return manifest && routes ? routePreloader(manifest, routes) : () => '';
}

/**
 * The page's status: 503 while the store is paused (its maintenance page), 404 for a path the web
 * app has no page at (its not-found page), else 200. The page is the same either way.
 */
function pageStatus(store: StoreRef | undefined, known: boolean): number {
  if (store && !store.open) return 503;
  return known ? 200 : 404;
}

type Encoding = 'br' | 'gzip';
/**
 * index.html differs per store, route and, with the answers it carries, per product, so it is
 * compressed per request, at levels that take a fraction of a millisecond for its 6-9 KB: brotli
 * at quality 11 took 7-12 ms for 10% fewer bytes.
 */
const ENCODE: Record<Encoding, (page: string) => Buffer> = {
  br: (page) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
  gzip: (page) => gzipSync(page, { level: 6 }),
};

/** index.html as the client accepts it: brotli, else gzip, else as it is. */
function encodePage(page: string, acceptEncoding: string | undefined): { encoding?: Encoding; body: string | Buffer } {
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as Encoding | null) : null;
  return encoding ? { encoding, body: ENCODE[encoding](page) } : { body: page };
}

/**
 * Serves the built web app: hashed assets for a year, and index.html for every other page path, so
 * client routes survive a reload. index.html names the store of the request's host (store_domains),
 * or the fallback realm (STORE_REALM) for a host that names no store, by realm and by id, and
 * preloads the scripts of the page at that path, and carries the answers to the store's start-up
 * reads and to the page's own first read where there is one (web-app-start-answers.ts,
 * web-app-page-reads.ts); the response then asks for the pictures that page shows first (a Link
 * header). Assets go brotli- or gzip-compressed from the
 * files the build made beside them (scripts/compress-assets.mjs). index.html is compressed here:
 * the compression plugin does not reach the not-found handler that writes it. A path the route map
 * does not know is answered 404 and a paused store's pages 503, with the same page (issue #14).
 */
export async function registerWebApp(app: FastifyInstance, options: { dist: string; realm: string; storeForHost: StoreResolver }) {
  const indexPath = join(options.dist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : null;
  const preloads = hasBuild ? preloaderFor(options.dist) : () => '';
  const isKnown = knownPaths(hasBuild ? readJson<RouteModule[]>(join(options.dist, '.vite/routes.json')) : undefined);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
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
    const links = preloads(path);
    const read = store ? pageReadOf(request.url) : null;
    const answers = store ? await startAnswers(app, store, read?.call ?? null) : null;
    const head = [links, answers?.element].filter(Boolean).join('\n    ');
    const page = template
      .replace('%BAZAAR_REALM%', escapeAttr(store?.realm ?? options.realm))
      .replace('%BAZAAR_STORE_ID%', store ? String(store.id) : '')
      .replace('</head>', head ? `  ${head}\n  </head>` : '</head>');
    const covers = read && answers?.page ? read.covers(answers.page) : [];
    if (covers.length > 0) reply.header('link', picturePreloads(covers));
    const { encoding, body } = encodePage(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    const status = pageStatus(store, isKnown(path));
    // A paused store is back once its owner says so; monitors and crawlers try again later.
    if (status === 503) reply.header('retry-after', '3600');
    return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'host, accept-encoding').send(body);
  });
}
