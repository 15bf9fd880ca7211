import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { UploadedFile } from '@bazaar/contracts';
import { findStoreByRealm } from '../../plugins/store-context';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { phoneJpeg, postUpload, testImage, uploadPhoto, type TestFormat } from '../../test/upload-helpers';
import { CONTENT_NOT_IMAGE, EMPTY_FILE, NOT_AN_IMAGE, TOO_LARGE, TOO_MANY_PIXELS, UNREADABLE } from './image-upload';
import { BAD_ATTRIBUTE, BAD_FORM, NO_FILE, NOT_MULTIPART, ONE_FILE } from './upload-form';
import { NO_SUCH_FIELD } from './uploads.service';

/** Issue #12: a customer's photo upload and its private read, through the API on a real database. */

let app: TestApp;
let me: SignedIn & { customer: { id: number } };
let storeId: number;
beforeAll(async () => {
  app = await createTestApp();
  storeId = (await findStoreByRealm(app.database.db, 'demo'))!.id;
});
// A customer of their own for each test, so no test spends another's upload budget.
beforeEach(async () => {
  me = await signInAsNew(app);
});
afterAll(async () => {
  await app.close();
});

const readImage = (who: { headers: Record<string, string> } | null, path: string) =>
  app.inject({ method: 'GET', url: `/cfs/rest/v3/cfs-images/absolute?image-path=${encodeURIComponent(path)}`, headers: who?.headers });
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];
const folderOf = (customerId: number) => join(inject('seedFilesDir'), 'uploads', String(storeId), String(customerId));
const filesOf = (customerId: number) => readdir(folderOf(customerId)).catch(() => [] as string[]);

describe('POST /cfs/rest/v3/files', () => {
  it.each<[TestFormat, string]>([
    ['png', 'receipt.png'],
    ['jpeg', 'crack.JPG'],
    ['jpeg', 'side.jpeg'],
    ['jpeg', 'old-camera.jfif'],
    ['webp', 'box.webp'],
    ['gif', 'label.gif'],
    ['avif', 'dent.avif'],
    ['tiff', 'scan.tif'],
    ['tiff', 'scan.tiff'],
  ])('takes a %s named %s, stores it as WebP under a name of its own and gives it back to its owner', async (format, fileName) => {
    const res = await postUpload(app, me, [{ name: 'file', fileName, data: await testImage(format) }]);
    expect(res.statusCode, res.body).toBe(200);
    const { path } = body<UploadedFile>(res).response_body;
    expect(path).toMatch(new RegExp(`^uploads/${storeId}/${me.customerId}/[0-9a-f-]{36}\\.webp$`));
    expect(path).not.toContain(fileName.split('.')[0]);
    const stored = (await app.storage.read(path))!;
    expect(await fileTypeFromBuffer(stored)).toMatchObject({ mime: 'image/webp' });
    expect(await sharp(stored).metadata()).toMatchObject({ width: 64, height: 48 });

    const read = await readImage(me, path);
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=86400' });
    expect(read.rawPayload.equals(stored)).toBe(true);
  });

  it('turns a phone photo upright and drops its EXIF, GPS position and all other metadata', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(original.toString('latin1')).toContain('WGS-84');
    const stored = (await app.storage.read(await uploadPhoto(app, me, 'IMG_0042.JPG', original)))!;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 20, height: 40 });
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const trace of ['WGS-84', 'PhoneCo', 'Pocket 9', 'Exif']) expect(stored.toString('latin1')).not.toContain(trace);
  });

  it('shrinks a large photo to 2000 px on its longer side and drops bytes hidden after the image', async () => {
    const big = await testImage('jpeg', { width: 3000, height: 1500 });
    const smuggled = Buffer.concat([big, Buffer.from('<script>alert(1)</script>')]);
    const stored = (await app.storage.read(await uploadPhoto(app, me, 'wide.jpg', smuggled)))!;
    expect(await sharp(stored).metadata()).toMatchObject({ width: 2000, height: 1000 });
    expect(stored.toString('latin1')).not.toContain('<script>');
  });

  it.each(['defect.bmp', 'logo.svg', 'IMG_1.HEIC', 'photo.heif', 'favicon.ico', 'invoice.pdf', 'page.html', 'photo', 'photo.png.exe'])(
    'refuses %s by its type, whatever it holds',
    async (fileName) => {
      const res = await postUpload(app, me, [{ name: 'file', fileName, data: await testImage('png') }]);
      expect(refusal(res)).toEqual([400, NOT_AN_IMAGE]);
    },
  );

  it.each([
    ['a PDF', 'photo.png', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')],
    ['an HTML page', 'photo.jpg', Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')],
    ['an SVG with script', 'photo.webp', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a ZIP', 'photo.gif', Buffer.from('504b0304140000000000', 'hex')],
  ])('refuses %s named as an image, and keeps nothing of it', async (_what, fileName, data) => {
    const before = await filesOf(me.customerId);
    expect(refusal(await postUpload(app, me, [{ name: 'file', fileName, data, type: 'image/png' }]))).toEqual([400, CONTENT_NOT_IMAGE]);
    expect(await filesOf(me.customerId)).toEqual(before);
  });

  it('refuses a file over 5 MB with a 413, and takes one of exactly 5 MB', async () => {
    const png = await testImage('png');
    const over = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    expect(refusal(await postUpload(app, me, [{ name: 'file', fileName: 'huge.png', data: over }]))).toEqual([413, TOO_LARGE]);
    // Padding after the image's end: decoders stop at the end, and none of it is kept.
    const exact = over.subarray(0, 5 * 1024 * 1024);
    expect((await postUpload(app, me, [{ name: 'file', fileName: 'edge.png', data: exact }])).statusCode).toBe(200);
  });

  it('refuses a damaged image or one of too many pixels with a 400, never a 500', async () => {
    const png = await testImage('png');
    const jpeg = await testImage('jpeg');
    const corrupt = Buffer.concat([png.subarray(0, 16), Buffer.from('not really a picture'.repeat(10))]);
    expect(refusal(await postUpload(app, me, [{ name: 'file', fileName: 'a.png', data: corrupt }]))).toEqual([400, UNREADABLE]);
    expect(refusal(await postUpload(app, me, [{ name: 'file', fileName: 'b.jpg', data: jpeg.subarray(0, 200) }]))).toEqual([400, UNREADABLE]);
    // 10,000 × 6,000 of one colour is a few KB of PNG and 180 MB decoded.
    const bomb = await testImage('png', { width: 10_000, height: 6_000 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(refusal(await postUpload(app, me, [{ name: 'file', fileName: 'c.png', data: bomb }]))).toEqual([400, TOO_MANY_PIXELS]);
  });

  it('answers every malformed form with a 400 saying what to send', async () => {
    const png = await testImage('png');
    const post = (payload: string | Buffer, contentType?: string) =>
      app.inject({ method: 'POST', url: '/cfs/rest/v3/files', headers: { ...me.headers, ...(contentType ? { 'content-type': contentType } : {}) }, payload });
    expect(refusal(await postUpload(app, me, [{ name: 'file', fileName: 'empty.png', data: Buffer.alloc(0) }]))).toEqual([400, EMPTY_FILE]);
    expect(refusal(await postUpload(app, me, []))).toEqual([400, NO_FILE]);
    expect(refusal(await postUpload(app, me, [{ name: 'note', value: 'hello' }]))).toEqual([400, NO_FILE]);
    expect(refusal(await postUpload(app, me, [{ name: 'photo', fileName: 'a.png', data: png }]))).toEqual([400, NO_FILE]);
    const two = [0, 1].map(() => ({ name: 'file', fileName: 'a.png', data: png }));
    expect(refusal(await postUpload(app, me, two))).toEqual([400, ONE_FILE]);
    expect(refusal(await post('{"file":"x"}', 'application/json'))).toEqual([400, NOT_MULTIPART]);
    expect(refusal(await post('hello', 'text/plain'))).toEqual([400, NOT_MULTIPART]);
    expect(refusal(await post(png, 'image/png'))).toEqual([400, NOT_MULTIPART]);
    expect(refusal(await post('', undefined))).toEqual([400, NOT_MULTIPART]);
    expect(refusal(await post('--x\r\nnonsense', 'multipart/form-data'))).toEqual([400, BAD_FORM]);
    expect(refusal(await post('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'multipart/form-data; boundary=x'))).toEqual([
      400,
      BAD_FORM,
    ]);
  });

  it('refuses an attribute_id that names no file field of the store (the form uploads: enquiries/form-uploads.test.ts)', async () => {
    const png = await testImage('png');
    const withAttribute = (value: string) =>
      postUpload(app, me, [
        { name: 'attribute_id', value },
        { name: 'file', fileName: 'a.png', data: png },
      ]);
    expect(refusal(await withAttribute('999999'))).toEqual([400, NO_SUCH_FIELD]);
    expect(refusal(await withAttribute('twelve'))).toEqual([400, BAD_ATTRIBUTE]);
  });

  it('takes nothing from someone signed out', async () => {
    const res = await postUpload(app, null, [{ name: 'file', fileName: 'a.png', data: await testImage('png') }]);
    expect(res.statusCode).toBe(401);
  });
});

describe('reading uploads back', () => {
  it('shows a photo to its owner only: another customer or another store’s customer gets a 404', async () => {
    const path = await uploadPhoto(app, me);
    const neighbour = await signInAsNew(app);
    const elsewhere = await signInAsNew(app, { storeRealm: 'souk' });
    for (const who of [neighbour, elsewhere]) expect(refusal(await readImage(who, path))).toEqual([404, 'There is no such photo']);
    expect((await readImage(null, path)).statusCode).toBe(401);
    // Their own folder named, then climbing out of it to mine.
    const climb = `uploads/${storeId}/${neighbour.customerId}/../${me.customerId}/${path.split('/').pop()}`;
    expect((await readImage(neighbour, climb)).statusCode).toBe(404);
    expect((await readImage(me, `uploads/${storeId}/${me.customerId}/missing.webp`)).statusCode).toBe(404);
    expect((await readImage(me, 'products/none.png')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/cfs-images/absolute', headers: me.headers })).statusCode).toBe(400);
  });

  it('never serves an upload through the public /files route, however the path is written', async () => {
    const path = await uploadPhoto(app, me);
    const [, ...rest] = path.split('/');
    for (const url of [
      `/files/${path}`,
      `/files/./${path}`,
      `/files/products/../${path}`,
      `/files/UPLOADS/${rest.join('/')}`,
      `/files/%75ploads/${rest.join('/')}`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.headers['x-placeholder'], res.headers['content-type']]).toEqual([url, 'true', 'image/svg+xml']);
    }
    // Not valid percent-encoding once decoded: still the placeholder, not a 500.
    expect((await app.inject({ method: 'GET', url: '/files/100%25.png' })).headers['x-placeholder']).toBe('true');
  });
});

describe('upload rate limit', () => {
  it('lets a customer make 20 uploads in ten minutes, counted exactly when they arrive together', async () => {
    const busy = await signInAsNew(app);
    // Every attempt counts, a refused one too; these are refused quickly (no file), 25 at once.
    const answers = await Promise.all(Array.from({ length: 25 }, () => postUpload(app, busy, [])));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const limited = answers.find((r) => r.statusCode === 429)!;
    expect(body(limited).response_message).toMatch(/^You have uploaded a great many files\. Please try again in \d+ minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postUpload(app, busy, [{ name: 'file', fileName: 'a.png', data: await testImage('png') }])).statusCode).toBe(429);
    // Another customer has a budget of their own.
    expect((await postUpload(app, me, [{ name: 'file', fileName: 'a.png', data: await testImage('png') }])).statusCode).toBe(200);
  });
});
