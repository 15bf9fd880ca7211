import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { S3FileStorage } from './s3-file-storage';

/**
 * The S3 storage through the official AWS SDK client against s3rver, a local server that speaks
 * the S3 protocol and checks AWS Signature V4 (its own keys are S3RVER/S3RVER).
 */

let server: S3rver;
let endpoint: string;
let storage: S3FileStorage;
let app: TestApp;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'bazaar-s3-')),
    configureBuckets: [{ name: 'bazaar-files', configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = new S3FileStorage({
    bucket: 'bazaar-files',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'test/',
  });
  app = await createTestApp({ storage });
});
afterAll(async () => {
  await app.close();
  storage.close();
  await server.close();
});

describe('S3 file storage', () => {
  it('writes, reads and removes files, and reads a missing one as null', async () => {
    await storage.write('stores/12/banner.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await storage.read('stores/12/banner.svg'))?.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await storage.remove('stores/12/banner.svg');
    expect(await storage.read('stores/12/banner.svg')).toBeNull();
    await expect(storage.remove('stores/12/banner.svg')).resolves.toBeUndefined();
  });

  it('keeps binary data byte for byte', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1, 2]);
    await storage.write('avatars/1/a.png', bytes);
    expect((await storage.read('avatars/1/a.png'))!.equals(bytes)).toBe(true);
  });

  it('refuses paths that climb out of its prefix', async () => {
    expect(await storage.read('../secret.txt')).toBeNull();
    await expect(storage.write('../../escape.txt', 'x')).rejects.toThrow('outside file storage');
  });

  it('is refused with wrong credentials: the client really signs its requests', async () => {
    const wrong = new S3FileStorage({
      bucket: 'bazaar-files',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrong.write('x.txt', 'x')).rejects.toThrow();
    wrong.close();
  });

  it('serves public files through the server, never by a bucket URL', async () => {
    await storage.write('stores/12/logo-test.svg', '<svg xmlns="http://www.w3.org/2000/svg" id="from-s3"/>');
    const res = await app.inject({ method: 'GET', url: '/files/stores/12/logo-test.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('from-s3');
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });
});
