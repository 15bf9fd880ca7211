import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';
import { routePattern } from './web-app-preloads';

// A build as Vite and scripts/compress-assets.mjs leave it: assets with .br and .gz beside them,
// the manifest, and the route map vite.config.ts writes.
const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum dolor '.repeat(200))};\n`;
const manifest = {
  'index.html': { file: 'assets/index-e1.js', src: 'index.html', isEntry: true, imports: ['_vendor-v1.js'], css: ['assets/index-c1.css'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_card-k1.js': { file: 'assets/card-k1.js', imports: ['_vendor-v1.js'] },
  'src/features/catalogue/pages/product-listing-page.tsx': {
    file: 'assets/product-listing-page-l1.js',
    imports: ['_vendor-v1.js', '_card-k1.js'],
    isDynamicEntry: true,
  },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-h1.js', imports: ['_card-k1.js'], isDynamicEntry: true },
};
const routes = [
  { path: '/', module: 'src/features/home/home-page.tsx' },
  { path: '/productListing', module: 'src/features/catalogue/pages/product-listing-page.tsx' },
];
const INDEX = `<html><head><meta name="bazaar-realm" content="%BAZAAR_REALM%"><meta name="bazaar-store-id" content="%BAZAAR_STORE_ID%">
<script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
<!-- ${'padding '.repeat(150)} -->
</head><body><div id="root"></div></body></html>`;

let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'bazaar-web-delivery-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, '.vite/routes.json'), JSON.stringify(routes));
  writeFileSync(join(dist, 'assets/main-abc.js'), SCRIPT);
  writeFileSync(join(dist, 'assets/main-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets/main-abc.js.gz'), gzipSync(SCRIPT));
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

describe('compressed delivery of the web app', () => {
  it('serves an asset as the brotli file the build made when the client accepts brotli', async () => {
    const res = await get('/assets/main-abc.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    // Exactly the build's file: not compressed a second time on the way out.
    expect(res.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('serves the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/main-abc.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('serves the file as it is to a client that accepts no encoding', async () => {
    const res = await get('/assets/main-abc.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(SCRIPT);
    const identity = await get('/assets/main-abc.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
  });

  it('compresses index.html, which is written per request, and keeps it uncached', async () => {
    const res = await get('/', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/host/);
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(decoded(res)).toContain('content="demo"');
  });
});

describe('compressed API responses', () => {
  it(`compresses JSON over ${COMPRESS_THRESHOLD_BYTES} bytes, to the same JSON`, async () => {
    const plain = await get('/pbs/rest/v3/products', undefined, { 'realm-name': 'demo' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/pbs/rest/v3/products', encoding, { 'realm-name': 'demo' });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(JSON.parse(plain.body));
    }
  });

  it('sends JSON under the threshold as it is', async () => {
    const res = await get('/health', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('route chunks preloaded with index.html', () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it("preloads the listing page's chunk and its imports that the entry does not bring", async () => {
    const res = await get('/productListing?category=3');
    expect(preloads(res.body)).toEqual(['/assets/vendor-v1.js', '/assets/product-listing-page-l1.js', '/assets/card-k1.js']);
  });

  it('matches the path as the router does: any case, a trailing slash', async () => {
    expect(preloads((await get('/PRODUCTLISTING/')).body)).toContain('/assets/product-listing-page-l1.js');
    expect(preloads((await get('/')).body)).toEqual(['/assets/vendor-v1.js', '/assets/home-page-h1.js', '/assets/card-k1.js']);
  });

  it("preloads only the entry's imports for an unknown path, answered 404 with the same page (the router's not-found)", async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(preloads(res.body)).toEqual(['/assets/vendor-v1.js']);
    // A known route, in any case and with a trailing slash, is a page.
    expect((await get('/PRODUCTLISTING/')).statusCode).toBe(200);
    expect((await get('/productListingx')).statusCode).toBe(404);
  });

  it('knows route parameters and splats', () => {
    expect(routePattern('/checkout/:checkoutId').test('/checkout/42')).toBe(true);
    expect(routePattern('/checkout/:checkoutId').test('/checkout/42/more')).toBe(false);
    expect(routePattern('/policies/*').test('/policies')).toBe(true);
    expect(routePattern('/policies/*').test('/Policies/returns/7')).toBe(true);
    expect(routePattern('/cart').test('/cartx')).toBe(false);
  });
});
