import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope';
import type { StoreResolver } from '../modules/store';
import { isApiPath } from './errors';
import { routePreloader, type Manifest, type RouteModule } from './web-app-preloads';
import { startAnswersElement } from './web-app-start-answers';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const readJson = <T>(path: string): T | undefined => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined);

/** The product page's path, matched as the router matches it (any case, an optional trailing slash). */
const PRODUCT_PAGE = /^\/productdetails\/?$/i;

/** PId as the product page reads it: a positive whole number of up to 9 digits, else none. */
function productIdOf(url: string): number | null {
  const value = new URLSearchParams(url.split('?')[1] ?? '').get('PId');
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

/** A Link header asking for a stored picture at once and first (its path as the web app's fileUrl writes it). */
const imagePreload = (path: string) =>
  `</files/${path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/')}>; rel=preload; as=image; fetchpriority=high`;

/** The page's route chunks, or none when the build has no manifest or route map (an older build, a test's stand-in). */
function preloaderFor(dist: string): (pathname: string) => string {
  const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'));
  const routes = readJson<RouteModule[]>(join(dist, '.vite/routes.json'));
  return manifest && routes ? routePreloader(manifest, routes) : () => '';
}

type Encoding = 'br' | 'gzip';
const ENCODE: Record<Encoding, (page: string) => Buffer> = {
  br: (page) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
  gzip: (page) => gzipSync(page, { level: 9 }),
};
/** Distinct pages are few (stores × routes with their own chunks), so each is compressed once, at the highest level. */
const MAX_CACHED_PAGES = 500;

/** index.html as the client accepts it, brotli, else gzip, else as it is; compressed pages are kept by their text. */
function pageEncoder() {
  const cache = new Map<string, Partial<Record<Encoding, Buffer>>>();
  return (page: string, acceptEncoding: string | undefined): { encoding?: Encoding; body: string | Buffer } => {
    const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as Encoding | null) : null;
    if (!encoding) return { body: page };
    let variants = cache.get(page);
    if (!variants) {
      if (cache.size >= MAX_CACHED_PAGES) cache.clear();
      cache.set(page, (variants = {}));
    }
    return { encoding, body: (variants[encoding] ??= ENCODE[encoding](page)) };
  };
}

/**
 * Serves the built web app: hashed assets for a year, and index.html for every other page path, so
 * client routes survive a reload. index.html names the store of the request's host (store_domains),
 * or the fallback realm (STORE_REALM) for a host that names no store, by realm and by id, and
 * preloads the scripts of the page at that path, and carries the answers to the store's start-up
 * reads (web-app-start-answers.ts); a product page's response also asks for the
 * product's first picture (a Link header, so the page itself stays one cached text). Assets go brotli- or gzip-compressed from the
 * files the build made beside them (scripts/compress-assets.mjs). index.html is compressed here:
 * the compression plugin does not reach the not-found handler that writes it.
 */
export type WebAppOptions = {
  dist: string;
  realm: string;
  storeForHost: StoreResolver;
  /** The first picture of a product the store shows, preloaded with the product page. */
  productCover: (storeId: number, productId: number) => Promise<string | null>;
};

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const indexPath = join(options.dist, 'index.html');
  const hasBuild = existsSync(indexPath);
  const template = hasBuild ? readFileSync(indexPath, 'utf8') : null;
  const preloads = hasBuild ? preloaderFor(options.dist) : () => '';
  const encode = pageEncoder();

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
    const answers = store ? await startAnswersElement(app, store) : '';
    const head = [links, answers].filter(Boolean).join('\n    ');
    const page = template
      .replace('%BAZAAR_REALM%', escapeAttr(store?.realm ?? options.realm))
      .replace('%BAZAAR_STORE_ID%', store ? String(store.id) : '')
      .replace('</head>', head ? `  ${head}\n  </head>` : '</head>');
    const productId = store && PRODUCT_PAGE.test(path) ? productIdOf(request.url) : null;
    const cover = productId === null ? null : await options.productCover(store!.id, productId);
    if (cover) reply.header('link', imagePreload(cover));
    const { encoding, body } = encode(page, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'host, accept-encoding').send(body);
  });
}
