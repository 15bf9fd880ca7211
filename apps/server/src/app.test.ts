import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from './test/test-app';

let app: TestApp;
let withWeb: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><meta name="bazaar-realm" content="%BAZAAR_REALM%"><meta name="bazaar-store-id" content="%BAZAAR_STORE_ID%"></head></html>',
  );
  writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
  withWeb = await createTestApp({ webDist: dist, storeRealm: 'souk' });
});
afterAll(async () => {
  await app.close();
  await withWeb.close();
});

describe('the HTTP application', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/pbs/rest/v3/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ response_code: 404, response_message: 'Nothing is at GET /pbs/rest/v3/nothing-here', response_body: null });
  });

  it('serves index.html with the configured store for any page path, so client routes survive a reload', async () => {
    const res = await withWeb.inject({ method: 'GET', url: '/ProductDetails?PId=4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('content="souk"');
  });

  it("writes the store of the request's host into index.html, and the fallback for a host that names no store", async () => {
    const page = async (host: string) => (await withWeb.inject({ method: 'GET', url: '/cart', headers: { host } })).body;
    expect(await page('demo.localhost:3000')).toContain('content="demo"');
    expect(await page('atelier.localhost')).toContain('content="atelier"');
    expect(await page('SOUK.localhost:8080')).toContain('content="souk"');
    // withWeb falls back to souk (its STORE_REALM); an unknown host gets the fallback, never an error.
    const unknown = await withWeb.inject({ method: 'GET', url: '/', headers: { host: 'shop.example.org' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('content="souk"');
    expect(unknown.headers.vary).toContain('host');
  });

  it('answers 503 for a paused store, with its page (the maintenance page) and a time to try again', async () => {
    const paused = await withWeb.inject({ method: 'GET', url: '/', headers: { host: 'atelier.localhost' } });
    expect(paused.statusCode).toBe(503);
    expect(paused.headers['retry-after']).toBe('3600');
    expect(paused.body).toContain('content="atelier"');
    expect((await withWeb.inject({ method: 'GET', url: '/', headers: { host: 'demo.localhost' } })).statusCode).toBe(200);
  });

  it("spec §7: writes the store's id into index.html, so content-settings can name it as store-id", async () => {
    const page = async (host: string) => (await withWeb.inject({ method: 'GET', url: '/', headers: { host } })).body;
    expect(await page('demo.localhost')).toContain('name="bazaar-store-id" content="12"');
    // The fallback store (souk) by id as well as by realm.
    expect(await page('shop.example.org')).toContain('name="bazaar-store-id" content="13"');
  });

  it('serves hashed assets with a year-long cache', async () => {
    const res = await withWeb.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('says how to build when the web app is missing', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { openapi: string; paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    expect(doc.openapi).toMatch(/^3\./);
    const params = doc.paths['/pbs/rest/v3/content-settings']?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['page-limit', 'page-number', 'store-id']));
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ums/rest/v3/validate-store', '/pbs/rest/v3/languages', '/pbs/rest/v3/store-images']));
  });

  it('serves the documentation page at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect([200, 302]).toContain(res.statusCode);
  });

  it('sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("answers a URL too long for Node's parser (431) in the envelope, over real HTTP", async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}/pbs/rest/v3/products?search=${'a'.repeat(20_000)}`, { headers: { 'realm-name': 'demo' } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      response_code: 431,
      response_message: 'The request is too large: its address or headers are too long. Shorten the search or the link and try again.',
      response_body: null,
    });
  });
});
