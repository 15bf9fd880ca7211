import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { safeRelativePath } from './file-storage';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /files/*', () => {
  it('serves a stored image with its type and a long cache', async () => {
    await app.storage.write('products/test/mango.svg', '<svg xmlns="http://www.w3.org/2000/svg"><title>mango</title></svg>');
    const res = await app.inject({ method: 'GET', url: '/files/products/test/mango.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=3600');
    expect(res.body).toContain('mango');
  });

  it('answers a missing image with the placeholder picture', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/products/none/missing.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-placeholder']).toBe('true');
    expect(res.body).toContain('No image');
  });

  it('never serves anything outside file storage', async () => {
    for (const url of ['/files/../package.json', '/files/%2e%2e/%2e%2e/package.json', '/files/..%2f..%2fpackage.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('"name"');
    }
  });

  it('does not serve files of types that are not images', async () => {
    await app.storage.write('docs/secret.txt', 'private');
    const res = await app.inject({ method: 'GET', url: '/files/docs/secret.txt' });
    expect(res.body).not.toContain('private');
    expect(res.headers['x-placeholder']).toBe('true');
  });
});

describe('safeRelativePath', () => {
  it.each(['../x', 'a/../../x', '', 'a\\b', 'a\0b'])('rejects %j', (p) => {
    expect(safeRelativePath(p)).toBeNull();
  });
  it('keeps an ordinary nested path', () => {
    expect(safeRelativePath('/stores/12/logo.svg')).toBe('stores/12/logo.svg');
  });
});
