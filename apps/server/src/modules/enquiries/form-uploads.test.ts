import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '@bazaar/contracts';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { createForm, EVERY_TYPE, SAMPLE_DOC, SAMPLE_PDF, SAMPLE_YAML, sampleDocx, storedZip, uploadFor } from '../../test/enquiry-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { phoneJpeg, testImage } from '../../test/upload-helpers';
import { contentMismatch } from '../files/document-upload';
import { CONTENT_NOT_IMAGE } from '../files/image-upload';
import { fieldTakes, NO_SUCH_FIELD } from '../files/uploads.service';

/** Issue #13: uploads for a custom form field, POST /cfs/rest/v3/files with attribute_id, on a real database. */

let app: TestApp;
let me: SignedIn;
let field: (name: string) => number;
let storeId: number;
let otherStoreField: number;
let realm: string;
beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  const shop = await createCatalogue(db);
  storeId = shop.store.id;
  const product = await createProduct(db, shop.refs, { orderFlow: 'enquiry_based' });
  field = (await createForm(db, { storeId, productId: product.id }, EVERY_TYPE)).byName;
  const elsewhere = await createCatalogue(db);
  const theirs = await createProduct(db, elsewhere.refs, { orderFlow: 'enquiry_based' });
  otherStoreField = (await createForm(db, { storeId: elsewhere.store.id, productId: theirs.id }, EVERY_TYPE)).byName('Drawing');
  realm = shop.realm;
});
// A customer of their own for each test, so no test spends another's upload budget.
beforeEach(async () => {
  me = await signInAsNew(app, { storeRealm: realm });
});
afterAll(async () => {
  await app.close();
});

const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];
const pathOf = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return body<UploadedFile>(res).response_body.path;
};
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

describe('uploads for a form field', () => {
  it("keep each file in the customer's folder for that field: photos re-encoded without metadata, documents as sent", async () => {
    const folder = (name: string) => `uploads/${storeId}/${me.customerId}/a${field(name)}/`;
    const photo = pathOf(await uploadFor(app, me, field('Photos'), 'kurta.jpg', await phoneJpeg()));
    expect(photo.startsWith(folder('Photos')) && photo.endsWith('.webp')).toBe(true);
    const kept = (await app.storage.read(photo))!;
    expect((await fileTypeFromBuffer(kept))?.mime).toBe('image/webp');
    expect(kept.includes(Buffer.from('PhoneCo'))).toBe(false);

    for (const [name, fileName, data, ext] of [
      ['Drawing', 'plan.PDF', SAMPLE_PDF, 'pdf'],
      ['Brief', 'brief.docx', sampleDocx(), 'docx'],
      ['Brief', 'old.doc', SAMPLE_DOC, 'doc'],
      ['Brief', 'sizes.yaml', SAMPLE_YAML, 'yaml'],
      ['Brief', 'sizes.yml', SAMPLE_YAML, 'yml'],
    ] as const) {
      const path = pathOf(await uploadFor(app, me, field(name), fileName, data));
      expect(path.startsWith(folder(name)) && path.endsWith(`.${ext}`), path).toBe(true);
      expect(path).not.toContain(fileName.split('.')[0]);
      expect((await app.storage.read(path))!.equals(data)).toBe(true);
    }
  });

  it('refuses an extension the field does not take, whatever the bytes, and SVG on every field', async () => {
    const jpeg = await testImage('jpeg');
    expect(refusal(await uploadFor(app, me, field('Photos'), 'a.gif', await testImage('gif')))).toEqual([400, fieldTakes('Photos', ['png', 'jpg', 'jpeg'])]);
    expect(refusal(await uploadFor(app, me, field('Photos'), 'a.pdf', SAMPLE_PDF))).toEqual([400, fieldTakes('Photos', ['png', 'jpg', 'jpeg'])]);
    expect(refusal(await uploadFor(app, me, field('Drawing'), 'a.jpg', jpeg))).toEqual([400, fieldTakes('Drawing', ['pdf'])]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.pdf', SAMPLE_PDF))).toEqual([400, fieldTakes('Brief', ['doc', 'docx', 'yml', 'yaml'])]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'no-extension', SAMPLE_YAML))[0]).toBe(400);
    for (const name of ['Photos', 'Brief', 'Drawing']) expect(refusal(await uploadFor(app, me, field(name), 'logo.svg', SVG))[0]).toBe(400);
  });

  it('refuses bytes that are not what the name says', async () => {
    expect(refusal(await uploadFor(app, me, field('Photos'), 'a.png', SVG))).toEqual([400, CONTENT_NOT_IMAGE]);
    expect(refusal(await uploadFor(app, me, field('Photos'), 'a.jpg', SAMPLE_PDF))).toEqual([400, CONTENT_NOT_IMAGE]);
    expect(refusal(await uploadFor(app, me, field('Drawing'), 'a.pdf', HTML))).toEqual([400, contentMismatch('pdf')]);
    expect(refusal(await uploadFor(app, me, field('Drawing'), 'a.pdf', await testImage('png')))).toEqual([400, contentMismatch('pdf')]);
    // A zip that is not a Word document, and a Word document under the older name.
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.docx', storedZip([['a.txt', 'hello']])))).toEqual([400, contentMismatch('docx')]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.doc', sampleDocx()))).toEqual([400, contentMismatch('doc')]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.docx', SAMPLE_DOC))).toEqual([400, contentMismatch('docx')]);
    // YAML is text: not a PDF, not markup, no control bytes, valid UTF-8.
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.yml', SAMPLE_PDF))).toEqual([400, contentMismatch('yml')]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.yml', SVG))).toEqual([400, contentMismatch('yml')]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.yaml', Buffer.from('a: 1\n\u0000b: 2')))).toEqual([400, contentMismatch('yaml')]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.yaml', Buffer.from([0x61, 0x3a, 0x20, 0xff, 0xfe])))).toEqual([400, contentMismatch('yaml')]);
    expect(refusal(await uploadFor(app, me, field('Brief'), 'a.yaml', Buffer.alloc(0)))[0]).toBe(400);
  });

  it('refuses a file over the size limit with a 413', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect((await uploadFor(app, me, field('Drawing'), 'big.pdf', big)).statusCode).toBe(413);
  });

  it('refuses a field that takes no files, an unknown field and another store’s field, alike', async () => {
    for (const id of [field('Full name'), field('Fabric'), 987_654, otherStoreField])
      expect(refusal(await uploadFor(app, me, id, 'plan.pdf', SAMPLE_PDF))).toEqual([400, NO_SUCH_FIELD]);
  });

  it('takes nothing from someone signed out', async () => {
    expect((await uploadFor(app, null, field('Drawing'), 'plan.pdf', SAMPLE_PDF)).statusCode).toBe(401);
  });
});
