import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, SAMPLE_YAML } from '../../test/enquiry-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { vendorEnquiryCalls, vendorEnquiryWorld, type VendorEnquiryWorld } from '../../test/vendor-enquiry-kit';
import { NO_SUCH_DOCUMENT } from '../files/private-document';

/**
 * Issue #13, spec §7: GET /cfs/rest/v3/document/absolute and POST …/document/download (the
 * customer's own documents), and GET /vms/rest/v3/enquiries/{id}/files (an enquiry's files, for its vendor).
 */

let app: TestApp;
let w: VendorEnquiryWorld;
beforeAll(async () => {
  app = await createTestApp();
  w = await vendorEnquiryWorld(app);
});
afterAll(async () => {
  await app.close();
});
const calls = vendorEnquiryCalls(() => app);
type Who = { headers: Record<string, string> } | null;
const getDocument = (who: Who, path: string) =>
  app.inject({ method: 'GET', url: `/cfs/rest/v3/document/absolute?document-path=${encodeURIComponent(path)}`, headers: who?.headers ?? {} });
const download = (who: Who, path: string, type = 'product') =>
  app.inject({
    method: 'POST',
    url: `/cfs/rest/v3/document/download?document-path=${encodeURIComponent(path)}&document-type=${type}`,
    headers: who?.headers ?? {},
  });
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];

const expectPrivate = (res: { headers: Record<string, unknown> }) =>
  expect(res.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
    'cache-control': 'private, max-age=86400',
    vary: 'Authorization',
  });

describe('GET /cfs/rest/v3/document/absolute and POST /cfs/rest/v3/document/download', () => {
  it("sends an enquiry's document as an attachment named after its field, with its type and no sniffing", async () => {
    const me = await w.shopper();
    const { drawing, brief } = await w.enquiry(me);
    for (const res of [await getDocument(me, drawing), await download(me, drawing)]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Drawing.pdf"');
      expectPrivate(res);
      expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    }
    // A field name beyond ASCII: an ASCII stand-in, and the real name in RFC 5987's filename*.
    const word = await getDocument(me, brief);
    expect(word.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word.headers['content-disposition']).toBe(`attachment; filename="Brief _ _.docx"; filename*=UTF-8''${encodeURIComponent('Brief — कुर्ता.docx')}`);
  });

  it('sends a document no answer names under its stored name, YAML as YAML', async () => {
    const me = await w.shopper();
    const path = await w.upload(me, 'Brief — कुर्ता', 'notes.yaml', SAMPLE_YAML);
    const res = await getDocument(me, path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/yaml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${path.split('/').pop()}"`);
  });

  it("answers another customer's, another store's, a missing, an image's and a climbing path alike: 404", async () => {
    const me = await w.shopper();
    const { drawing, photo } = await w.enquiry(me);
    const neighbour = await w.shopper();
    const folder = drawing.slice(0, drawing.lastIndexOf('/') + 1);
    expect(refusal(await getDocument(neighbour, drawing))).toEqual([404, NO_SUCH_DOCUMENT]);
    expect(refusal(await download(neighbour, drawing))).toEqual([404, NO_SUCH_DOCUMENT]);
    const theirs = (await w.enquiry(neighbour)).drawing;
    for (const path of [
      `${folder}missing.pdf`,
      photo,
      `${folder}../../${neighbour.customerId}/${theirs.split('/').slice(-2).join('/')}`,
      theirs.replace(`/${neighbour.customerId}/`, `/${me.customerId}/`),
      'files/logo.pdf',
    ])
      expect(refusal(await getDocument(me, path)), path).toEqual([404, NO_SUCH_DOCUMENT]);
  });

  it('refuses a missing path or another document-type with a 400, and someone signed out or a vendor with a 401', async () => {
    const me = await w.shopper();
    const { drawing } = await w.enquiry(me);
    expect(refusal(await download(me, drawing, 'invoice'))).toEqual([400, 'document-type must be product']);
    expect((await app.inject({ method: 'POST', url: `/cfs/rest/v3/document/download?document-path=${drawing}`, headers: me.headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/document/absolute', headers: me.headers })).statusCode).toBe(400);
    expect((await getDocument(me, '   ')).statusCode).toBe(400);
    expect((await getDocument(null, drawing)).statusCode).toBe(401);
    expect((await getDocument(w.vendor, drawing)).statusCode).toBe(401);
  });
});

describe('GET /vms/rest/v3/enquiries/{enquiryId}/files', () => {
  it("sends the enquiry's photo inline and its documents as attachments named after their fields, to its vendor", async () => {
    const { id, photo, drawing, brief } = await w.enquiry(await w.shopper());
    const image = await calls.file(w.vendor, id, photo);
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expectPrivate(image);
    const pdf = await calls.file(w.colleague, id, drawing);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Drawing.pdf"');
    expectPrivate(pdf);
    expect((await calls.file(w.vendor, id, brief)).headers['content-disposition']).toContain("filename*=UTF-8''Brief");
  });

  it("answers a path the enquiry does not name, another enquiry's file, another vendor and another store alike: 404", async () => {
    const me = await w.shopper();
    const mine = await w.enquiry(me);
    const second = await w.enquiry(me);
    const unattached = await w.upload(me, 'Drawing', 'spare.pdf', SAMPLE_PDF);
    for (const path of [unattached, second.drawing, `${mine.drawing}/..`, mine.drawing.replace('.pdf', '.webp')])
      expect((await calls.file(w.vendor, mine.id, path)).statusCode, path).toBe(404);
    for (const who of [w.rivalUser, w.stranger]) expect((await calls.file(who, mine.id, mine.drawing)).statusCode).toBe(404);
    expect((await calls.file(w.vendor, 99_999_999, mine.drawing)).statusCode).toBe(404);
    expect((await calls.file(me, mine.id, mine.drawing)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/vms/rest/v3/enquiries/${mine.id}/files`, headers: w.vendor.headers })).statusCode).toBe(400);
  });
});
